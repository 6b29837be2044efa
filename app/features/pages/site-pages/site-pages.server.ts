import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { defaultLanguageTag, languagePathPrefix } from "#app/features/languages/languages.server.ts";
import type { AddressBook } from "#app/features/languages/public-address.ts";
import { redirectsForPageSave } from "#app/features/redirects/redirects.server.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { PageError } from "../cms/page-error.ts";
import { pageLabel, recordPageAudit, storedFields, toRecord, writeRevision } from "../cms/page-rows.server.ts";
import { ensureSlugFree, PAGE_GONE } from "../cms/pages.server.ts";
import { sanitizePageContent } from "../cms/sanitize-content.server.ts";
import type { PageRecord } from "../cms/schema.ts";
import { ensureMayPublish, settleReview } from "../publishing/publish-gate.server.ts";
import { syncPageSearch } from "../search/page-search-index.server.ts";
import { pagePublicPath } from "../page-address.ts";
import { translationStatus } from "../translation-status.ts";
import { seededItemFields, sitePageSeedIn } from "./site-pages-seed.server.ts";
import { SITE_PAGES, sitePageByKey, sitePageCollection, sitePageSlugEditable, type SitePageKey, type SitePageSummary } from "./site-pages.ts";

async function sitePageRow(database: Kysely<Database>, key: SitePageKey, locale?: string) {
  return database
    .selectFrom("pages")
    .selectAll()
    .where("system_key", "=", key)
    .where("locale", "=", locale ?? (await defaultLanguageTag(database)))
    .executeTakeFirst();
}

/**
 * A site page in a language (the default language's without one) as visitors see it, content
 * sanitised again on read (as for every page); null before it is seeded or translated.
 */
export async function getSitePage(key: SitePageKey, { locale, database = db() }: { locale?: string; database?: Kysely<Database> } = {}): Promise<PageRecord | null> {
  const row = await sitePageRow(database, key, locale);
  if (!row) return null;
  const record = toRecord(row);
  return { ...record, content: sanitizePageContent(record.content) };
}

/** Where a site page answers in a language ("/de/fallstudien"), or null while it is not published there (or the language is not served). */
export async function publishedSitePagePath(key: SitePageKey, locale: string, book: AddressBook, database: Kysely<Database> = db()): Promise<string | null> {
  const row = await database.selectFrom("pages").select(["slug", "locale", "system_key", "collection"]).where("system_key", "=", key).where("locale", "=", locale).where("is_published", "=", true).executeTakeFirst();
  return row ? pagePublicPath({ locale: row.locale, slug: row.slug, systemKey: row.system_key, collection: row.collection }, book) : null;
}

/** The languages whose home page is published: the ones a visitor can be offered. */
export async function publishedHomeLanguages(database: Kysely<Database> = db()): Promise<Set<string>> {
  const rows = await database.selectFrom("pages").select("locale").where("system_key", "=", "home").where("is_published", "=", true).execute();
  return new Set(rows.map((row) => row.locale));
}

/**
 * "Reset to default": the seeded title, description and sections, saved as a new revision over the
 * version the editor had open (so an edit made meanwhile is not silently lost), audited. A translation
 * whose slug staff may change gets its shipped slug back ("/de/datenschutz"), a 301 leading from the
 * address it had, as a save that moves it; refused (409) when another page of the language took it.
 */
export async function resetSitePage(id: string, expectedVersion: number, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<PageRecord> {
  return changeContent(database, async (trx) => {
    const current = await trx.selectFrom("pages").select(["system_key", "version", "locale", "is_published", "slug", "fields"]).where("id", "=", id).executeTakeFirst();
    if (!current) throw new PageError(PAGE_GONE, 404);
    const language = await trx.selectFrom("site_languages").select(["tag", "url_prefix", "is_default"]).where("tag", "=", current.locale).executeTakeFirst();
    const seeded = current.system_key && language ? sitePageSeedIn(current.system_key as SitePageKey, language) : null;
    if (!current.system_key) throw new PageError("Only the website's own pages can be reset to default.", 400);
    if (!seeded) throw new PageError("This page has no original content in its language to go back to.", 400);
    const { seed } = seeded;
    if (current.version !== expectedVersion) throw new PageError("This page was changed after you opened it. Reload the page, then reset it again.", 409);
    const movable = sitePageSlugEditable(current.system_key, Boolean(language?.is_default));
    const fields = resetItemFields(current, seeded, language!, now);
    if (movable) await ensureSlugFree(trx, seeded.slug, current.locale, null, id);
    const row = await trx
      .updateTable("pages")
      .set({
        ...(movable ? { slug: seeded.slug } : {}),
        title: seed.title,
        meta_description: seed.metaDescription,
        content: JSON.stringify({ sections: seed.sections }),
        ...(fields ? { fields: JSON.stringify(fields) } : {}),
        // The default language's site pages are always published; a translation keeps its state.
        is_published: language?.is_default ? true : current.is_published,
        author_id: actor.id,
        updated_at: now.toISOString(),
        version: (eb) => eb("version", "+", 1),
      })
      .where("id", "=", id)
      .where("version", "=", expectedVersion)
      .returningAll()
      .executeTakeFirstOrThrow();
    // A live site page reset is new content going live: the publishing gate decides (decision 048).
    await ensureMayPublish(trx, actor, row);
    await settleReview(trx, row);
    if (movable) {
      const move = { prefix: await languagePathPrefix(current.locale, trx), oldSlug: current.slug, newSlug: row.slug, wasPublished: current.is_published, isPublished: row.is_published };
      await redirectsForPageSave(trx, move, now);
    }
    await writeRevision(trx, row, actor, now);
    await syncPageSearch(trx, [row.id]);
    await recordPageAudit(trx, actor, "page.reset", row, `Reset page ${pageLabel(row)} to default`, now);
    return toRecord(row);
  });
}

/**
 * A shipped case study's collection fields as shipped (its industry, figures, quote …, read from the
 * seed as a fresh install reads them), keeping the date it shows as published and whether it is
 * featured: a reset brings back the words, not a new publication. undefined for a page.
 */
function resetItemFields(
  current: { system_key: string | null; fields: unknown },
  seeded: NonNullable<ReturnType<typeof sitePageSeedIn>>,
  language: { tag: string; url_prefix: string; is_default: boolean },
  now: Date,
): Record<string, unknown> | undefined {
  const page = sitePageByKey(current.system_key);
  const shipped = page ? seededItemFields(page, seeded, language, now) : undefined;
  if (!shipped) return undefined;
  const kept = storedFields(current.fields);
  return { ...shipped, publishedAt: kept.publishedAt ?? shipped.publishedAt, featured: kept.featured ?? shipped.featured };
}

/** The site pages in the website's own order, for the Pages screen's Website Pages list, each with its translations' status. */
export async function listSitePages(database: Kysely<Database> = db()): Promise<SitePageSummary[]> {
  const [defaultTag, languages, rows] = await Promise.all([
    defaultLanguageTag(database),
    database.selectFrom("site_languages").select(["tag", "native_name"]).orderBy("position").execute(),
    database.selectFrom("pages").select(["id", "system_key", "locale", "title", "updated_at", "version", "is_published", "source_version"]).where("system_key", "is not", null).execute(),
  ]);
  const row = (key: string, locale: string) => rows.find((candidate) => candidate.system_key === key && candidate.locale === locale);
  return SITE_PAGES.flatMap((page) => {
    // The case studies are items (decision 039): the Case Studies screen lists them.
    if (sitePageCollection(page.key)) return [];
    const source = row(page.key, defaultTag);
    if (!source) return [];
    const translations = languages
      .filter((language) => language.tag !== defaultTag)
      .map((language) => {
        const translation = row(page.key, language.tag);
        const status = translationStatus(translation && { isPublished: translation.is_published, sourceVersion: translation.source_version }, source.version);
        return { tag: language.tag, nativeName: language.native_name, status, id: translation?.id ?? null };
      });
    return [{ id: source.id, key: page.key, title: source.title, path: page.path, updatedAt: source.updated_at, translations }];
  });
}

/** The paths of the site pages staff hid from search engines (SEO panel, decision 027): sitemap.xml leaves them out. */
export async function listNoindexSitePaths(database: Kysely<Database> = db()): Promise<string[]> {
  const rows = await database
    .selectFrom("pages")
    .select("system_key")
    .where("system_key", "is not", null)
    .where("locale", "=", await defaultLanguageTag(database))
    .where("noindex", "=", true)
    .execute();
  return rows.flatMap((row) => sitePageByKey(row.system_key)?.path ?? []);
}
