// The Insights' feeds from real rows (issue R, docs/decisions/039-collections.md, "Feeds"), through the
// route's loader as a reader's request reaches it: RSS 2.0, Atom 1.0 and JSON Feed 1.1 read by a real
// parser of each (feedsmith) after a strict XML 1.0 well-formedness check (saxes), per language and per
// topic; only published items of that language; hostile words stay words; every unknown address is a 404.
import { randomUUID } from "node:crypto";
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from "feedsmith";
import { RouterContextProvider } from "react-router";
import { SaxesParser } from "saxes";
import { beforeEach, describe, expect, it } from "vitest";
import { createPage, deletePage, updatePage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput } from "#app/features/pages/cms/schema.ts";
import { runScheduledPageChange, schedulePageChange } from "#app/features/pages/publishing/page-schedule.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";
import { loader } from "#app/routes/resources/feed.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { FEED_LENGTH } from "./feed-entries.server.ts";

const { testDb, editor, admin } = setUpPagesTestDb();

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 9, 0));
// A library image's stored reference: 2400×1350 JPEG, so the feed names its 1280 px variant.
const MEDIA_ID = "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9";
const COVER = `/media/${MEDIA_ID}/0123456789abcdef/1920x1080.jpg`;

beforeEach(async () => {
  const { db } = testDb();
  await db.deleteFrom("topics").execute();
  await db.deleteFrom("author_profiles").execute();
  await db.updateTable("site_languages").set({ enabled: true }).execute();
  await db.deleteFrom("media").execute();
  // The cover's library row (its bytes are never read: a feed names the variant's URL).
  const now = new Date().toISOString();
  await db
    .insertInto("media")
    .values({ id: MEDIA_ID, name: "till.jpg", format: "jpeg", width: 2400, height: 1350, size_bytes: 3, hash: "0123456789abcdef", data: new Uint8Array([1, 2, 3]), alt: "A shopper at a till", decorative: false, caption: "", uploaded_by: null, uploaded_by_email: null, created_at: now, updated_at: now })
    .execute();
});

async function topic(key: string, locale: string, slug: string, name: string) {
  const now = new Date().toISOString();
  await testDb().db.insertInto("topics").values({ id: randomUUID(), translation_key: key, locale, slug, name, created_at: now, updated_at: now }).execute();
}

async function authorProfile(key: string, locale: string, name: string, userId: string | null = null) {
  const now = new Date().toISOString();
  await testDb()
    .db.insertInto("author_profiles")
    .values({ id: randomUUID(), author_key: key, user_id: userId, locale, slug: `${name.toLowerCase().replace(/\W+/g, "-")}-${locale}`, name, created_at: now, updated_at: now })
    .execute();
}

interface ArticleOptions {
  locale?: string;
  isPublished?: boolean;
  day?: number;
  title?: string;
  collection?: "insights" | "case-studies";
  fields?: Record<string, unknown>;
}

/** An Insights article written as staff write one: through createPage, its fields checked by the registry's schema. */
function article(slug: string, { locale = "en", isPublished = true, day = 1, title = `Article ${slug}`, collection = "insights", fields = {} }: ArticleOptions = {}) {
  const input = PageInput.parse({ title, slug, isPublished, content: { sections: [] }, fields: { publishedAt: isPublished ? at(day).toISOString() : "", ...fields } });
  return createPage(input, editor(), { collection, locale, now: at(day) });
}

/** What the feed route answers at `path`, as a request through the server reaches its loader. */
async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const context = new RouterContextProvider();
  return loader({ request: new Request(new URL(path, publicOrigin()), { headers }), params: {}, context } as unknown as Parameters<typeof loader>[0]);
}

/** Fails on anything XML 1.0 does not allow (the feed parsers forgive more than a reader's parser may); returns the element names met. */
function wellFormed(xml: string): string[] {
  const names: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => names.push(tag.name));
  parser.write(xml).close();
  return names;
}

/** An XML feed at `path`: a 200 of its type, well-formed, and read by the format's parser. */
async function xmlFeed<Parsed>(path: string, type: string, parse: (xml: string) => Parsed) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe(`${type}; charset=utf-8`);
  const xml = await response.text();
  return { xml, names: wellFormed(xml), feed: parse(xml) };
}

const rss = (path: string) => xmlFeed(path, "application/rss+xml", parseRssFeed);
const atom = (path: string) => xmlFeed(path, "application/atom+xml", parseAtomFeed);

async function jsonFeed(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
  const text = await response.text();
  const raw = JSON.parse(text) as Record<string, unknown> & { items: Array<Record<string, unknown>> };
  expectJsonFeed11(raw);
  return { text, raw, feed: parseJsonFeed(raw) };
}

/** JSON Feed 1.1's required members (https://www.jsonfeed.org/version/1.1/), and the types of the optional ones this feed writes. */
function expectJsonFeed11(feed: Record<string, unknown> & { items: Array<Record<string, unknown>> }) {
  expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
  expect(typeof feed.title).toBe("string");
  expect(Array.isArray(feed.items)).toBe(true);
  for (const item of feed.items) {
    expect(typeof item.id).toBe("string");
    // "content_html and content_text are each optional strings — but one or both must be present."
    expect(typeof item.content_html === "string" || typeof item.content_text === "string").toBe(true);
    for (const date of [item.date_published, item.date_modified]) expect(Number.isNaN(Date.parse(String(date)))).toBe(false);
    if (item.authors !== undefined) expect(item.authors).toEqual(expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]));
  }
}

const unescapeHtml = (html: string) => html.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" })[name]!);

describe("each format from real rows", () => {
  beforeEach(async () => {
    await topic("t-quality", "en", "quality-control", "Quality control");
    await topic("t-quality", "de", "qualitaetskontrolle", "Qualitätskontrolle");
    await topic("t-regulation", "en", "regulation", "Regulation");
    await authorProfile(editor().id, "en", "Edith Example", editor().id);
    await authorProfile("byline-team", "en", "BrandCheck Editorial Team");
    await authorProfile("byline-team", "de", "BrandCheck-Redaktion");
    await article("mystery-shopping-2026", {
      day: 20,
      title: "Mystery shopping in 2026",
      fields: { excerpt: "What 4,000 test purchases told us.", cover: { image: COVER, alt: "A shopper at a till" }, topics: ["t-quality", "t-regulation"], author: editor().id },
    });
    await article("older-findings", { day: 2, fields: { excerpt: "Earlier findings.", author: "byline-team", topics: ["t-regulation"] } });
    await article("a-draft", { isPublished: false, fields: { excerpt: "Not yet." } });
    await article("testkauf-2026", { locale: "de", day: 15, title: "Testkäufe 2026", fields: { excerpt: "Was 4.000 Testkäufe zeigen.", topics: ["t-quality"], author: "byline-team" } });
    // A German article by an author who has no German profile: the default language's name.
    await article("zweiter-testkauf", { locale: "de", day: 5, fields: { author: editor().id } });
    await article("retail-case", { collection: "case-studies", day: 25 });
  });

  it("RSS 2.0: published English articles, newest first, each with its link, summary, author's name, dates, cover and topics", async () => {
    const origin = publicOrigin();
    const { feed, xml } = await rss("/insights/feed.xml");
    expect(feed).toMatchObject({ title: "BrandCheck Insights", link: `${origin}/insights`, language: "en" });
    expect(feed.atom?.links).toEqual([{ href: `${origin}/insights/feed.xml`, rel: "self", type: "application/rss+xml" }]);
    expect(feed.items?.map((item) => item.title)).toEqual(["Mystery shopping in 2026", "Article older-findings"]);
    const [first, second] = feed.items!;
    expect(first).toMatchObject({
      link: `${origin}/insights/mystery-shopping-2026`,
      description: "What 4,000 test purchases told us.",
      pubDate: at(20).toUTCString(),
      dc: { creators: ["Edith Example"] },
      categories: [{ name: "Quality control" }, { name: "Regulation" }],
      enclosures: [{ url: `${origin}/media/${MEDIA_ID}/0123456789abcdef/1280.jpg`, type: "image/jpeg", length: 0 }],
    });
    expect(first!.guid).toMatchObject({ isPermaLink: false, value: expect.stringMatching(/^urn:uuid:[0-9a-f-]{36}$/) });
    expect(first!.content?.encoded).toContain(`<img src="${origin}/media/${MEDIA_ID}/0123456789abcdef/1280.jpg" alt="A shopper at a till" width="1280" height="720">`);
    expect(second).toMatchObject({ dc: { creators: ["BrandCheck Editorial Team"] }, categories: [{ name: "Regulation" }] });
    expect(second!.enclosures).toBeUndefined();
    // Never the account behind a byline: not its e-mail, not its user name.
    expect(xml).not.toContain(editor().email);
    expect(xml).not.toMatch(/<author>/);
  });

  it("Atom 1.0: the same entries with summary, author, published and updated dates, the cover in the content, topics as categories", async () => {
    const origin = publicOrigin();
    const { feed, xml } = await atom("/insights/atom.xml");
    expect(feed).toMatchObject({ id: `${origin}/insights/atom.xml`, title: { value: "BrandCheck Insights" }, authors: [{ name: "BrandCheck" }] });
    expect(feed.links).toEqual([
      { rel: "alternate", href: `${origin}/insights` },
      { rel: "self", href: `${origin}/insights/atom.xml` },
    ]);
    const [first, second] = feed.entries!;
    expect(first).toMatchObject({
      title: { value: "Mystery shopping in 2026", type: "html" },
      links: [{ href: `${origin}/insights/mystery-shopping-2026` }],
      summary: { value: "What 4,000 test purchases told us.", type: "html" },
      authors: [{ name: "Edith Example" }],
      published: at(20).toISOString(),
      categories: [
        { term: "quality-control", label: "Quality control" },
        { term: "regulation", label: "Regulation" },
      ],
    });
    expect(Date.parse(first!.updated!)).toBe(at(20).getTime());
    expect(first!.content?.value).toContain(`${origin}/media/${MEDIA_ID}/0123456789abcdef/1280.jpg`);
    expect(second!.title?.value).toBe("Article older-findings");
    expect(feed.updated).toBe(at(20).toISOString());
    expect(xml).not.toContain(editor().email);
  });

  it("JSON Feed 1.1: version, language, items with url, summary, content, image, authors, tags and both dates", async () => {
    const origin = publicOrigin();
    const { raw, feed } = await jsonFeed("/insights/feed.json");
    expect(raw).toMatchObject({ title: "BrandCheck Insights", home_page_url: `${origin}/insights`, feed_url: `${origin}/insights/feed.json`, language: "en", authors: [{ name: "BrandCheck" }] });
    expect(feed.items?.map((item) => item.url)).toEqual([`${origin}/insights/mystery-shopping-2026`, `${origin}/insights/older-findings`]);
    expect(raw.items[0]).toMatchObject({
      title: "Mystery shopping in 2026",
      summary: "What 4,000 test purchases told us.",
      image: `${origin}/media/${MEDIA_ID}/0123456789abcdef/1280.jpg`,
      authors: [{ name: "Edith Example" }],
      tags: ["Quality control", "Regulation"],
      date_published: at(20).toISOString(),
    });
    expect(JSON.stringify(raw)).not.toContain(editor().email);
  });

  it("per language: the German feed lists the German articles with German words, topics and bylines, and no English one", async () => {
    const origin = publicOrigin();
    const { feed } = await rss("/de/insights/feed.xml");
    expect(feed).toMatchObject({ title: "Insights von BrandCheck", language: "de", link: `${origin}/de/insights` });
    expect(feed.description).toMatch(/Testkäufen/);
    expect(feed.items?.map((item) => [item.title, item.link, item.dc?.creators])).toEqual([
      ["Testkäufe 2026", `${origin}/de/insights/testkauf-2026`, ["BrandCheck-Redaktion"]],
      ["Article zweiter-testkauf", `${origin}/de/insights/zweiter-testkauf`, ["Edith Example"]],
    ]);
    expect(feed.items?.[0]?.categories).toEqual([{ name: "Qualitätskontrolle" }]);
    const chinese = await jsonFeed("/zh-hk/insights/feed.json");
    expect(chinese.raw).toMatchObject({ title: "BrandCheck 業界洞察", language: "zh-HK", items: [] });
  });

  it("per topic: a topic's feed lists its articles in its language, titled with its name", async () => {
    const english = await atom("/insights/topics/quality-control/atom.xml");
    expect(english.feed.title?.value).toBe("BrandCheck Insights: Quality control");
    expect(english.feed.entries?.map((entry) => entry.title?.value)).toEqual(["Mystery shopping in 2026"]);
    const regulation = await rss("/insights/topics/regulation/feed.xml");
    expect(regulation.feed.items?.map((item) => item.title)).toEqual(["Mystery shopping in 2026", "Article older-findings"]);
    const german = await jsonFeed("/de/insights/topics/qualitaetskontrolle/feed.json");
    expect(german.raw).toMatchObject({ title: "Insights von BrandCheck: Qualitätskontrolle", feed_url: `${publicOrigin()}/de/insights/topics/qualitaetskontrolle/feed.json` });
    expect(german.raw.items.map((item) => item.title)).toEqual(["Testkäufe 2026"]);
  });

  it("answers 404 for a language that is off or unknown, a topic the language lacks, and any other spelling", async () => {
    expect((await get("/de/insights/feed.xml")).status).toBe(200);
    await testDb().db.updateTable("site_languages").set({ enabled: false }).where("tag", "=", "de").execute();
    const missing = [
      "/de/insights/feed.xml",
      "/de/insights/topics/qualitaetskontrolle/atom.xml",
      "/fr/insights/feed.xml",
      "/en/insights/feed.xml",
      "/insights/topics/qualitaetskontrolle/feed.xml",
      "/zh-hk/insights/topics/quality-control/feed.json",
      "/insights/topics/no-such-topic/feed.xml",
      "/Insights/feed.xml",
      "/insights/feed.xml/",
      "/case-studies/feed.xml",
    ];
    for (const path of missing) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    }
  });
});

describe("the attacker's requests", () => {
  it("read a topic in the path as a value: traversal, SQL, NUL, a huge slug and broken escapes are 404s, never a 500", async () => {
    await topic("t-quality", "en", "quality-control", "Quality control");
    const paths = [
      "/insights/topics/..%2F..%2F..%2Fetc%2Fpasswd/feed.xml",
      "/insights/topics/..%5C..%5Cwindows/feed.xml",
      "/insights/topics/quality-control%00/feed.xml",
      "/insights/topics/'%20or%20'1'%3D'1/feed.xml",
      "/insights/topics/%25%25%25/atom.xml",
      "/insights/topics/%E0%A4%A/feed.xml",
      "/insights/topics/%F0%9F%98%80/feed.json",
      `/insights/topics/${"a".repeat(100)}/feed.xml`,
      `/insights/topics/${"quality-control".repeat(700)}/feed.xml`,
      `/de/insights/topics/${"%F0%9F%98%80".repeat(2000)}/feed.json`,
    ];
    for (const path of paths) expect((await get(path)).status, path.slice(0, 80)).toBe(404);
    expect((await get("/insights/topics/quality-control/feed.xml")).status).toBe(200);
  });

  it("keep hostile titles, excerpts, topics and names as words in every format: ]]>, <script>, quotes and control characters", async () => {
    const hostile = "Close ]]> twice ]]><script>alert(1)</script> \u0001\u0008\u000B\uFFFE & &amp; \"quoted\" 'single'";
    const readable = "Close ]]> twice ]]><script>alert(1)</script>  & &amp; \"quoted\" 'single'";
    await topic("t-evil", "en", "evil", '<b onmouseover="x">Evil</b> & ]]>\u0002');
    await authorProfile("byline-evil", "en", "</name><email>leak@example.com</email>\u0007");
    const page = await article("hostile", { fields: { excerpt: "An excerpt with <img src=x onerror=alert(1)> and ]]> and ]]>", topics: ["t-evil"], author: "byline-evil" } });
    // Past the form's checks, as an import, an older version or a hand edit could leave it.
    await testDb().db.updateTable("pages").set({ title: hostile }).where("id", "=", page.id).execute();

    const feedRss = await rss("/insights/feed.xml");
    expect(feedRss.names).not.toContain("script");
    expect(feedRss.names).not.toContain("email");
    const item = feedRss.feed.items![0]!;
    expect(item.title).toBe(readable);
    expect(unescapeHtml(item.description!)).toBe("An excerpt with <img src=x onerror=alert(1)> and ]]> and ]]>");
    expect(item.description).not.toContain("<img");
    expect(item.categories).toEqual([{ name: '<b onmouseover="x">Evil</b> & ]]>' }]);
    expect(item.dc?.creators).toEqual(["</name><email>leak@example.com</email>"]);

    const feedAtom = await atom("/insights/atom.xml");
    expect(feedAtom.names).not.toContain("script");
    expect(feedAtom.names).not.toContain("email");
    const entry = feedAtom.feed.entries![0]!;
    // type="html": the reader shows the unescaped HTML as text, so the words come back exactly.
    expect(unescapeHtml(entry.title!.value!)).toBe(readable);
    expect(unescapeHtml(entry.summary!.value!)).toBe("An excerpt with <img src=x onerror=alert(1)> and ]]> and ]]>");
    expect(entry.authors).toEqual([{ name: "</name><email>leak@example.com</email>" }]);
    // An attribute cannot hold "<" in XML, and the package would not escape it: the full-width sign reads the same.
    expect(entry.categories).toEqual([{ term: "evil", label: '＜b onmouseover="x">Evil＜/b> & ]]>' }]);

    const feedJson = await jsonFeed("/insights/feed.json");
    expect(feedJson.raw.items[0]).toMatchObject({ title: readable, summary: "An excerpt with <img src=x onerror=alert(1)> and ]]> and ]]>", tags: ['<b onmouseover="x">Evil</b> & ]]>'] });
    expect(feedJson.raw.items[0]!.content_html).toBe("<p>An excerpt with &lt;img src=x onerror=alert(1)&gt; and ]]&gt; and ]]&gt;</p>");
  });
});

describe("what readers see change", () => {
  const titles = async (path = "/insights/feed.json") => (await jsonFeed(path)).raw.items.map((item) => item.title);

  it("follows a publish, an unpublish, a scheduled first publication and a deletion at once: the server keeps no copy", async () => {
    const draft = await article("scheduled", { isPublished: false, title: "Scheduled" });
    const live = await article("live", { day: 3, title: "Live" });
    expect(await titles()).toEqual(["Live"]);

    const published = await updatePage(draft.id, PageInput.parse({ title: "Scheduled", slug: "scheduled", isPublished: true, content: { sections: [] } }), draft.version, editor(), { now: at(4) });
    expect(await titles()).toEqual(["Scheduled", "Live"]);

    await updatePage(published.id, PageInput.parse({ title: "Scheduled", slug: "scheduled", isPublished: false, content: { sections: [] } }), published.version, editor(), { now: at(5) });
    expect(await titles()).toEqual(["Live"]);

    // First published by its schedule: it is dated then, so it leads the feed.
    const planned = await article("planned", { isPublished: false, title: "Planned" });
    const now = new Date();
    const runAt = new Date(now.getTime() + 60_000);
    await schedulePageChange(planned.id, "publish", runAt, editor(), { now });
    const [job] = await testDb().db.selectFrom("jobs").select("payload").where("type", "=", "page.scheduled-change").execute();
    expect(await runScheduledPageChange(job!.payload, runAt)).toBe(true);
    const feed = (await jsonFeed("/insights/feed.json")).raw;
    expect(feed.items.map((item) => item.title)).toEqual(["Planned", "Live"]);
    expect(feed.items[0]!.date_published).toBe(runAt.toISOString());

    await deletePage(live.id, admin());
    expect(await titles()).toEqual(["Planned"]);
  });

  it("gives a validator: an unchanged feed is a bodiless 304, a changed one a new tag; shared caches keep it five minutes like sitemap.xml", async () => {
    await article("first", { title: "First" });
    const response = await get("/insights/atom.xml");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const again = await get("/insights/atom.xml", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    await article("second", { title: "Second", day: 2 });
    const changed = await get("/insights/atom.xml", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it(`holds the newest ${FEED_LENGTH} articles only`, async () => {
    for (let day = 1; day <= FEED_LENGTH + 3; day += 1) await article(`article-${day}`, { day });
    const items = (await jsonFeed("/insights/feed.json")).raw.items;
    expect(items).toHaveLength(FEED_LENGTH);
    expect(items[0]!.url).toMatch(/article-23$/);
  });
});
