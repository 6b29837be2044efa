import { sql, type Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import { supportsRowLocks } from "#app/db/row-locks.ts";
import type { Database } from "#app/db/schema.ts";
import { adminSearchText, textSearchConfig } from "#app/db/text-search.server.ts";
import { isHtmlContent } from "../cms/content.ts";
import { parseContentForRead } from "../cms/content-parse.ts";
import { plainText, sectionTexts } from "../translating/section-texts.ts";
import { adminIndexDrift, syncAdminSearch } from "./page-admin-index.server.ts";
import { vocabularyWords } from "./search-text.ts";

/**
 * The site search's index (migration 0026, docs/decisions/039-collections.md): a row of page_search
 * for every published page not kept out of search engines, holding its language, title and words as
 * plain text at the page's version, and the vocabulary (search_terms) those words make per language.
 *
 * Every write to `pages` calls syncPageSearch with the pages it changed, in its own transaction, so the
 * index changes when the page does and never apart from it (a rolled-back save leaves both as they
 * were). The search reads a row only while its version is the page's (site-search.server.ts), so a
 * write that forgot would hide the page rather than show words it no longer has; ensureSearchIndex,
 * at every start, brings back in step whatever is out of it (and fills the index after migration 0026).
 */

/** The most of a page's text the index keeps: PostgreSQL's tsvector holds at most 1 MB, and no search needs more. */
const MAX_INDEXED_TEXT = 100_000;
/** Pages read and written per statement, well within either database's limit on parameters. */
const BATCH = 200;

interface IndexedPage {
  locale: string;
  title: string;
  body: string;
  version: number;
}

/**
 * A collection item's fields that are words visitors read (an excerpt, a client's quote, outcomes,
 * headline figures); the others are keys, addresses, dates and codes (decision 039).
 */
const WORDED_FIELDS = ["excerpt", "quote", "outcomes", "figures"] as const;

/**
 * What the index holds of a page: its meta description, a collection item's worded fields, and the
 * words of its sections (or of its HTML), as plain text.
 */
function pageSearchText(page: { meta_description: string | null; content: unknown; fields: unknown }): string {
  const content = parseContentForRead(page.content);
  const texts = isHtmlContent(content)
    ? [plainText(content.html.replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, " "))]
    : content.sections.flatMap((section) => sectionTexts(section).map((text) => text.text));
  return [page.meta_description ?? "", ...fieldTexts(page.fields), ...texts]
    .filter(Boolean)
    .join("\n")
    .slice(0, MAX_INDEXED_TEXT);
}

function fieldTexts(fields: unknown): string[] {
  if (!fields || typeof fields !== "object") return [];
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value.trim());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const name of WORDED_FIELDS) walk((fields as Record<string, unknown>)[name]);
  return texts.filter(Boolean);
}

/**
 * Makes the index say what `pageIds` are now, inside the caller's transaction: a published page not
 * marked noindex gets its row (written anew when its language, title, text or version changed), any
 * other page (a draft, noindex, deleted) loses it, and the vocabulary counts follow; the admin lists'
 * index (page-admin-index.server.ts) follows every page, drafts included. Call it after the write,
 * with every page the write touched; pages whose rows are already right cost one read each.
 */
export async function syncPageSearch(trx: Kysely<Database>, pageIds: readonly string[]): Promise<void> {
  const ids = [...new Set(pageIds)];
  const counts = new TermCounts();
  for (let at = 0; at < ids.length; at += BATCH) await syncBatch(trx, ids.slice(at, at + BATCH), counts);
  await counts.write(trx);
}

async function syncBatch(trx: Kysely<Database>, ids: string[], counts: TermCounts): Promise<void> {
  let reading = trx.selectFrom("pages").select(["id", "locale", "title", "slug", "meta_description", "content", "fields", "version", "is_published", "noindex"]).where("id", "in", ids).orderBy("id");
  // PostgreSQL: a save of one of these pages elsewhere (or another instance's start) waits for this
  // transaction, or this one for it, so two never write the same page's row at once.
  if (supportsRowLocks(trx)) reading = reading.forUpdate();
  const pages = new Map((await reading.execute()).map((page) => [page.id, page]));
  const indexed = await trx.selectFrom("page_search").select(["page_id", "locale", "title", "body", "version"]).where("page_id", "in", ids).execute();
  const held = new Map(indexed.map((row) => [row.page_id, row]));
  const bodies = new Map([...pages.values()].map((page) => [page.id, pageSearchText(page)]));
  // The admin lists' index (migration 0028) holds every page in every state, from the same words.
  await syncAdminSearch(
    trx,
    ids.map((id) => {
      const page = pages.get(id);
      return { pageId: id, want: page ? { text: adminSearchText(page.title, page.slug, bodies.get(id)!), version: page.version } : null };
    }),
  );
  for (const id of ids) {
    const page = pages.get(id);
    const want: IndexedPage | null = page?.is_published && !page.noindex ? { locale: page.locale, title: page.title, body: bodies.get(id)!, version: page.version } : null;
    const have = held.get(id);
    if (have && want && have.locale === want.locale && have.title === want.title && have.body === want.body) {
      // The same words at a new version (a save that changed only links or settings): the row says so, the index is untouched.
      if (have.version !== want.version) await trx.updateTable("page_search").set({ version: want.version }).where("page_id", "=", id).execute();
      continue;
    }
    // The counts follow what was really deleted and inserted, whatever another transaction did meanwhile.
    const removed = have ? await trx.deleteFrom("page_search").where("page_id", "=", id).returning(["locale", "title", "body"]).executeTakeFirst() : undefined;
    if (removed) counts.add(removed, -1);
    if (want) {
      const added = await trx
        .insertInto("page_search")
        .values({ page_id: id, locale: want.locale, config: textSearchConfig(want.locale), title: want.title, body: want.body, version: want.version })
        .onConflict((conflict) => conflict.column("page_id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (added) counts.add(want, 1);
    }
  }
}

/** The vocabulary's changes of one sync, added up per language and word, then written in one order (so two syncs at once cannot deadlock). */
class TermCounts {
  private readonly changes = new Map<string, { locale: string; term: string; change: number }>();

  add(page: { locale: string; title: string; body: string }, change: 1 | -1): void {
    for (const term of vocabularyWords(`${page.title}\n${page.body}`)) {
      const key = `${page.locale}\u0000${term}`;
      const entry = this.changes.get(key) ?? { locale: page.locale, term, change: 0 };
      entry.change += change;
      this.changes.set(key, entry);
    }
  }

  async write(trx: Kysely<Database>): Promise<void> {
    const changes = [...this.changes.values()].filter((entry) => entry.change !== 0).sort((a, b) => (a.locale === b.locale ? compare(a.term, b.term) : compare(a.locale, b.locale)));
    for (let at = 0; at < changes.length; at += BATCH) {
      const batch = changes.slice(at, at + BATCH);
      await trx
        .insertInto("search_terms")
        .values(batch.map(({ locale, term, change }) => ({ locale, term, documents: change })))
        .onConflict((conflict) => conflict.columns(["locale", "term"]).doUpdateSet({ documents: (eb) => eb("search_terms.documents", "+", eb.ref("excluded.documents")) }))
        .execute();
      const dropped = batch.filter((entry) => entry.change < 0);
      for (const locale of new Set(dropped.map((entry) => entry.locale))) {
        const terms = dropped.filter((entry) => entry.locale === locale).map((entry) => entry.term);
        await trx.deleteFrom("search_terms").where("locale", "=", locale).where("term", "in", terms).where("documents", "<=", 0).execute();
      }
    }
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The pages whose index row is not what it should be: published and indexable without a row at their
 * version, or with a row though deleted, unpublished or noindex; and those the admin lists' index
 * (0028) holds at another version or no longer has a page for. Anti-joins over the ids, no text read.
 */
export async function pageSearchDrift(database: Kysely<Database> = db()): Promise<string[]> {
  const [missing, extra] = await Promise.all([
    database
      .selectFrom("pages")
      .select("pages.id")
      .where("pages.is_published", "=", true)
      .where("pages.noindex", "=", false)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("page_search").select(sql<number>`1`.as("one")).whereRef("page_search.page_id", "=", "pages.id").whereRef("page_search.version", "=", "pages.version"))),
      )
      .execute(),
    database
      .selectFrom("page_search")
      .select("page_search.page_id as id")
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("pages").select(sql<number>`1`.as("one")).whereRef("pages.id", "=", "page_search.page_id").where("pages.is_published", "=", true).where("pages.noindex", "=", false))),
      )
      .execute(),
  ]);
  return [...new Set([...missing, ...extra].map((row) => row.id).concat(await adminIndexDrift(database)))];
}

/**
 * Brings the index in step with the pages (at start, and after `npm run db:migrate`): fills it after
 * migration 0026, and mends whatever a write made outside the application left. Returns how many pages it rewrote.
 */
export async function ensureSearchIndex(database: Kysely<Database> = db()): Promise<number> {
  const drift = await pageSearchDrift(database);
  if (drift.length > 0) await database.transaction().execute((trx) => syncPageSearch(trx, drift));
  return drift.length;
}
