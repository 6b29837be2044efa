// The subscriber and inbox searches through their indexes (migration 0007, decision 015): the same
// "contains, case-insensitive, % and _ literal" answers as a plain scan, for any text, on both databases.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEARCH_COUNT_CAP } from "#app/db/text-search.server.ts";
import { listSubmissions } from "#app/features/contact/inbox/inbox.server.ts";
import { listSubscribers } from "#app/features/subscribers/subscribers.server.ts";
import { insertSubscribers } from "#tests/utils/subscriber-rows.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  await t.db.deleteFrom("subscribers").execute();
  await t.db.deleteFrom("contact_submissions").execute();
});

/** Each text becomes a subscriber's last name and a message, the n-th one n minutes old, so both lists show them in this order. */
async function insertTexts(texts: readonly string[]): Promise<void> {
  const at = (i: number) => new Date(Date.UTC(2025, 0, 1) - i * 60_000);
  await insertSubscribers(
    t.db,
    texts.map((text, i) => ({ email: `r${i}@q.test`, lastName: text, subscribedAt: at(i) })),
  );
  for (const [i, text] of texts.entries()) {
    await t.db
      .insertInto("contact_submissions")
      .values({ id: randomUUID(), name: `Sender ${i}`, email: `r${i}@q.test`, company: null, message: text, status: "new", created_at: at(i).toISOString() })
      .execute();
  }
}

/** What each list finds for `query`, as the texts of the rows found, in list order. */
async function found(query: string): Promise<{ subscribers: string[]; inbox: string[] }> {
  const subscribers = await listSubscribers({ query }, t.db);
  const inbox = await listSubmissions({ status: null, q: query, page: 1 }, { database: t.db });
  return { subscribers: subscribers.subscribers.map((s) => s.lastName ?? ""), inbox: inbox.submissions.map((s) => s.message) };
}

const ODD_TEXTS = [
  "100% cotton",
  "1000 units",
  "snake_case name",
  "snakeXcase name",
  "O'Brien",
  'say "hi" now',
  "Zoë Saldaña",
  "ZOE plain",
  "李小龙 Bruce",
  "Conceição",
  "back\\slash",
  "a AND b OR c*",
  "NEAR(x y)",
];

describe("searching for odd text finds exactly the rows that contain it, in both lists", () => {
  beforeEach(() => insertTexts(ODD_TEXTS));

  it.each([
    ["%", ["100% cotton"]],
    ["100%", ["100% cotton"]],
    ["_", ["snake_case name"]],
    ["e_c", ["snake_case name"]],
    ["'", ["O'Brien"]],
    ["o'b", ["O'Brien"]],
    ['"', ['say "hi" now']],
    ['"hi"', ['say "hi" now']],
    ["\\", ["back\\slash"]],
    ["k\\s", ["back\\slash"]],
    ["zoë", ["Zoë Saldaña"]],
    ["ZOË SAL", ["Zoë Saldaña"]],
    ["zoe", ["ZOE plain"]],
    ["z", ["Zoë Saldaña", "ZOE plain"]],
    ["李小龙", ["李小龙 Bruce"]],
    ["小", ["李小龙 Bruce"]],
    ["çã", ["Conceição"]],
    ["and b or c*", ["a AND b OR c*"]],
    ["near(", ["NEAR(x y)"]],
    ["*", ["a AND b OR c*"]],
    ["cotton units", []],
    ["  cotton  ", ["100% cotton"]],
  ])("%j", async (query, expected) => {
    expect(await found(query)).toEqual({ subscribers: expected, inbox: expected });
  });

  it("a blank search lists everything", async () => {
    const all = await found("   ");
    expect(all.subscribers).toEqual(ODD_TEXTS);
    expect(all.inbox).toEqual(ODD_TEXTS);
  });
});

describe("letters beyond ASCII in another case", () => {
  it("are found on PostgreSQL, whose lower() knows them, and not on SQLite, whose LIKE folds ASCII only, as before the indexes", async () => {
    await insertTexts(["ÉCOLE NORMALE", "école normale"]);
    const expected = t.dialect === "postgres" ? ["ÉCOLE NORMALE", "école normale"] : ["école normale"];
    expect(await found("école")).toEqual({ subscribers: expected, inbox: expected });
    expect(await found("Éc")).toEqual({ subscribers: expected, inbox: expected });
  });
});

describe("the index follows every change", () => {
  it("finds a new text, forgets an old one after an update, and a deleted row is gone", async () => {
    await insertTexts(["Alpha Quokka", "Beta Wombat"]);
    expect(await found("quokka")).toEqual({ subscribers: ["Alpha Quokka"], inbox: ["Alpha Quokka"] });

    await t.db.updateTable("subscribers").set({ last_name: "Alpha Numbat" }).where("last_name", "=", "Alpha Quokka").execute();
    await t.db.updateTable("contact_submissions").set({ message: "Alpha Numbat" }).where("message", "=", "Alpha Quokka").execute();
    expect(await found("quokka")).toEqual({ subscribers: [], inbox: [] });
    expect(await found("numbat")).toEqual({ subscribers: ["Alpha Numbat"], inbox: ["Alpha Numbat"] });

    // A change to a column the search does not read leaves the index as it was.
    await t.db.updateTable("contact_submissions").set({ status: "completed" }).execute();
    expect((await found("numbat")).inbox).toEqual(["Alpha Numbat"]);

    await t.db.deleteFrom("subscribers").where("last_name", "=", "Beta Wombat").execute();
    await t.db.deleteFrom("contact_submissions").where("message", "=", "Beta Wombat").execute();
    expect(await found("wombat")).toEqual({ subscribers: [], inbox: [] });
  });
});

/**
 * The plain scan's meaning, which the indexes must not change: PostgreSQL lower-cases every script;
 * SQLite's lower() and LIKE fold ASCII letters only, so there "É" is not found by "é".
 */
function contains(text: string, query: string): boolean {
  const needle = query.trim().toLowerCase();
  const haystack = t.dialect === "postgres" ? text.toLowerCase() : text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return haystack.includes(needle);
}

describe("any text and any search", () => {
  it("find what a plain scan finds", async () => {
    // Few characters, so that texts and searches often share a piece.
    const char = fc.constantFrom("a", "B", "é", "É", "%", "_", '"', "\\", " ");
    const text = fc.array(char, { maxLength: 8 }).map((chars) => chars.join(""));
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 20 }), fc.array(char, { minLength: 1, maxLength: 4 }), async (texts, queryChars) => {
        await t.db.deleteFrom("subscribers").execute();
        await t.db.deleteFrom("contact_submissions").execute();
        await insertTexts(texts);
        const query = queryChars.join("");
        const expected = query.trim() === "" ? texts : texts.filter((one) => contains(one, query));
        expect(await found(query)).toEqual({ subscribers: expected, inbox: expected });
      }),
      { numRuns: 40 },
    );
  });
});

describe("a search with more matches than the count goes to", () => {
  it("says there are more, pages through them in order, and counts exactly once near the end", async () => {
    const matches = SEARCH_COUNT_CAP + 30;
    await insertSubscribers(t.db, [
      ...Array.from({ length: matches }, (_, i) => ({ email: `m${String(i).padStart(4, "0")}@example.com`, lastName: "Capybara", subscribedAt: new Date(Date.UTC(2025, 0, 1) - i * 1000) })),
      ...Array.from({ length: 20 }, (_, i) => ({ email: `other${i}@example.com`, lastName: "Heron" })),
    ]);

    const first = await listSubscribers({ query: "capybara" }, t.db);
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, more: true, page: 1, pageCount: SEARCH_COUNT_CAP / 50 + 1 });
    expect(first.subscribers.map((s) => s.email)).toEqual(Array.from({ length: 50 }, (_, i) => `m${String(i).padStart(4, "0")}@example.com`));

    // From the last page counted, the count reaches the end: exact again.
    const deep = await listSubscribers({ query: "capybara", page: SEARCH_COUNT_CAP / 50 + 1 }, t.db);
    expect(deep).toMatchObject({ total: matches, more: false, pageCount: Math.ceil(matches / 50) });
    expect(deep.subscribers.map((s) => s.email)).toEqual(Array.from({ length: 30 }, (_, i) => `m${String(SEARCH_COUNT_CAP + i).padStart(4, "0")}@example.com`));

    // Without a search the count is exact, however many rows.
    expect(await listSubscribers({}, t.db)).toMatchObject({ total: matches + 20, more: false });
  });
});
