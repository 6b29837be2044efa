import { mkdtempSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { fileTimestamp } from "#app/db/backup/sqlite-files.server.ts";
import { backupSqliteOffThread } from "#app/db/backup/sqlite-backup-off-thread.server.ts";
import { db } from "#app/db/client.server.ts";
import { isPostgresUrl, sqlitePath } from "#app/db/dialect.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { env } from "#app/lib/env.server.ts";
import { BACKUP_DOWNLOAD_AUDIT } from "./backup-check.server.ts";
import { ActionRefusal } from "#app/lib/action-refusal.ts";

/**
 * Download Backup: a consistent copy of the SQLite database (VACUUM INTO, as npm run db:backup makes
 * it, checked with PRAGMA integrity_check), streamed as an attachment and recorded in the audit log.
 * The copy is written to a private temporary folder and unlinked as soon as it is open, so nothing
 * is left behind on the server whether the download finishes, is cancelled or the server stops.
 * The copy is made in a worker thread, so the site keeps answering while a large database is copied.
 */
export async function downloadBackup(actor: Actor, now: Date = new Date()): Promise<Response> {
  const { DATABASE_URL } = env();
  if (isPostgresUrl(DATABASE_URL)) {
    throw new ActionRefusal("A PostgreSQL database is backed up with pg_dump, not downloaded: Site Health shows the command.", 409);
  }
  const path = sqlitePath(DATABASE_URL);
  if (path === ":memory:") throw new ActionRefusal("The database lives in the server's memory, so there is no file to download.", 409);

  const folder = mkdtempSync(join(tmpdir(), "brandcheck-backup-"));
  let file;
  try {
    const { path: copy } = await backupSqliteOffThread({ databasePath: resolve(path), outPath: join(folder, "backup.db") });
    file = await open(copy, "r");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  try {
    const { size } = await file.stat();
    await recordAudit(db(), { actorId: actor.id, actorEmail: actor.email, action: BACKUP_DOWNLOAD_AUDIT, summary: "Downloaded a backup of the database" }, now);
    const body = Readable.toWeb(file.createReadStream()) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        "Content-Type": "application/vnd.sqlite3",
        "Content-Disposition": `attachment; filename="brandcheck-${fileTimestamp(now)}.db"`,
        "Content-Length": String(size),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    await file.close();
    throw error;
  }
}
