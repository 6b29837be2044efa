// The body of backupSqliteOffThread (sqlite-backup-off-thread.server.ts): the backup, in a worker thread.
import { parentPort, workerData } from "node:worker_threads";
import { backupSqliteDatabase, type BackupOptions } from "./sqlite-backup.server.ts";

parentPort?.postMessage(backupSqliteDatabase(workerData as BackupOptions));
