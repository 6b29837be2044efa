// `npm run db:restore -- backups/<timestamp>.db`: puts a backup made by db:backup in place of the SQLite
// database, after checking it. Stop the server first: it refuses while any process has the database open.
// The replaced database is kept as `<name>.before-restore-<timestamp>`.
import { parseArgs } from "node:util";
import { BackupRefusal, runRefusable } from "#app/db/backup/refusal.ts";
import { restoreSqliteDatabase } from "#app/db/backup/sqlite-restore.server.ts";
import { sqliteFileOf } from "#app/db/backup/sqlite-files.server.ts";
import { authSecretFile } from "#app/lib/auth-secret.server.ts";
import { env } from "#app/lib/env.server.ts";

const POSTGRES_ADVICE = `DATABASE_URL names a PostgreSQL database, and db:restore restores SQLite databases only. Restore a pg_dump file with pg_restore:
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" brandcheck-2026-01-31.dump
(see "Backups" in the README).`;

const SECRET_NOTES = {
  restored: "Auth secret restored from the backup: sessions and e-mailed links from before the backup work again.",
  unchanged: "Auth secret: the backup's is the one in use.",
  "not in backup": "The backup has no auth secret beside it: the current one is kept.",
  "from environment": "AUTH_SECRET is set: it stays the key; use the value the site had when the backup was made.",
} as const;

await runRefusable(() => {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new BackupRefusal("Usage: npm run db:restore -- path/to/backup.db");
  const { DATABASE_URL, AUTH_SECRET } = env();
  const databasePath = sqliteFileOf(DATABASE_URL, POSTGRES_ADVICE);
  const result = restoreSqliteDatabase({
    databasePath,
    backupPath: positionals[0]!,
    secretFile: AUTH_SECRET ? undefined : authSecretFile(DATABASE_URL),
  });
  console.log(`Restored ${positionals[0]} to ${databasePath}.`);
  if (result.keptDatabase) console.log(`The replaced database is kept as ${result.keptDatabase}.`);
  console.log(SECRET_NOTES[result.secret]);
  if (result.keptSecret) console.log(`The replaced auth secret is kept as ${result.keptSecret}.`);
  console.log("Start the server: it applies any migrations this version adds.");
});
