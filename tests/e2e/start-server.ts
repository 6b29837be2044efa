// Starts the production server for the browser tests on a fresh database (DATABASE_URL, a file of
// this worker's, e2e-server.ts), so each run begins empty.
import { rmSync } from "node:fs";
import { sqlitePath } from "#app/db/dialect.ts";

const databasePath = sqlitePath(process.env.DATABASE_URL ?? "");
for (const suffix of ["", "-wal", "-shm"]) rmSync(`${databasePath}${suffix}`, { force: true });
await import("../../server.ts");
