import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { isUniqueViolation } from "./unique-violation.ts";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.cleanup());

function insertPage(id: string, slug: string) {
  const now = new Date().toISOString();
  return t.db
    .insertInto("pages")
    .values({ id, title: slug, slug, meta_description: null, content: "{}", is_published: false, author_id: null, created_at: now, updated_at: now })
    .execute();
}

async function failure(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => expect.unreachable("the insert should have failed"),
    (error: unknown) => error,
  );
}

describe("isUniqueViolation", () => {
  it("recognises the database's own unique-constraint error, and the column it is about", async () => {
    const id = randomUUID();
    await insertPage(id, "taken");
    const sameSlug = await failure(insertPage(randomUUID(), "taken"));
    expect(isUniqueViolation(sameSlug)).toBe(true);
    expect(isUniqueViolation(sameSlug, "slug")).toBe(true);
    expect(isUniqueViolation(sameSlug, "title")).toBe(false);

    const sameId = await failure(insertPage(id, "other"));
    expect(isUniqueViolation(sameId)).toBe(true);
    expect(isUniqueViolation(sameId, "slug")).toBe(false);
  });

  it("is false for other errors and for things that are not errors", async () => {
    const missingTable = await failure(t.db.selectFrom("no_such_table" as "pages").selectAll().execute());
    expect(isUniqueViolation(missingTable)).toBe(false);
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation("UNIQUE constraint failed")).toBe(false);
  });
});
