import { readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pgDumpCommand, withoutPassword } from "#app/db/backup/pg-dump.ts";
import { db, type DB } from "#app/db/client.server.ts";
import { isPostgresUrl, sqlitePath } from "#app/db/dialect.ts";
import { authSecretFile } from "#app/lib/auth-secret.server.ts";
import { formatRelativeTime } from "#app/lib/dates.ts";
import { DEFAULT_TIME_ZONE, formatInZone } from "#app/lib/time-zone.ts";
import { env } from "#app/lib/env.server.ts";
import type { AuditAction } from "#app/features/audit/audit.server.ts";
import type { HealthCheck } from "./health-check.ts";
import { shownPath } from "./shown-path.server.ts";

const TITLE = "Backups";
/** A backup older than this is worth a reminder: a week of changes is what a marketing team would hate to redo. */
const BACKUP_MAX_AGE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const BACKUP_DOWNLOAD_AUDIT = "site_health.backup_download" satisfies AuditAction;

/** How this installation is backed up from the screen: a download of the SQLite file, a pg_dump command, or neither. */
export type BackupMethod = "download" | "pg_dump" | "none";

export interface BackupCheck {
  check: HealthCheck;
  method: BackupMethod;
}

interface LastBackup {
  at: string;
  how: string;
}

/**
 * When the database was last backed up, as far as the site can see: the newest file `npm run db:backup`
 * wrote beside the database, or the last Download Backup from this screen. A PostgreSQL database is
 * backed up with pg_dump, outside the site's sight, so its check says how instead.
 */
export async function backupCheck({ database = db(), now = new Date(), timeZone = DEFAULT_TIME_ZONE }: { database?: DB; now?: Date; timeZone?: string } = {}): Promise<BackupCheck> {
  const { DATABASE_URL, AUTH_SECRET } = env();
  if (isPostgresUrl(DATABASE_URL)) {
    return {
      method: "pg_dump",
      check: {
        id: "backup",
        title: TITLE,
        status: "warning",
        details: ["A PostgreSQL database is backed up with pg_dump, outside the site, so this screen cannot tell when the last backup was made."],
        todo: "Make sure a backup like this runs every day (pg_dump asks for the password, or reads it from PGPASSWORD or ~/.pgpass), and keep copies on another machine:",
        command: pgDumpCommand(`'${withoutPassword(DATABASE_URL)}'`),
      },
    };
  }
  const path = sqlitePath(DATABASE_URL);
  if (path === ":memory:") {
    return {
      method: "none",
      check: { id: "backup", title: TITLE, status: "problem", details: ["The database lives in the server's memory, so there is no file to back up."], todo: "Set DATABASE_URL to a file, then restart the server." },
    };
  }

  const databasePath = resolve(path);
  const last = newest([newestBackupFile(databasePath), await lastDownload(database)]);
  const secretNote = AUTH_SECRET
    ? "Keep the value of AUTH_SECRET with your backups: a restored database needs it."
    : `Download Backup holds the database only: keep a copy of ${shownPath(authSecretFile(DATABASE_URL))} with it (npm run db:backup copies both).`;
  const schedule = "Download Backup now, and have npm run db:backup run every day on the server (with cron, for example); keep copies on another machine.";
  if (!last) {
    return {
      method: "download",
      check: { id: "backup", title: TITLE, status: "warning", details: ["No backup found: none in the backups folder beside the database, and none downloaded from this screen.", secretNote], todo: schedule },
    };
  }
  // In the reader's own time zone, named, as every admin time is (decision 040).
  const when = `${formatRelativeTime(last.at, now.toISOString())}, ${formatInZone(last.at, timeZone)}`;
  const stale = now.getTime() - new Date(last.at).getTime() > BACKUP_MAX_AGE_DAYS * DAY_MS;
  const details = [`The last backup was made ${when}: ${last.how}.`, secretNote];
  return {
    method: "download",
    check: stale ? { id: "backup", title: TITLE, status: "warning", details, todo: `It is more than ${BACKUP_MAX_AGE_DAYS} days old. ${schedule}` } : { id: "backup", title: TITLE, status: "ok", details },
  };
}

/** The newest `.db` file in `backups/` beside the database, where `npm run db:backup` writes by default. */
function newestBackupFile(databasePath: string): LastBackup | undefined {
  const folder = join(dirname(databasePath), "backups");
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".db"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const files = names.map((name) => ({ name, at: statSync(join(folder, name)).mtime.toISOString() }));
  const latest = files.sort((a, b) => b.at.localeCompare(a.at))[0];
  return latest && { at: latest.at, how: `${shownPath(join(folder, latest.name))}, written by npm run db:backup` };
}

async function lastDownload(database: DB): Promise<LastBackup | undefined> {
  const entry = await database
    .selectFrom("audit_log")
    .select(["created_at", "actor_email"])
    .where("action", "=", BACKUP_DOWNLOAD_AUDIT)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return entry && { at: entry.created_at, how: `downloaded from this screen by ${entry.actor_email ?? "a removed user"}` };
}

function newest(candidates: (LastBackup | undefined)[]): LastBackup | undefined {
  return candidates.filter((candidate) => candidate !== undefined).sort((a, b) => b.at.localeCompare(a.at))[0];
}

