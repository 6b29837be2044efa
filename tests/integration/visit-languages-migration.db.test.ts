import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#app/db/migrate.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  await migrateUpTo(t.db, "0021-site-languages");
});
afterAll(() => t?.cleanup());

describe("0022-visit-languages on a database that already counts visits", () => {
  it("gives the days counted before it to the default language, so a period's views by language add up to its views", async () => {
    await t.db
      .insertInto("visit_days")
      .values([
        { day: "2030-03-09", views: 40, visitors: 25 },
        { day: "2030-03-10", views: 0, visitors: 0 },
      ])
      .execute();

    expect(await migrateToLatest(t.db)).toContain("0022-visit-languages");

    expect(await t.db.selectFrom("visit_languages").selectAll().execute()).toEqual([{ day: "2030-03-09", locale: "en", views: 40 }]);
  });
});
