import { join, dirname } from "node:path";
import { isPostgresUrl, sqlitePath } from "#app/db/dialect.ts";
import { env } from "#app/lib/env.server.ts";
import type { UploadLimits } from "./upload-rules.ts";

/** The configured limits (UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES; 10 MB and 3 files unless set). */
export function uploadLimits(): UploadLimits {
  const { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } = env();
  return { maxFileBytes: UPLOAD_MAX_FILE_BYTES, maxFiles: UPLOAD_MAX_FILES };
}

/**
 * Where the files are kept: UPLOADS_DIR, else "uploads" beside the SQLite database (or ./data/uploads
 * with PostgreSQL), so a fresh install needs no setting. Never a folder the server serves.
 */
export function uploadsDirectory(): string {
  const { UPLOADS_DIR, DATABASE_URL } = env();
  if (UPLOADS_DIR) return UPLOADS_DIR;
  if (isPostgresUrl(DATABASE_URL)) return "./data/uploads";
  const path = sqlitePath(DATABASE_URL);
  return path === ":memory:" ? "./data/uploads" : join(dirname(path), "uploads");
}
