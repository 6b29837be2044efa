import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#app/db/migrate.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  await migrateUpTo(t.db, "0019-visit-counts");
});
afterAll(() => t?.cleanup());

describe("0020-off-site-redirects on a database that holds what the old check let through", () => {
  it("deletes the redirects whose stored paths resolve to another host and keeps the rest", async () => {
    const at = "2026-11-01T00:00:00.000Z";
    const row = (id: string, from_path: string, to_path: string) => ({ id, from_path, to_path, status_code: 301, source: "manual" as const, created_at: at, updated_at: at });
    await t.db
      .insertInto("redirects")
      .values([row("kept", "/old", "/new?x=1#top"), row("dot-segment", "/old1", "//evil.example/x"), row("imported", "/csv-a", "//attacker.test/phish"), row("from", "//evil.example", "/x")])
      .execute();

    expect(await migrateToLatest(t.db)).toContain("0020-off-site-redirects");

    expect(await t.db.selectFrom("redirects").select(["id", "from_path", "to_path"]).execute()).toEqual([{ id: "kept", from_path: "/old", to_path: "/new?x=1#top" }]);
  });
});
