// Starts the production server for the browser tests on a fresh database, so each run begins empty.
import { rmSync } from "node:fs";

for (const suffix of ["", "-wal", "-shm"]) rmSync(`./data/e2e.db${suffix}`, { force: true });
await import("../../server.ts");
