// The scale benchmark's data: years of a busy site (10,000 pages, 10,000 Insights articles in English,
// German and Hong Kong Chinese, 100,000 subscribers, 100,000 contact messages, 100,000 audit entries,
// 50 staff), generated from a fixed seed so every run holds
// the same rows. Multi-row inserts inside one transaction per table keep it to seconds.
// Alone: `node bench/seed-scale.ts file:./data/scale.db` (or a postgres:// URL) migrates and fills a database.
import type { Insertable } from "kysely";
import { createDb, type DB } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import type { Database } from "#app/db/schema.ts";
import { AUDIT_ACTIONS } from "#app/features/audit/audit.server.ts";
import { refreshInsightTotals } from "#app/features/dashboard/insight-totals.server.ts";
import { ensureSearchIndex } from "#app/features/pages/search/page-search-index.server.ts";

export const SCALE = { users: 50, pages: 10_000, articles: 10_000, topics: 12, subscribers: 100_000, submissions: 100_000, audit: 100_000, visitDays: 396, visitPages: 1_000_000, visitSources: 100_000 } as const;

/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters for the widest table. */
const ROWS_PER_INSERT = 500;
const FIRST_DAY = Date.parse("2022-01-01T00:00:00Z");
const LAST_DAY = Date.parse("2026-06-30T00:00:00Z");
/** The dashboard's "now" in the scale benchmark: the last day of the generated data, so its periods are full. */
export const SCALE_NOW = new Date(LAST_DAY + 12 * 3600_000);
const visitDay = (daysBack: number) => new Date(LAST_DAY - daysBack * 86_400_000).toISOString().slice(0, 10);

const FIRST_NAMES = ["Anna", "Ben", "Chloe", "David", "Emma", "Felix", "Grace", "Hugo", "Isla", "Jack", "Keiko", "Liam", "Maya", "Noah", "Olga", "Priya", "Quinn", "Rosa", "Sam", "Tariq"];
const LAST_NAMES = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Wright", "Chen", "Müller", "Garcia", "Kowalski", "Okafor", "Nguyen"];
const DOMAINS = ["example.com", "mail.test", "retail.example", "brand.example", "shop.test"];
const WORDS = ("quality control audit product packaging retail store mystery shopper compliance label safety report supplier " +
  "factory inspection batch sample defect review evidence counterfeit market season launch warehouse delivery price " +
  "shelf display customer service brand standard test result survey region partner contract").split(" ");
/** The articles' words per language (the English ones are WORDS): Insights are written in every shipped language. */
const ARTICLE_WORDS: Record<string, readonly string[]> = {
  en: WORDS,
  de: ("Qualitätskontrolle Testkauf Prüfung Produkt Verpackung Handel Filiale Kennzeichnung Sicherheit Bericht Lieferant " +
    "Fabrik Inspektion Charge Stichprobe Mangel Bewertung Nachweis Fälschung Markt Saison Lager Lieferung Preis Regal " +
    "Kunde Marke Standard Ergebnis Umfrage Region Partner Vertrag Rückruf Vorschrift").split(" "),
  "zh-HK": "品質控制 神秘顧客 測試 產品 包裝 零售 商店 標籤 安全 報告 供應商 工廠 檢驗 批次 樣本 缺陷 評估 證據 假貨 市場 季節 倉庫 交付 價格 貨架 顧客 服務 品牌 標準 結果 調查 地區 合作 合約 召回 法規".split(" "),
};
const ARTICLE_LOCALES = ["en", "de", "zh-HK"] as const;

const COMPANIES = ["Northwind Retail", "Contoso Foods", "Fabrikam Toys", "Globex Apparel", "Initech Home", "Umbrella Health", null, null];

/** mulberry32: a small, fast PRNG with a fixed seed, so every run generates the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generators(seed: number) {
  const next = random(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const words = (count: number) => Array.from({ length: count }, () => pick(WORDS)).join(" ");
  const moment = () => new Date(FIRST_DAY + next() * (LAST_DAY - FIRST_DAY)).toISOString();
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
  return { next, pick, words, moment, uuid };
}

async function insertAll<T extends keyof Database>(database: DB, table: T, count: number, row: (index: number) => Insertable<Database[T]>): Promise<void> {
  await database.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += ROWS_PER_INSERT) {
      const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, count - start) }, (_, offset) => row(start + offset));
      // Kysely's insert types cannot follow a table chosen by a type parameter.
      await trx.insertInto(table).values(rows as never).execute();
    }
  });
}

export interface ScaleSeed {
  /** An Admin among the staff, to act as the one exporting. */
  admin: { id: string; email: string };
  /** Seconds each table took to fill. */
  seconds: Record<string, number>;
}

/** Fills an empty, migrated database. */
export async function seedScale(database: DB): Promise<ScaleSeed> {
  const { next, pick, words, moment, uuid } = generators(20_260_101);
  const seconds: Record<string, number> = {};
  const timed = async (label: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    seconds[label] = (performance.now() - started) / 1000;
  };

  const roles = ["admin", "editor", "viewer"] as const;
  const staff = Array.from({ length: SCALE.users }, (_, i) => ({ id: uuid(), email: `staff-${i}@brandcheck.test`, role: roles[i % roles.length]! }));
  await timed("users", () =>
    insertAll(database, "user", staff.length, (i) => {
      const at = moment();
      return { ...staff[i]!, name: `Staff ${i}`, emailVerified: true, image: null, createdAt: at, updatedAt: at, banned: false, banReason: null, banExpires: null, twoFactorEnabled: false, lastLoginAt: at };
    }),
  );

  await timed("pages", () =>
    insertAll(database, "pages", SCALE.pages, (i) => {
      const title = `${words(3)} ${i}`.replace(/^./, (c) => c.toUpperCase());
      const created = moment();
      const sections = [
        { id: uuid(), type: "hero", order: 0, heading: title, subheading: words(12), backgroundImage: "", buttonText: "", buttonLink: "" },
        { id: uuid(), type: "text", order: 1, content: `<p>${words(60)}</p>` },
      ];
      return {
        id: uuid(),
        title,
        slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
        meta_description: words(20),
        content: JSON.stringify({ sections }),
        is_published: next() < 0.8,
        author_id: pick(staff).id,
        created_at: created,
        updated_at: created > moment() ? created : moment(),
      };
    }),
  );

  await timed("subscribers", () =>
    insertAll(database, "subscribers", SCALE.subscribers, (i) => {
      const first = pick(FIRST_NAMES);
      const last = pick(LAST_NAMES);
      const subscribed = moment();
      const state = next();
      // Mostly confirmed and active; some still pending their confirmation, some gone.
      const confirmed = state < 0.9 ? subscribed : null;
      return {
        id: uuid(),
        email: `${first}.${last}${i}@${pick(DOMAINS)}`.toLowerCase(),
        first_name: next() < 0.85 ? first : null,
        last_name: next() < 0.8 ? last : null,
        subscribed_at: subscribed,
        is_active: state < 0.8,
        confirmed_at: confirmed,
        unsubscribed_at: state >= 0.8 && state < 0.9 ? subscribed : null,
        source: next() < 0.3 ? "admin" : "signup",
      };
    }),
  );

  await timed("contact submissions", () =>
    insertAll(database, "contact_submissions", SCALE.submissions, (i) => {
      const first = pick(FIRST_NAMES);
      const state = next();
      return {
        id: uuid(),
        name: `${first} ${pick(LAST_NAMES)}`,
        email: `${first.toLowerCase()}${i}@${pick(DOMAINS)}`,
        company: pick(COMPANIES),
        message: words(25 + Math.floor(next() * 50)),
        status: state < 0.2 ? "new" : state < 0.3 ? "in-progress" : "completed",
        created_at: moment(),
      };
    }),
  );

  await timed("audit entries", () =>
    insertAll(database, "audit_log", SCALE.audit, () => {
      const actor = pick(staff);
      const action = pick(AUDIT_ACTIONS);
      return { id: uuid(), actor_id: actor.id, actor_email: actor.email, action, target_type: action.split(".")[0]!, target_id: uuid(), summary: `${action} ${words(5)}`, created_at: moment() };
    }),
  );

  await timed("articles", () => seedArticles(database, staff, generators(20_260_102)));
  // What the start-up does for rows written outside the application: the site search's index of the
  // published pages and the admin lists' index of every page (migration 0028), for all 20,000 rows.
  await timed("search indexes", async () => void (await ensureSearchIndex(database)));

  // Thirteen months of daily visit counts: a million page rows (2,525 paths a day), and referrer,
  // campaign and device rows.
  await timed("visit days", () =>
    insertAll(database, "visit_days", SCALE.visitDays, (i) => ({ day: visitDay(i), views: 5000 + Math.floor(next() * 5000), visitors: 2000 + Math.floor(next() * 2000) })),
  );
  const pagesPerDay = Math.ceil(SCALE.visitPages / SCALE.visitDays);
  await timed("visit pages", () =>
    insertAll(database, "visit_pages", SCALE.visitPages, (i) => {
      const path = i % pagesPerDay;
      return { day: visitDay(Math.floor(i / pagesPerDay)), path: `/${WORDS[path % WORDS.length]}/${path}`, status: 200, views: 1 + Math.floor(next() * 50) };
    }),
  );
  // The 404 log full to its bound (5,000 rows, decision 042): a hundred not-found paths a day, the latest days.
  await timed("404 log", () =>
    insertAll(database, "not_found_log", 5000, (i) => {
      const day = visitDay(Math.floor(i / 100));
      return { day, path: `/gone/${i % 100}`, hits: 1 + Math.floor(next() * 20), last_seen: `${day}T12:00:00.000Z`, referrer_host: null };
    }),
  );
  const sourcesPerDay = Math.ceil(SCALE.visitSources / SCALE.visitDays);
  await timed("visit sources", () =>
    insertAll(database, "visit_sources", SCALE.visitSources, (i) => {
      const n = i % sourcesPerDay;
      return {
        day: visitDay(Math.floor(i / sourcesPerDay)),
        referrer_host: n % 3 === 0 ? "" : `site-${n}.example`,
        utm_source: n % 3 === 0 ? `source-${n % 17}` : "",
        utm_medium: n % 3 === 0 ? "email" : "",
        utm_campaign: n % 3 === 0 ? `campaign-${n}` : "",
        device: (["desktop", "mobile", "tablet"] as const)[n % 3]!,
        views: 1 + Math.floor(next() * 200),
      };
    }),
  );

  // What closing the day before SCALE_NOW leaves for the dashboard: each period's totals (insight-totals.server.ts).
  await timed("visit totals", () => refreshInsightTotals(database, SCALE_NOW));

  const admin = staff.find((member) => member.role === "admin")!;
  return { admin: { id: admin.id, email: admin.email }, seconds };
}

/**
 * The Insights: SCALE.articles items in English, German and Hong Kong Chinese (each three a
 * translation group), 80% published, each with one to three of SCALE.topics topics, an excerpt and a
 * body of one text section; rows of `pages` with `collection` "insights", as the editor writes them.
 */
async function seedArticles(database: DB, staff: readonly { id: string }[], { next, pick, moment, uuid }: ReturnType<typeof generators>): Promise<void> {
  const topicKeys = Array.from({ length: SCALE.topics }, () => uuid());
  await insertAll(database, "topics", SCALE.topics * ARTICLE_LOCALES.length, (i) => {
    const locale = ARTICLE_LOCALES[i % ARTICLE_LOCALES.length]!;
    const n = Math.floor(i / ARTICLE_LOCALES.length);
    return { id: uuid(), translation_key: topicKeys[n]!, locale, slug: `topic-${n}`, name: `${ARTICLE_WORDS[locale]![n]} ${n}`, created_at: SCALE_NOW.toISOString(), updated_at: SCALE_NOW.toISOString() };
  });
  let group = "";
  await insertAll(database, "pages", SCALE.articles, (i) => {
    const locale = ARTICLE_LOCALES[i % ARTICLE_LOCALES.length]!;
    if (i % ARTICLE_LOCALES.length === 0) group = uuid();
    const vocabulary = ARTICLE_WORDS[locale]!;
    const say = (count: number) => Array.from({ length: count }, () => pick(vocabulary)).join(locale === "zh-HK" ? "" : " ");
    const title = `${say(4)} ${i}`;
    const published = next() < 0.8;
    const changed = moment();
    const topics = [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(topicKeys)))];
    const sections = [{ id: uuid(), type: "text", order: 0, content: `<p>${say(80)}</p><p>${say(60)}</p>` }];
    return {
      id: uuid(),
      title,
      slug: `article-${i}`,
      meta_description: say(20),
      content: JSON.stringify({ sections }),
      is_published: published,
      author_id: pick(staff).id,
      created_at: changed,
      updated_at: changed,
      locale,
      translation_key: group,
      source_version: locale === "en" ? null : 1,
      collection: "insights",
      fields: JSON.stringify({ excerpt: say(25), cover: { image: "", alt: "" }, author: "", topics, publishedAt: published ? changed : "", featured: next() < 0.05 }),
    };
  });
}

if (import.meta.main) {
  const url = process.argv[2];
  if (!url) {
    console.error("Usage: node bench/seed-scale.ts <DATABASE_URL>   (file:./data/scale.db or postgres://…)");
    process.exit(2);
  }
  const database = createDb(url);
  try {
    await migrateToLatest(database);
    const { seconds } = await seedScale(database);
    console.log(`Filled ${url}:`, seconds);
  } finally {
    await database.destroy();
  }
}
