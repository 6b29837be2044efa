import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database, Page } from "#app/db/schema.ts";
import { isUniqueViolation } from "#app/db/unique-violation.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { defaultLanguageTag, languagePathPrefix, listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBookOfEveryLanguage } from "#app/features/languages/public-address.ts";
import { redirectsForPageSave } from "#app/features/redirects/redirects.server.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { can, isRole } from "#app/lib/permissions.ts";
import { collectionOf, type Collection } from "#app/features/collections/collections.ts";
import { fieldsToWrite, misplacedItemSectionProblem, writableCollection } from "./item-fields.ts";
import { PageError } from "./page-error.ts";
import { misplacedSectionProblem } from "./section-rules.ts";
import { describeSavedAt } from "./saved-at.ts";
import { withPlacedImages, pageColumns, pageLabel, recordPageAudit, storedFields, toRecord, writeRevision } from "./page-rows.server.ts";
import { sanitizePageContent } from "./sanitize-content.server.ts";
import { PAGE_LIST_SIZE, type PageInput, type PageRecord, type PageSummary } from "./schema.ts";
import { pagePublicPath } from "../page-address.ts";
import { ensureMayPublish, settleReview } from "../publishing/publish-gate.server.ts";
import { syncPageSearch } from "../search/page-search-index.server.ts";
import type { AdminListFilters } from "../pages-list/admin-list-filters.ts";
import { pagedAdminList } from "../pages-list/admin-list-query.server.ts";
import { SITE_PAGE_CANNOT_DELETE, sitePageSlugEditable } from "../site-pages/site-pages.ts";
import { SITE_PAGE_SLUGS, normalizeSlug } from "./slug.ts";

export const PAGE_GONE = "This page no longer exists. It may have been deleted.";

export function slugTakenMessage(slug: string): string {
  return `A page with the URL slug "${slug}" already exists. Please choose another.`;
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/**
 * One page of the Pages list, newest change first, narrowed by the admin lists' filters
 * (pages-list/admin-list-query.server.ts): the search matches title, slug or words (case-insensitive,
 * the searcher's % and _ taken literally), and the words "published" and "draft" also match the pages
 * in that state (spec section 5); status, language.
 */
export async function listPages(
  { page = 1, ...filters }: AdminListFilters & { page?: number } = {},
  database: Kysely<Database> = db(),
): Promise<{ pages: PageSummary[]; total: number; more: boolean; page: number; pageCount: number }> {
  // The site pages have their own list (listSitePages); this one is the spec's, of the pages staff create
  // in the default language (their translations are reached from each page), and of the pages that
  // have no default-language page to be reached from (the copy of a translation, page-duplicate.server.ts).
  // Filtered by a language, it lists that language's pages, translations included.
  const languages = await listLanguages(database);
  const book = addressBookOfEveryLanguage(languages);
  const defaultTag = book.defaultTag;
  const staffPages = (rows: SelectQueryBuilder<Database, "pages", object>) =>
    rows
      .where("pages.system_key", "is", null)
      // Collection items have their own lists (docs/decisions/039-collections.md).
      .where("pages.collection", "is", null)
      .$if(!filters.locale, (query) =>
        query.where((eb) =>
          eb.or([
            eb("pages.locale", "=", defaultTag),
            eb.not(eb.exists(eb.selectFrom("pages as source").select("source.id").whereRef("source.translation_key", "=", "pages.translation_key").where("source.locale", "=", defaultTag))),
          ]),
        ),
      );

  const list = await pagedAdminList(database, staffPages, filters, {
    page,
    pageSize: PAGE_LIST_SIZE,
    readPage: (rows, offset) =>
      latestChangeFirst(rows)
        .select(["pages.id", "pages.title", "pages.slug", "pages.locale", "pages.is_published", "pages.updated_at"])
        .limit(PAGE_LIST_SIZE)
        .offset(offset)
        .execute(),
  });

  return {
    pages: list.rows.map((row) => {
      const language = row.locale === defaultTag ? undefined : languages.find((candidate) => candidate.tag === row.locale);
      return {
        id: row.id,
        title: row.title,
        slug: row.slug,
        path: pagePublicPath({ locale: row.locale, slug: row.slug, systemKey: null, collection: null }, book) ?? `/${row.slug}`,
        language: language ? { tag: language.tag, nativeName: language.nativeName } : null,
        isPublished: row.is_published,
        updatedAt: row.updated_at,
        // Only the default language's addresses are the site pages' routes.
        shadowedBySitePage: row.locale === defaultTag && SITE_PAGE_SLUGS.has(row.slug),
      };
    }),
    total: list.total,
    more: list.more,
    page: list.page,
    pageCount: list.pageCount,
  };
}

/** The list's order; the id breaks ties between pages changed in the same millisecond. */
function latestChangeFirst<O>(rows: SelectQueryBuilder<Database, "pages", O>): SelectQueryBuilder<Database, "pages", O> {
  return rows.orderBy("pages.updated_at", "desc").orderBy("pages.id", "desc");
}


export async function getPage(id: string, database: Kysely<Database> = db()): Promise<PageRecord | null> {
  const row = await database.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/**
 * The published page a public path's slug names in a language (the default language's without one),
 * or null. Only an exact slug counts: "/About-Us" is not "/about-us".
 */
export async function findPublishedPage(slug: string, locale?: string): Promise<PageRecord | null> {
  return normalizeSlug(slug) === slug ? getPublishedPageBySlug(slug, locale) : null;
}

/**
 * The page visitors see at /{slug}. Its content is sanitised again here, on top of the sanitising
 * on save: rows written by an older version or by hand are covered, and a sanitiser fix applies at once.
 */
export async function getPublishedPageBySlug(slug: string, locale?: string, database: Kysely<Database> = db()): Promise<PageRecord | null> {
  // A site page answers at its own path ("/" for the home page's slug "home"), never at /{slug}.
  const row = await database
    .selectFrom("pages")
    .selectAll()
    .where("slug", "=", slug)
    .where("locale", "=", locale ?? (await defaultLanguageTag(database)))
    .where("is_published", "=", true)
    .where("system_key", "is", null)
    .where(rowsOf(null))
    .executeTakeFirst();
  if (!row) return null;
  const record = toRecord(row);
  return { ...record, content: sanitizePageContent(record.content) };
}

/**
 * The published page of a language at a slug, a site page's translation included ("/de/leistungen"
 * is the German services page), sanitised again on read like every page. null when there is none.
 */
export async function findPublishedInLanguage(slug: string, locale: string, database: Kysely<Database> = db()): Promise<PageRecord | null> {
  return findPublishedRow({ slug, locale, collection: null }, database);
}

/**
 * The published row of a language and collection at a slug (null: a page, a site page's translation
 * included), sanitised again on read like every page; null when there is none.
 */
export async function findPublishedRow({ slug, locale, collection }: { slug: string; locale: string; collection: string | null }, database: Kysely<Database> = db()): Promise<PageRecord | null> {
  if (normalizeSlug(slug) !== slug) return null;
  const row = await database.selectFrom("pages").selectAll().where("slug", "=", slug).where("locale", "=", locale).where(rowsOf(collection)).where("is_published", "=", true).executeTakeFirst();
  if (!row) return null;
  const record = toRecord(row);
  return { ...record, content: sanitizePageContent(record.content) };
}

/**
 * The titles of every published CMS page and collection item with this slug in these languages (an
 * article may share a page's slug): what a social card's address may name.
 */
export async function listPublishedTitlesBySlug(slug: string, locales: readonly string[], database: Kysely<Database> = db()): Promise<{ title: string; locale: string }[]> {
  if (normalizeSlug(slug) !== slug || locales.length === 0) return [];
  // Site pages share the settings' image, never a card.
  return database.selectFrom("pages").select(["title", "locale"]).where("slug", "=", slug).where("locale", "in", [...locales]).where("is_published", "=", true).where("system_key", "is", null).execute();
}

/** Every published row in every language, pages and collection items alike, with what its address and the sitemap depend on. */
export async function listPublishedPageAddresses(database: Kysely<Database> = db()) {
  const rows = await database.selectFrom("pages").select(["id", "locale", "slug", "system_key", "collection", "translation_key", "noindex", "updated_at"]).where("is_published", "=", true).execute();
  return rows.map((row) => ({
    locale: row.locale,
    slug: row.slug,
    systemKey: row.system_key,
    collection: row.collection,
    translationKey: row.translation_key ?? row.id,
    noindex: row.noindex,
    updatedAt: row.updated_at,
  }));
}

/** The published translations of a page (its translation group), for hreflang and the language switcher. */
export async function listPublishedTranslations(translationKey: string, database: Kysely<Database> = db()): Promise<{ locale: string; slug: string; systemKey: string | null; collection: string | null }[]> {
  const rows = await database
    .selectFrom("pages")
    .select(["locale", "slug", "system_key", "collection"])
    .where(inTranslationGroup(translationKey))
    .where("is_published", "=", true)
    // A translation kept out of search engines is no alternate to offer them.
    .where("noindex", "=", false)
    .execute();
  return rows.map((row) => ({ locale: row.locale, slug: row.slug, systemKey: row.system_key, collection: row.collection }));
}

/** The page of a translation group in one language (a translation's source, in the default language), or null. */
export async function findTranslation(translationKey: string, locale: string, database: Kysely<Database> = db()): Promise<{ id: string; title: string; version: number } | null> {
  return (await database.selectFrom("pages").select(["id", "title", "version"]).where(inTranslationGroup(translationKey)).where("locale", "=", locale).executeTakeFirst()) ?? null;
}

/**
 * Which rows of `pages` a query wants (docs/decisions/039-collections.md): the rows at page addresses
 * (null: the pages, and the items that keep a site page's address, the case studies at
 * /case-study-1 and /de/fallstudie-…, so a page cannot take their slug and their translations are
 * found at it) or one collection's items. A query that wants every row (a translation group, the
 * sitemap's addresses, where an image is used) leaves it out and says so.
 */
export function rowsOf(collection: string | null) {
  return (eb: ExpressionBuilder<Database, "pages">) =>
    collection === null ? eb.or([eb("collection", "is", null), eb("system_key", "is not", null)]) : eb("collection", "=", collection);
}

/** The rows of a translation group; a row written before migration 0023 by hand has no key and is a group of its own. */
export function inTranslationGroup(translationKey: string) {
  return (eb: ExpressionBuilder<Database, "pages">) => eb.or([eb("translation_key", "=", translationKey), eb.and([eb("translation_key", "is", null), eb("id", "=", translationKey)])]);
}

/** Every published CMS page of the default language for sitemap.xml (but those marked noindex), with the time it last changed. */
export async function listPublishedPagesForSitemap(database: Kysely<Database> = db()): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await database
    .selectFrom("pages")
    .select(["slug", "updated_at"])
    .where("is_published", "=", true)
    .where("locale", "=", await defaultLanguageTag(database))
    .where("system_key", "is", null)
    .where(rowsOf(null))
    // A page staff hid from search engines is not offered to them either.
    .where("noindex", "=", false)
    .orderBy("slug")
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}

// ---------------------------------------------------------------------------------------------
// Changes: each one writes its revision and its audit entry in the same transaction, which also
// tells the public HTML cache of every app instance to forget what it holds (changeContent).
// ---------------------------------------------------------------------------------------------

/**
 * A new page, or a new item of a collection (`collection`, docs/decisions/039-collections.md). Refused
 * with 409 when the slug is taken (the unique constraint decides races), and when it places a library
 * image without alt text (400) or one no longer in the library (409).
 */
export async function createPage(
  input: PageInput,
  actor: Actor,
  { database = db(), now = new Date(), locale: language, collection: collectionKey = null }: QueryOptions & { locale?: string; collection?: string | null } = {},
): Promise<PageRecord> {
  const collection = writableCollection(collectionKey);
  ensureSectionsFit(input, false, collection);
  // A new page starts a translation group of its own, in the default language unless told (a duplicate of a translation keeps its language).
  const locale = language ?? (await defaultLanguageTag(database));
  await ensureSlugFree(database, input.slug, locale, collectionKey);
  const fields = fieldsToWrite(collection, input.fields ?? {}, {}, { publishing: input.isPublished, now }) ?? "{}";
  return withSlugConflict(input.slug, () =>
    changeContent(database, async (trx) => {
      const { columns, fields: placedFields } = await withPlacedImages(trx, pageColumns(input, actor, now), fields);
      const id = randomUUID();
      const row = await trx
        .insertInto("pages")
        .values({ id, ...columns, locale, collection: collectionKey, fields: placedFields, translation_key: id, created_at: now.toISOString(), version: 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
      await ensureMayPublish(trx, actor, row);
      await redirectsForPageSave(trx, { prefix: await slugPrefixOf(trx, row), oldSlug: null, newSlug: row.slug, wasPublished: false, isPublished: row.is_published }, now);
      await writeRevision(trx, row, actor, now);
      await syncPageSearch(trx, [row.id]);
      await recordPageAudit(trx, actor, "page.create", row, `Created ${kindOf(row)} ${pageLabel(row)}${row.is_published ? ", published" : " as a draft"}`, now);
      return toRecord(row);
    }),
  );
}

export interface UpdateOptions extends QueryOptions {
  /** The editor's effective time zone, so a refusal names the time as their admin shows times. */
  timeZone?: string;
  /**
   * A translation's save that says it matches the default language's page at this version (the
   * editor's "Translation matches the current … page"): recorded as its source_version, so its status
   * can become Up to date (docs/decisions/037-locale-model.md).
   */
  matchesSourceVersion?: number;
}

/**
 * Saves a page over the version the editor started from. Refused with 404 when the page is gone,
 * with 409 when someone saved it since (naming who and when) or when the slug is taken, and like
 * createPage when it places a library image that is not ready for it.
 */
export async function updatePage(
  id: string,
  input: PageInput,
  expectedVersion: number,
  actor: Actor,
  { database = db(), now = new Date(), timeZone, matchesSourceVersion }: UpdateOptions = {},
): Promise<PageRecord> {
  if (matchesSourceVersion !== undefined) await ensureSourceVersion(database, id, matchesSourceVersion);
  return withSlugConflict(input.slug, () =>
    changeContent(database, async (trx) => {
      const row = await writePageUpdate(trx, { id, input, expectedVersion, sourceVersion: matchesSourceVersion }, actor, now);
      if (!row) throw await refusedSave(trx, id, now, timeZone);
      return toRecord(row);
    }),
  );
}

/** One save of a page, as writePageUpdate takes it. */
export interface PageUpdate {
  id: string;
  input: PageInput;
  /** The version the writer read; another one means someone saved since. */
  expectedVersion: number;
  /** Recorded as a translation's source_version (the default-language version it matches); undefined keeps it. */
  sourceVersion?: number;
  /** The audit entry's words for a change that is no editor save (an XLIFF import); the save's own otherwise. */
  summary?: (row: Page) => string;
}

/**
 * The one home of a page save's writing, inside the caller's transaction (the editor's save, an XLIFF
 * import): the publishing gate (publishing/publish-gate.server.ts), the site page rules, the slug check in the page's language, the placed images, the row at
 * its next version, the 301 a moved published page leaves, its revision, its search index row and audit entry. Returns null
 * when the page is not at `expectedVersion` (gone, or saved since): the caller says why in its words.
 */
export async function writePageUpdate(trx: Kysely<Database>, update: PageUpdate, actor: Actor, now: Date): Promise<Page | null> {
  const { id, expectedVersion, sourceVersion } = update;
  const before = await trx
    .selectFrom("pages")
    .select(["slug", "is_published", "system_key", "locale", "collection", "fields"])
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  if (!before) return null;
  const defaultLocale = await defaultLanguageTag(trx);
  const collection = writableCollection(before.collection);
  const input = withSitePageRules(before, update.input, before.locale === defaultLocale, collection);
  // A case study that keeps a site page's address (decision 039) is at a page address: its slug is checked among those.
  await ensureSlugFree(trx, input.slug, before.locale, before.system_key ? null : before.collection, id);
  const { columns, fields } = await withPlacedImages(
    trx,
    pageColumns(input, actor, now),
    fieldsToWrite(collection, input.fields, storedFields(before.fields), { publishing: input.isPublished, now }),
  );
  const row = await trx
    .updateTable("pages")
    .set({
      ...columns,
      ...(fields === undefined ? {} : { fields }),
      ...(sourceVersion === undefined ? {} : { source_version: sourceVersion }),
      version: (eb) => eb("version", "+", 1),
    })
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  // Saving a live item publishes what it saves: an Editor who needs approval is refused (decision 048).
  await ensureMayPublish(trx, actor, row);
  await settleReview(trx, row);
  // A page whose slug may change leaves a 301 at its old address when it moves; a fixed site page never moves.
  if (!row.system_key || sitePageSlugEditable(row.system_key, row.locale === defaultLocale)) {
    const prefix = await slugPrefixOf(trx, row);
    await redirectsForPageSave(trx, { prefix, oldSlug: before.slug, newSlug: row.slug, wasPublished: before.is_published, isPublished: row.is_published }, now);
  }

  await writeRevision(trx, row, actor, now);
  await syncPageSearch(trx, [row.id]);
  const moved = before.slug === row.slug ? "" : `, moved from /${before.slug}`;
  const published = !before.is_published && row.is_published;
  const kind = kindOf(row);
  const summary =
    update.summary?.(row) ??
    (published ? `Published ${kind} ${pageLabel(row)}${moved}` : before.is_published && !row.is_published ? `Unpublished ${kind} ${pageLabel(row)}${moved}` : `Updated ${kind} ${pageLabel(row)}${moved}`);
  await recordPageAudit(trx, actor, published ? "page.publish" : "page.update", row, summary, now);
  return row;
}

/**
 * Deletes the page and its revisions; returns what was deleted. 404 when it is already gone; 409 for
 * the default language's page of a group that still has translations (decision 037: they would lose
 * their source), naming them. Deleting a translation deletes that row only.
 */
export async function deletePage(id: string, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<PageRecord> {
  return toRecord(await changeContent(database, (trx) => deletePageRow(trx, id, actor, now)));
}

/**
 * The one home of a page's deletion and its rules, inside the caller's transaction (Delete in the
 * editor and the list, and the lists' bulk Delete): refused before anything is written, so a caller
 * that goes on after a refusal has changed nothing for this page.
 */
export async function deletePageRow(trx: Kysely<Database>, id: string, actor: Actor, now: Date): Promise<Page> {
  await refuseDeletingSourceOfTranslations(trx, id);
  await refuseDeletingLive(trx, id, actor);
  const row = await trx.deleteFrom("pages").where("id", "=", id).where("system_key", "is", null).returningAll().executeTakeFirst();
  if (!row) throw (await trx.selectFrom("pages").select("id").where("id", "=", id).executeTakeFirst()) ? new PageError(SITE_PAGE_CANNOT_DELETE, 409) : new PageError(PAGE_GONE, 404);
  await syncPageSearch(trx, [row.id]);
  await recordPageAudit(trx, actor, "page.delete", row, `Deleted ${kindOf(row)} ${pageLabel(row)}`, now);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Deleting a live page takes it off the site: an Admin's call (docs/roles.md, "pages:delete-live"); Editors delete drafts. */
async function refuseDeletingLive(trx: Kysely<Database>, id: string, actor: Actor): Promise<void> {
  const page = await trx.selectFrom("pages").select(["is_published", "system_key"]).where("id", "=", id).executeTakeFirst();
  // A website page is never deleted, by anyone: the delete itself says so.
  if (!page?.is_published || page.system_key) return;
  const user = await trx.selectFrom("user").select("role").where("id", "=", actor.id).executeTakeFirst();
  if (!can(isRole(user?.role) ? user.role : null, "pages:delete-live")) throw new PageError("Only Admins can delete what is live. Unpublish it first, or ask an Admin.", 403);
}

async function refuseDeletingSourceOfTranslations(trx: Kysely<Database>, id: string): Promise<void> {
  const page = await trx.selectFrom("pages").select(["locale", "translation_key"]).where("id", "=", id).executeTakeFirst();
  if (!page || page.locale !== (await defaultLanguageTag(trx))) return;
  const translations = await trx
    .selectFrom("pages")
    .leftJoin("site_languages", "site_languages.tag", "pages.locale")
    .select(["pages.title", "pages.locale", "site_languages.native_name"])
    .where("pages.translation_key", "=", page.translation_key ?? id)
    .where("pages.id", "!=", id)
    .orderBy("site_languages.position")
    .execute();
  if (translations.length === 0) return;
  const names = translations.map((row) => `${row.native_name ?? row.locale} ("${row.title}")`).join(", ");
  throw new PageError(`This page has translations: ${names}. Delete them first, then delete this page.`, 409);
}

/**
 * A crafted save cannot put a section on a page that cannot take it, and a site page keeps its route:
 * in the default language its path is fixed and it stays published whatever the form sends (it must
 * never turn into a 404 or move by accident, docs/decisions/018-site-pages.md). A translation of it
 * may be a draft until it is ready, and has its own slug but for the home page (sitePageSlugEditable).
 */
function withSitePageRules(page: { slug: string; system_key: string | null }, input: PageInput, inDefaultLanguage: boolean, collection: Collection | null): PageInput {
  ensureSectionsFit(input, Boolean(page.system_key), collection);
  if (!page.system_key) return input;
  const slug = sitePageSlugEditable(page.system_key, inDefaultLanguage) ? input.slug : page.slug;
  return { ...input, slug, isPublished: inDefaultLanguage ? true : input.isPublished };
}

/**
 * "Up to date with version N" is said only of a translation, and only of a version its source has
 * reached: a crafted form cannot mark a default-language page, or a version yet to come.
 */
async function ensureSourceVersion(database: Kysely<Database>, id: string, sourceVersion: number): Promise<void> {
  const page = await database.selectFrom("pages").select(["translation_key", "locale"]).where("id", "=", id).executeTakeFirst();
  if (!page) return; // the save itself answers that the page is gone
  const defaultLocale = await defaultLanguageTag(database);
  const source = page.locale === defaultLocale ? undefined : await findTranslation(page.translation_key ?? id, defaultLocale, database);
  if (!source) throw new PageError("Only a translation can be marked as matching the default language's page.", 400);
  if (!Number.isSafeInteger(sourceVersion) || sourceVersion < 1 || sourceVersion > source.version) {
    throw new PageError("The default language's page is not at that version. Please reload the page and try again.", 400);
  }
}

/** A crafted save cannot put a section on a page that cannot take it (section-rules.ts), nor on an item a type its collection does not offer. */
export function ensureSectionsFit(input: PageInput, isSitePage: boolean, collection: Collection | null = null): void {
  const problem = collection && !isSitePage ? misplacedItemSectionProblem(collection, input.content) : misplacedSectionProblem(input.content, isSitePage);
  if (problem) throw new PageError(problem, 400);
}

/**
 * What comes before a row's slug in its public path, for the redirects a move leaves: its language's
 * prefix ("/de", "" in the default language), and a collection item's base after it ("/de/insights").
 */
export async function slugPrefixOf(executor: Kysely<Database>, row: Pick<Page, "locale" | "collection" | "system_key">): Promise<string> {
  const prefix = await languagePathPrefix(row.locale, executor);
  // A case study that keeps a site page's address (decision 039) moves like that page: "/de/{slug}".
  const base = row.system_key ? undefined : collectionOf(row.collection)?.base;
  return base ? `${prefix}/${base}` : prefix;
}

/** How the audit log names a row: "page", or its collection's item ("insights item"). */
export function kindOf(row: Pick<Page, "collection">): string {
  return row.collection ? `${row.collection} item` : "page";
}

/**
 * The friendly check before writing (a slug is unique within its language and collection, decision
 * 039: null for the pages); the unique index (withSlugConflict) is the guarantee.
 */
export async function ensureSlugFree(database: Kysely<Database>, slug: string, locale: string, collection: string | null, exceptId?: string): Promise<void> {
  let query = database.selectFrom("pages").select("id").where("slug", "=", slug).where("locale", "=", locale).where(rowsOf(collection));
  if (exceptId) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw new PageError(slugTakenMessage(slug), 409);
}

export async function withSlugConflict<T>(slug: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error, "slug") ? new PageError(slugTakenMessage(slug), 409) : error;
  }
}

/** Why a save found no row at the version it named: the page is gone, or someone saved it since. */
async function refusedSave(executor: Kysely<Database>, id: string, now: Date, timeZone: string | undefined): Promise<PageError> {
  const page = await executor.selectFrom("pages").select("updated_at").where("id", "=", id).executeTakeFirst();
  if (!page) return new PageError(PAGE_GONE, 404);
  const latest = await executor
    .selectFrom("page_revisions")
    .select("saved_by_email")
    .where("page_id", "=", id)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  const who = latest?.saved_by_email ?? "someone else";
  return new PageError(
    `This page was changed by ${who} at ${describeSavedAt(page.updated_at, now, timeZone)} after you opened it. Reload the page to see their changes, then make yours again.`,
    409,
  );
}
