import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { BackupRefusal } from "./refusal.ts";
import { fileTimestamp, fsyncPath, integrityCheck } from "./sqlite-files.server.ts";

export interface BackupOptions {
  /** The live SQLite file. */
  databasePath: string;
  /** Where to write the copy; by default `backups/<timestamp>.db` beside the database. */
  outPath?: string;
  /** The generated auth secret kept beside the database, copied with it when it exists. */
  secretFile?: string;
}

export interface BackupResult {
  path: string;
  /** The copy of the auth secret, `<path>.auth-secret`, when there was one to copy. */
  secretPath?: string;
}

/**
 * An online snapshot of the SQLite database while the server keeps writing. VACUUM INTO reads the
 * whole database inside one read transaction, which in WAL mode sees exactly the commits made
 * before it began and never blocks the server's writes. (The incremental backup API would start
 * over each time another connection writes, so under steady traffic it might never finish.)
 */
export function backupSqliteDatabase({ databasePath, outPath, secretFile }: BackupOptions): BackupResult {
  if (!existsSync(databasePath)) throw new BackupRefusal(`No database at ${databasePath}: check DATABASE_URL.`);
  const path = resolve(outPath ?? join(dirname(databasePath), "backups", `${fileTimestamp()}.db`));
  if (existsSync(path)) throw new BackupRefusal(`${path} already exists; choose another file name.`);
  // The copy holds password hashes and visitors' details: readable by the site's user only.
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });

  // Written under another name and renamed when verified, so a file at `path` is always a whole, checked copy.
  const partial = `${path}.partial`;
  rmSync(partial, { force: true });
  const source = new DatabaseSync(databasePath, { readOnly: true });
  try {
    source.exec("PRAGMA busy_timeout = 5000");
    source.prepare("VACUUM INTO ?").run(partial);
  } finally {
    source.close();
  }
  chmodSync(partial, 0o600);
  const copy = new DatabaseSync(partial, { readOnly: true });
  let integrity: string;
  try {
    integrity = integrityCheck(copy);
  } finally {
    copy.close();
  }
  if (integrity !== "ok") {
    rmSync(partial, { force: true });
    throw new Error(`The copy failed its integrity check ("${integrity}") and was deleted; the database itself was not touched.`);
  }
  fsyncPath(partial);
  renameSync(partial, path);

  let secretPath: string | undefined;
  if (secretFile && existsSync(secretFile)) {
    secretPath = `${path}.auth-secret`;
    copyFileSync(secretFile, secretPath);
    chmodSync(secretPath, 0o600);
    fsyncPath(secretPath);
  }
  fsyncPath(dirname(path));
  return { path, secretPath };
}
