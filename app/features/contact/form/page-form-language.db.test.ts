// Issue Q: a contact message records the language of the page it was sent from, which the page's
// own address names (the form posts to it). A field a visitor adds cannot change it, and a page
// address that names no served language is the default language's.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addressBook, type AddressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { loadSitePage } from "#app/features/pages/site-pages/site-page-loader.server.ts";
import { filledInByAPerson } from "#tests/utils/public-form.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { handlePageFormPost } from "./page-form-post.server.ts";

let t: TestDb;
let book: AddressBook;

beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
  book = addressBook(await listLanguages());
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  for (const table of ["contact_submissions", "jobs", "rate_limit_hits"] as const) await t.db.deleteFrom(table).execute();
});

/** The contact page's form posted to `path`, with `extra` fields a visitor added (repeated where an array). */
async function send(path: string, extra: [string, string][] = [], ip = "203.0.113.50") {
  const form = filledInByAPerson({ name: "Ann", email: "ann@example.com", company: "", message: `Hello from ${path}` }, new Date());
  for (const [name, value] of extra) form.append(name, value);
  const { content } = await loadSitePage("contact");
  const request = new Request(`http://localhost${path}`, { method: "POST", body: form });
  return handlePageFormPost({ request, page: { id: "", slug: "contact", content }, path, ip, book });
}

async function storedLocales(): Promise<string[]> {
  return (await t.db.selectFrom("contact_submissions").select("locale").orderBy("created_at").execute()).map((row) => row.locale);
}

describe("the language a contact message records", () => {
  it("is the language its page's address names", async () => {
    for (const [index, path] of ["/de/kontakt", "/zh-hk/contact", "/contact"].entries()) {
      const answer = await send(path, [], `203.0.113.${60 + index}`);
      expect(answer instanceof Response ? answer.status : answer.init?.status).toBe(302);
    }
    expect(await storedLocales()).toEqual(["de", "zh-HK", "en"]);
    // The page each was sent from, for the inbox and the dashboard's enquiries by page.
    expect((await t.db.selectFrom("contact_submissions").select("source_path").orderBy("created_at").execute()).map((row) => row.source_path)).toEqual(["/de/kontakt", "/zh-hk/contact", "/contact"]);
  });

  it("ignores a language field a visitor adds, whatever it holds, and never fails", async () => {
    const forged: [string, string][][] = [
      [["language", "xx"]],
      [["language", "../"]],
      [["locale", "zh-HK"]],
      [["language", "x".repeat(10_000)]],
      [
        ["language", "en"],
        ["language", "xx"],
      ],
    ];
    for (const [index, extra] of forged.entries()) {
      const answer = await send("/de/kontakt", extra, `203.0.113.${70 + index}`);
      expect(answer instanceof Response ? answer.status : answer.init?.status).toBe(302);
    }
    expect(await storedLocales()).toEqual(forged.map(() => "de"));
  });

  it("is the default language for an address whose first segment is no served prefix", async () => {
    await send("/xx/kontakt");
    expect(await storedLocales()).toEqual(["en"]);
  });
});
