import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { openSqlite } from "./sqlite-adapter.server.ts";

// The crash harness (tests/stress/crash-recovery.test.ts) kills the server, which a WAL database
// survives at any synchronous level; losing the machine's power is another matter, and only these
// settings cover it, so they are checked here.
let dir: string | undefined;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

test("opens the database in WAL mode, syncing every commit to disk and enforcing foreign keys", () => {
  dir = mkdtempSync(join(tmpdir(), "brandcheck-sqlite-"));
  const database = openSqlite(join(dir, "app.db"));
  try {
    const pragma = (name: string) => database.prepare(`PRAGMA ${name}`).all([])[0];
    expect(pragma("journal_mode")).toEqual({ journal_mode: "wal" });
    // 2 is FULL: a commit returns only once the WAL is on disk.
    expect(pragma("synchronous")).toEqual({ synchronous: 2 });
    expect(pragma("foreign_keys")).toEqual({ foreign_keys: 1 });
  } finally {
    database.close();
  }
});
