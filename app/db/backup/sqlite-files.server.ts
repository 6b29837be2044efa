import { closeSync, fsyncSync, openSync, readSync } from "node:fs";
import { resolve } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { isPostgresUrl, sqlitePath } from "#app/db/dialect.ts";
import { knownMigrationNames } from "#app/db/migrate.server.ts";
import { BackupRefusal } from "./refusal.ts";

/** 2026-11-21T13-26-07-123Z: sorts by time, and has no colons, which some file systems refuse. */
export function fileTimestamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, "-");
}

/**
 * The absolute path of the SQLite file DATABASE_URL names. PostgreSQL has its own tools, and an
 * in-memory database has nothing to copy, so both are refused with `postgresAdvice` or a reason.
 */
export function sqliteFileOf(databaseUrl: string, postgresAdvice: string): string {
  if (isPostgresUrl(databaseUrl)) throw new BackupRefusal(postgresAdvice);
  const path = sqlitePath(databaseUrl);
  if (path === ":memory:") throw new BackupRefusal("DATABASE_URL is :memory:, a database that lives only inside the server process.");
  return resolve(path);
}

/** "ok" from PRAGMA integrity_check, or the first problems it found. */
export function integrityCheck(database: DatabaseSync): string {
  const rows = database.prepare("PRAGMA integrity_check(5)").all() as { integrity_check: string }[];
  return rows.map((row) => row.integrity_check).join("; ");
}

const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");

export function hasSqliteHeader(path: string): boolean {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(path, "r");
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  return header.equals(SQLITE_HEADER);
}

/**
 * Refuses a database this version of the site cannot run: damaged, another application's (no
 * migrations table with our first migration), or made by a newer version (migrations this one does
 * not know; the server would refuse to start on it).
 */
export function assertSiteDatabase(database: DatabaseSync, label: string): void {
  const integrity = integrityCheck(database);
  if (integrity !== "ok") throw new BackupRefusal(`${label} is damaged: its integrity check says "${integrity}".`);
  const hasMigrations = database.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
  const applied = hasMigrations
    ? (database.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as { name: string }[]).map((row) => row.name)
    : [];
  const known = knownMigrationNames();
  if (!applied.includes(known[0]!)) {
    throw new BackupRefusal(`${label} is not a database of this site: it has no record of the site's migrations (table kysely_migration).`);
  }
  const unknown = applied.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new BackupRefusal(
      `${label} was made by a newer version of the site (migrations ${unknown.join(", ")} are unknown to this one): restore it with that version.`,
    );
  }
}

/** Makes a rename or a new file in `directory` survive a power cut, not only the file's contents. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
