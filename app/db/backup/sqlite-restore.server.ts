import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { BackupRefusal } from "./refusal.ts";
import { assertSiteDatabase, fileTimestamp, fsyncPath, hasSqliteHeader } from "./sqlite-files.server.ts";

export interface RestoreOptions {
  /** The live SQLite file, replaced by the backup. */
  databasePath: string;
  backupPath: string;
  /** The generated auth secret beside the database; leave it out when AUTH_SECRET comes from the environment. */
  secretFile?: string;
}

export interface RestoreResult {
  /** The database that was replaced, kept under a new name, when there was one. */
  keptDatabase?: string;
  /** What happened to the auth secret: see restoreSecret. */
  secret: "restored" | "unchanged" | "not in backup" | "from environment";
  keptSecret?: string;
}

const SIDE_FILES = ["-wal", "-shm", "-journal"];
const SQLITE_BUSY = 5;

/**
 * Replaces the live database with a backup. Everything is checked on a copy beside the database
 * first (readable, intact, this site's, not from a newer version), so a refused restore changes
 * nothing; then the old file is renamed aside and the copy renamed into place, each an atomic step.
 */
export function restoreSqliteDatabase({ databasePath, backupPath, secretFile }: RestoreOptions): RestoreResult {
  const backup = resolve(backupPath);
  if (!existsSync(backup) || !statSync(backup).isFile()) throw new BackupRefusal(`No backup file at ${backup}.`);
  if (backup === databasePath) throw new BackupRefusal(`${backup} is the live database itself; name a backup file.`);
  if (!hasSqliteHeader(backup)) throw new BackupRefusal(`${backup} is not an SQLite database.`);
  const savedSecret = secretFile ? readSavedSecret(`${backup}.auth-secret`) : undefined;

  const timestamp = fileTimestamp();
  mkdirSync(dirname(databasePath), { recursive: true });
  const staged = `${databasePath}.restore-${timestamp}.tmp`;
  copyFileSync(backup, staged);
  chmodSync(staged, 0o600);
  try {
    checkStagedCopy(staged, backup);
    fsyncPath(staged);
  } catch (error) {
    removeWithSideFiles(staged);
    throw error;
  }

  let keptDatabase: string | undefined;
  try {
    keptDatabase = swapIn(staged, databasePath, timestamp);
  } catch (error) {
    removeWithSideFiles(staged);
    throw error;
  }

  if (!secretFile) return { keptDatabase, secret: "from environment" };
  if (savedSecret === undefined) return { keptDatabase, secret: "not in backup" };
  return { keptDatabase, ...restoreSecret(savedSecret, secretFile, timestamp) };
}

function readSavedSecret(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const secret = readFileSync(path, "utf8").trim();
  if (secret.length < 32) throw new BackupRefusal(`${path} does not hold an auth secret (32 or more characters).`);
  return secret;
}

function checkStagedCopy(staged: string, label: string): void {
  let copy: DatabaseSync | undefined;
  try {
    copy = new DatabaseSync(staged);
    // A backup made by hand from a WAL-mode file would otherwise leave the server looking for its -wal file.
    copy.exec("PRAGMA journal_mode = DELETE");
    assertSiteDatabase(copy, label);
  } catch (error) {
    if (isSqliteError(error)) throw new BackupRefusal(`${label} is not a readable SQLite database (${(error as Error).message}).`);
    throw error;
  } finally {
    copy?.close();
  }
}

/**
 * Puts the staged copy in place of the live database, keeping the old one as
 * `<name>.before-restore-<timestamp>`. Refuses while any other process (the server) has the
 * database open: leaving WAL mode needs the only connection to the file.
 */
function swapIn(staged: string, databasePath: string, timestamp: string): string | undefined {
  if (!existsSync(databasePath)) {
    removeSideFiles(databasePath);
    renameSync(staged, databasePath);
    fsyncPath(dirname(databasePath));
    return undefined;
  }
  const live = lockExclusively(databasePath);
  try {
    const kept = `${databasePath}.before-restore-${timestamp}`;
    renameSync(databasePath, kept);
    // A -wal or -journal left beside the new file would be replayed into it as if it were its own.
    removeSideFiles(databasePath);
    renameSync(staged, databasePath);
    fsyncPath(dirname(databasePath));
    return kept;
  } finally {
    live.close();
  }
}

function lockExclusively(databasePath: string): DatabaseSync {
  const live = new DatabaseSync(databasePath);
  try {
    live.exec("PRAGMA busy_timeout = 0");
    // Also copies every commit still in the -wal file into the database file, so the kept file is whole on its own.
    const { journal_mode } = live.prepare("PRAGMA journal_mode = DELETE").get() as { journal_mode: string };
    if (journal_mode !== "delete") throw new BackupRefusal(inUse(databasePath));
    // Held until close(), so no server can open the file between this check and the rename.
    live.exec("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;");
    return live;
  } catch (error) {
    live.close();
    if (isSqliteError(error) && (error as { errcode?: number }).errcode === SQLITE_BUSY) throw new BackupRefusal(inUse(databasePath));
    throw error;
  }
}

function inUse(databasePath: string): string {
  return `The database ${databasePath} is in use by another process (is the site running?). Stop the server, then run db:restore again. Nothing was changed.`;
}

/** Installs the backup's auth secret, so sessions and signed links made before the backup stay valid. */
function restoreSecret(secret: string, secretFile: string, timestamp: string): Pick<RestoreResult, "secret" | "keptSecret"> {
  const current = existsSync(secretFile) ? readFileSync(secretFile, "utf8").trim() : undefined;
  if (current === secret) return { secret: "unchanged" };
  let keptSecret: string | undefined;
  if (current !== undefined) {
    keptSecret = `${secretFile}.before-restore-${timestamp}`;
    renameSync(secretFile, keptSecret);
  }
  const staged = `${secretFile}.restore-${timestamp}.tmp`;
  writeFileSync(staged, `${secret}\n`, { mode: 0o600 });
  fsyncPath(staged);
  renameSync(staged, secretFile);
  fsyncPath(dirname(secretFile));
  return { secret: "restored", keptSecret };
}

function removeSideFiles(databasePath: string): void {
  for (const suffix of SIDE_FILES) rmSync(`${databasePath}${suffix}`, { force: true });
}

function removeWithSideFiles(path: string): void {
  rmSync(path, { force: true });
  removeSideFiles(path);
}

function isSqliteError(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === "ERR_SQLITE_ERROR";
}
