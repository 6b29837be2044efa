import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#app/db/migrate.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  await migrateUpTo(t.db, "0015-case-study-and-contact-slugs");
});
afterAll(() => t?.cleanup());

describe("0018-contact-read-marker on an inbox that already holds messages", () => {
  it("starts the New messages unread and the ones staff moved on from as read when they arrived", async () => {
    const message = (id: string, status: string, minute: number) => ({
      id,
      name: id,
      email: `${id}@example.com`,
      company: null,
      message: "Hello",
      status,
      created_at: `2026-11-20T10:0${minute}:00.000Z`,
    });
    await t.db
      .insertInto("contact_submissions")
      .values([message("waiting", "new", 1), message("working", "in-progress", 2), message("done", "completed", 3), message("odd", "archived", 4)])
      .execute();

    expect(await migrateToLatest(t.db)).toContain("0018-contact-read-marker");

    const rows = await t.db.selectFrom("contact_submissions").select(["id", "read_at"]).orderBy("created_at").execute();
    expect(rows).toEqual([
      { id: "waiting", read_at: null },
      { id: "working", read_at: "2026-11-20T10:02:00.000Z" },
      { id: "done", read_at: "2026-11-20T10:03:00.000Z" },
      { id: "odd", read_at: "2026-11-20T10:04:00.000Z" },
    ]);
  });
});
