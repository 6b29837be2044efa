import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#app/db/migrate.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  await migrateUpTo(t.db, "0023-page-translations");
});
afterAll(() => t?.cleanup());

describe("0024-message-languages on a site that already has messages and subscribers", () => {
  it("keeps every message and subscriber as they were and records them in the default language", async () => {
    // A site whose default language is German (chosen before the upgrade): the rows get its tag, not "en".
    await sql`update site_languages set is_default = ${false} where tag = 'en'`.execute(t.db);
    await sql`update site_languages set is_default = ${true}, url_prefix = '' where tag = 'de'`.execute(t.db);
    const message = {
      id: "m1",
      name: "Ann",
      email: "ann@example.com",
      company: "Acme",
      message: "Hello",
      status: "in-progress",
      created_at: "2026-11-20T10:00:00.000Z",
      page_id: null,
      source_path: "/about",
      extra_fields: JSON.stringify([{ label: "Phone", value: "123" }]),
      idempotency_key: "key-1",
      read_at: "2026-11-20T11:00:00.000Z",
    };
    const subscriber = {
      id: "s1",
      email: "bob@example.com",
      first_name: "Bob",
      last_name: null,
      subscribed_at: "2026-11-19T09:00:00.000Z",
      is_active: false,
      confirmed_at: "2026-11-19T09:05:00.000Z",
      unsubscribed_at: "2026-11-21T09:00:00.000Z",
      source: "signup",
    };
    await t.db.insertInto("contact_submissions").values(message).execute();
    await t.db.insertInto("subscribers").values(subscriber).execute();
    const before = {
      messages: await t.db.selectFrom("contact_submissions").selectAll().execute(),
      subscribers: await t.db.selectFrom("subscribers").selectAll().execute(),
    };

    expect(await migrateToLatest(t.db)).toContain("0024-message-languages");

    // Later migrations' columns (forms, assignment, proof of work) come in with their defaults.
    expect(await t.db.selectFrom("contact_submissions").selectAll().execute()).toEqual(before.messages.map((row) => expect.objectContaining({ ...row, locale: "de" })));
    // Later migrations add columns of their own (0033: consent); every column there before is kept as it was.
    expect(await t.db.selectFrom("subscribers").selectAll().execute()).toEqual(before.subscribers.map((row) => expect.objectContaining({ ...row, locale: "de" })));
    // Not null: a row cannot lose its language.
    await expect(sql`update subscribers set locale = null where id = 's1'`.execute(t.db)).rejects.toThrow();
  });
});
