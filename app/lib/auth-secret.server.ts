import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { isPostgresUrl, sqlitePath } from "#app/db/dialect.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

const SECRET_FILE = "auth-secret";

/**
 * The key that signs session cookies and e-mail confirmation tokens and encrypts two-factor secrets.
 * AUTH_SECRET when set; otherwise a random one generated on first start and kept in a file beside
 * the SQLite database (or in ./data), so `npm start` works without configuration and sessions
 * survive restarts. Several instances sharing one PostgreSQL database must all be given the same
 * AUTH_SECRET, since each would otherwise generate its own.
 */
export function authSecret(): string {
  const { AUTH_SECRET, DATABASE_URL } = env();
  if (AUTH_SECRET) return AUTH_SECRET;
  const file = authSecretFile(DATABASE_URL);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dirname(file), { recursive: true });
  try {
    // "wx": if another process created the file in the meantime, keep theirs rather than overwrite it.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
  logger.info({ file }, "AUTH_SECRET is not set; generated a random secret and stored it");
  return secret;
}

/** Where the generated secret of the database at `databaseUrl` is kept; the backup scripts copy it with the database. */
export function authSecretFile(databaseUrl: string): string {
  return join(secretDirectory(databaseUrl), SECRET_FILE);
}

function secretDirectory(databaseUrl: string): string {
  if (isPostgresUrl(databaseUrl)) return "./data";
  const path = sqlitePath(databaseUrl);
  return path === ":memory:" ? "./data" : dirname(path);
}
