// The site search as a browser without JavaScript uses it (issue R, decision 039): the header's form is
// a plain GET to the language's search page, whose answer is whole HTML (results, highlighted words,
// links to more pages); hostile queries get a page, never a 500; a client searching too fast gets a
// page that says to wait. Against the built server, which fills the index at start from the seeded
// site pages in English, German and Hong Kong Chinese.
import { describe, expect, it } from "vitest";
import { setUpApp } from "#tests/utils/app-with-staff.ts";

/** Three pages more than the ten English site pages, written before the start, which indexes them: results fill two pages. */
const site = setUpApp(async (db) => {
  const now = new Date().toISOString();
  for (const n of [1, 2, 3]) {
    const id = `extra-${n}`;
    const content = JSON.stringify({ html: `<p>Notes on the shelf audit number ${n}.</p>` });
    await db
      .insertInto("pages")
      .values({ id, slug: `shelf-audit-${n}`, title: `Shelf audit ${n}`, meta_description: null, content, is_published: true, author_id: null, created_at: now, updated_at: now, system_key: null, translation_key: id })
      .execute();
  }
});

/** A client address per request (TRUST_PROXY believes 127.0.0.1), so the rate limit counts only where a test means it to. */
let client = 0;
async function get(path: string, ip = `198.51.100.${(client++ % 250) + 1}`): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${site.app.url}${path}`, { headers: { "x-forwarded-for": ip }, redirect: "manual" });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The header's search form as the server wrote it: where it goes, how, and the field a browser sends. */
function headerForm(html: string): { action: string; method: string; field: string; label: string } {
  const form = /<form role="search"[^>]*action="([^"]+)" method="get">([\s\S]*?)<\/form>/.exec(html);
  expect(form, "a search form").toBeTruthy();
  const [, action, body] = form!;
  const input = /<input id="site-search-header"[^>]*name="([^"]+)"/.exec(body!);
  const label = /<label for="site-search-header"[^>]*>([^<]+)<\/label>/.exec(body!);
  expect(input && label, "a labelled field").toBeTruthy();
  return { action: action!, method: "get", field: input![1]!, label: label![1]! };
}

/** The results' addresses, in order. */
function resultPaths(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*><a href="([^"]+)"/g)].map((match) => match[1]!);
}

describe("the header's search form, without JavaScript", () => {
  it("sends the words to the search page as a GET, which answers with ranked, highlighted results", async () => {
    const home = await get("/");
    const form = headerForm(home.html);
    expect(form).toEqual({ action: "/search", method: "get", field: "q", label: "Search the site" });

    // What a browser does with the form: the field's value in the query string of the action.
    const answer = await get(`${form.action}?${form.field}=compliance`);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain("<title>Search results for “compliance” | BrandCheck</title>");
    // Its canonical is the bare search page, so no results page is listed by a search engine under its words.
    expect(answer.html).toMatch(/<link rel="canonical" href="https?:\/\/[^"/]+\/search"\/>/);
    expect(answer.html).not.toContain('name="robots"');
    expect(resultPaths(answer.html)).toContain("/services");
    expect(answer.html).toMatch(/<mark[^>]*>[Cc]ompliance<\/mark>/);
    // The answer needs no script: it is rendered for this visitor, with every result in the HTML.
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("searches the page's own language, in its words, and corrects a misspelt word", async () => {
    const german = headerForm((await get("/de")).html);
    expect(german).toMatchObject({ action: "/de/search", label: "Website durchsuchen" });
    const answer = await get("/de/search?q=Qualit%C3%A4tskontrolle");
    expect(answer.html).toContain("Suchergebnisse für „Qualitätskontrolle“");
    expect(resultPaths(answer.html).length).toBeGreaterThan(0);
    expect(resultPaths(answer.html).every((path) => path === "/de" || path.startsWith("/de/"))).toBe(true);

    const chinese = await get(`/zh-hk/search?q=${encodeURIComponent("測試")}`);
    expect(chinese.html).toContain("「測試」的搜尋結果");
    expect(resultPaths(chinese.html).every((path) => path.startsWith("/zh-hk"))).toBe(true);

    const typo = await get("/search?q=complaince");
    expect(typo.html).toContain("No results for “complaince”. Showing results for “compliance”.");
    expect(resultPaths(typo.html).length).toBeGreaterThan(0);
  });

  it("pages by links, and answers nothing found, a bare form and an unknown prefix", async () => {
    const many = await get("/search?q=the");
    expect(resultPaths(many.html)).toHaveLength(10);
    const next = /<a href="(\/search\?q=the&amp;page=2)" rel="next"/.exec(many.html);
    expect(next, "a link to the next page").toBeTruthy();
    const second = await get(next![1]!.replaceAll("&amp;", "&"));
    expect(second.html).toContain('aria-current="page" aria-label="Page 2"');
    expect(resultPaths(second.html).some((path) => resultPaths(many.html).includes(path))).toBe(false);

    expect((await get("/search?q=xylophone")).html).toContain("No results for “xylophone”.");
    const bare = await get("/search");
    expect(bare.status).toBe(200);
    expect(bare.html).toContain("Type a word or two to search all pages of the site.");
    expect((await get("/xx/search?q=test")).status).toBe(404);
  });
});

describe("any query gets a page, never a 500", () => {
  const HOSTILE = [
    '"',
    "NEAR(",
    "NEAR(a b",
    "*",
    "AND",
    "OR NOT",
    "- ^ : & | ! ( )",
    "' OR '1'='1' --",
    "<script>alert(1)</script>",
    "%",
    "_",
    "\\",
    "%00",
    "%FF%FE",
    "%C0%AF",
    "%E2%80%AE",
    "%07%1B%7F",
    "a".repeat(10_000),
    // 12 KB in the address, within Node's 16 KB for a request's head.
    "😀".repeat(1_000),
    "测试 اختبار テスト 테스트 тест",
  ];

  it.each(HOSTILE.map((query) => [query.length > 40 ? `${query.slice(0, 20)}… (${query.length} characters)` : query, query]))("%s", async (_, query) => {
    // Already percent-encoded where it starts with %; otherwise encoded as a browser would.
    const encoded = query.startsWith("%") ? query : encodeURIComponent(query);
    for (const prefix of ["", "/de", "/zh-hk"]) {
      const { status, html } = await get(`${prefix}/search?q=${encoded}`);
      expect(status, `${prefix}/search?q=${query.slice(0, 40)}`).toBe(200);
      expect(html).not.toContain("<script>alert(1)</script>");
    }
  });

  it("a second q or page, and a page that is no number", async () => {
    for (const query of ["q=a&q=b", "q=test&page=-1", "q=test&page=99999999999999999999", "q=test&page=abc", "q=test&page=2.5", "q[]=x", "q"]) {
      expect((await get(`/search?${query}`)).status, query).toBe(200);
    }
  });
});

describe("searching too fast", () => {
  it("gets a page that says to wait, in the page's language, with Retry-After (SEARCH_RATE_LIMIT a minute)", async () => {
    const ip = "203.0.113.7";
    let answer = await get("/de/search?q=test", ip);
    for (let i = 0; i < 40 && answer.status === 200; i++) answer = await get("/de/search?q=test", ip);
    expect(answer.status).toBe(429);
    expect(answer.html).toContain("Bitte warten Sie einen Moment");
    expect(answer.html).toContain("Sie haben in kurzer Zeit sehr oft gesucht.");
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client is not held back, and the form alone is never counted.
    expect((await get("/de/search?q=test")).status).toBe(200);
    expect((await get("/de/search", ip)).status).toBe(200);
  });
});
