import { Worker } from "node:worker_threads";
import type { BackupOptions, BackupResult } from "./sqlite-backup.server.ts";

/**
 * backupSqliteDatabase in a worker thread, for the running server: node:sqlite is synchronous, and
 * VACUUM INTO and the integrity check of a large database would keep the server from answering
 * anyone for seconds. The worker runs the source module (resolved through package.json's imports,
 * which the server's bundle leaves to Node), as the db:backup script does.
 */
export function backupSqliteOffThread(options: BackupOptions): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.resolve("#app/db/backup/sqlite-backup-worker.ts")), { workerData: options });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`The backup's worker stopped (exit code ${code}) before it answered.`)));
  });
}
