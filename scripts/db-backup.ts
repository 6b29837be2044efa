// `npm run db:backup [-- file.db]`: a consistent copy of the SQLite database, safe while the site runs,
// to `backups/<timestamp>.db` beside the database (or the file named), checked with PRAGMA integrity_check.
// The generated auth secret kept beside the database is copied too, as `<file>.auth-secret`.
import { parseArgs } from "node:util";
import { pgDumpCommand } from "#app/db/backup/pg-dump.ts";
import { backupSqliteDatabase } from "#app/db/backup/sqlite-backup.server.ts";
import { BackupRefusal, runRefusable } from "#app/db/backup/refusal.ts";
import { sqliteFileOf } from "#app/db/backup/sqlite-files.server.ts";
import { authSecretFile } from "#app/lib/auth-secret.server.ts";
import { env } from "#app/lib/env.server.ts";

const POSTGRES_ADVICE = `DATABASE_URL names a PostgreSQL database, and db:backup copies SQLite databases only. Back PostgreSQL up with pg_dump:
  ${pgDumpCommand('"$DATABASE_URL"')}
(see "Backups" in the README).`;

await runRefusable(() => {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals.length > 1) throw new BackupRefusal("Usage: npm run db:backup [-- path/to/backup.db]");
  const { DATABASE_URL, AUTH_SECRET } = env();
  const databasePath = sqliteFileOf(DATABASE_URL, POSTGRES_ADVICE);
  const result = backupSqliteDatabase({
    databasePath,
    outPath: positionals[0],
    // With AUTH_SECRET set, the file beside the database is not the key in use.
    secretFile: AUTH_SECRET ? undefined : authSecretFile(DATABASE_URL),
  });
  console.log(`Backup written: ${result.path} (integrity check: ok)`);
  if (result.secretPath) console.log(`Auth secret copied: ${result.secretPath} (restored with the backup; keep it as private as the database)`);
  if (AUTH_SECRET) console.log("AUTH_SECRET is set: keep its value with the backup, or sessions and e-mailed links from before end when it changes.");
});
