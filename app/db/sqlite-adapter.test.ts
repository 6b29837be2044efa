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

test("refuses a value SQLite does not store, naming its column, instead of shifting the parameters after it", () => {
  dir = mkdtempSync(join(tmpdir(), "brandcheck-sqlite-"));
  const database = openSqlite(join(dir, "app.db"));
  try {
    database.prepare('create table "user" ("id" text, "name" text, "image" text)').run([]);
    const insert = database.prepare('insert into "user" ("id", "name", "image") values (?, ?, ?), (?, ?, ?)');
    insert.run(["u1", "Ann", null, "u2", "Bob", Buffer.from("x")]);
    // An object in first position: node:sqlite would read it as named parameters ("Unknown named parameter 'a'").
    expect(() => database.prepare('update "user" set "name" = ?, "image" = ? where "id" = ?').run([{ a: 1 }, "x", "u1"])).toThrow(/object cannot be stored in SQLite: parameter 1 \("name"\)/);
    expect(() => database.prepare('update "user" set "name" = ?, "image" = ? where "id" = ?').run(["x", [1, 2], "u1"])).toThrow(/list cannot be stored in SQLite: parameter 2 \("image"\)/);
    expect(() => insert.run(["u3", "Cy", null, "u4", { a: 1 }, null])).toThrow(/parameter 5 \("name"\)/);
    expect(() => database.prepare('select * from "user" where "id" in (?, ?)').all(["u1", () => 1])).toThrow(/function cannot be stored in SQLite: parameter 2 \("id"\)/);
    expect(database.prepare('select "id", "name" from "user" order by "id"').all([])).toEqual([
      { id: "u1", name: "Ann" },
      { id: "u2", name: "Bob" },
    ]);
  } finally {
    database.close();
  }
});
