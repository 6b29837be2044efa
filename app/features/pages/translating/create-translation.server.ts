import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import { isUniqueViolation } from "#app/db/unique-violation.ts";
import type { Database, Page } from "#app/db/schema.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { PageError } from "../cms/page-error.ts";
import { withPlacedImages, pageColumns, pageLabel, recordPageAudit, toRecord, writeRevision } from "../cms/page-rows.server.ts";
import { fieldsToWrite, writableCollection } from "../cms/item-fields.ts";
import { ensureSectionsFit, ensureSlugFree, getPage, PAGE_GONE, rowsOf, withSlugConflict } from "../cms/pages.server.ts";
import { PageInput, type PageRecord } from "../cms/schema.ts";
import { MAX_SLUG_LENGTH } from "../cms/slug.ts";
import { ensureMayPublish } from "../publishing/publish-gate.server.ts";
import { syncPageSearch } from "../search/page-search-index.server.ts";
import { TRANSLATION_LANGUAGE_MISSING } from "./translate-schema.ts";
import { contentInLanguage } from "./translation-links.server.ts";

/** What a caller may give instead of the copy of the source (an XLIFF import's translated fields). */
type TranslationContent = Partial<Pick<PageInput, "title" | "slug" | "metaDescription" | "content">>;

export interface CreateTranslationOptions extends QueryOptions {
  content?: TranslationContent;
}

export const TRANSLATION_OF_TRANSLATION = "Only a page in the default language can be translated. Open the default language's page and translate from there.";

export function translationExistsMessage(languageName: string): string {
  return `This page already has a ${languageName} translation. Open it from the language switcher.`;
}

/**
 * Starts a page's translation into `tag` (docs/decisions/037-locale-model.md): a new row of the
 * page's translation group holding the default-language page's current title, slug, description,
 * sections and search settings (or the caller's `content`), as an unpublished draft that records
 * the source's version. A site page's translation keeps its site page key. A language that is on
 * the site but switched off may be translated into: that is how staff prepare a language before
 * visitors see it. Refused, changing nothing: a language not on the site (404), the default language,
 * a source that is itself a translation (400), a language the page already has (409), a slug the
 * caller gives that is taken in that language (409).
 */
export async function createTranslation(sourceId: string, tag: string, actor: Actor, { database = db(), now = new Date(), content }: CreateTranslationOptions = {}): Promise<PageRecord> {
  const source = await getPage(sourceId, database);
  if (!source) throw new PageError(PAGE_GONE, 404);
  const language = await database.selectFrom("site_languages").select(["tag", "native_name", "is_default"]).where("tag", "=", tag).executeTakeFirst();
  if (!language) throw new PageError(TRANSLATION_LANGUAGE_MISSING, 404);
  const defaultLanguage = await database.selectFrom("site_languages").select("tag").where("is_default", "=", true).executeTakeFirst();
  if (source.locale !== defaultLanguage?.tag) throw new PageError(TRANSLATION_OF_TRANSLATION, 400);
  if (language.is_default) throw new PageError("The page is already in the default language. Choose another language to translate it into.", 400);
  await ensureNoTranslation(database, source.translationKey, language);

  const input = translationInput(source, content);
  // A given slug must be free; the copied one moves to the first free "<slug>-2", "-3" … so Translate always works.
  // A case study that keeps a site page's address (decision 039) takes a slug free among the page addresses.
  if (!content?.slug) input.slug = await freeSlug(database, input.slug, tag, source.systemKey ? null : source.collection);

  try {
    return await withSlugConflict(input.slug, () =>
      changeContent(database, async (trx) => toRecord(await insertTranslation(trx, { source, language, input, sourceVersion: source.version }, actor, now))),
    );
  } catch (error) {
    // Two presses at once both found no translation; the group's index (translation_key, locale) kept the first.
    // (PostgreSQL names the index, pages_translation_idx; SQLite its columns, pages.translation_key.)
    throw isUniqueViolation(error, "translation") || isUniqueViolation(error, "translation_key") ? new PageError(translationExistsMessage(language.native_name), 409) : error;
  }
}

/** One new translation, as insertTranslation takes it. */
export interface NewTranslation {
  /** The default-language page it translates. */
  source: PageRecord;
  language: { tag: string; native_name: string };
  input: PageInput;
  /** The source's version it was translated from; null when not every text is (an incomplete XLIFF import). */
  sourceVersion: number | null;
  /** What the audit entry adds on how it was made (" with 3 translated texts from XLIFF"). */
  detail?: string;
}

/**
 * The one home of a translation's first writing, inside the caller's transaction (Translate, an XLIFF
 * import): refused when the language has one already (two staff members pressing Translate at once:
 * the (translation_key, locale) index keeps one, the other reads why), when its sections do not fit,
 * its slug is taken in the language or it places an image not ready; else the new row of the group,
 * keeping a site page's key, its links led to the language's published pages (contentInLanguage),
 * with its revision and audit entry.
 */
export async function insertTranslation(trx: Kysely<Database>, translation: NewTranslation, actor: Actor, now: Date): Promise<Page> {
  const { source, language } = translation;
  await ensureNoTranslation(trx, source.translationKey, language);
  const collection = writableCollection(source.collection);
  ensureSectionsFit(translation.input, Boolean(source.systemKey), collection);
  await ensureSlugFree(trx, translation.input.slug, language.tag, source.systemKey ? null : source.collection);
  const input = { ...translation.input, content: await contentInLanguage(trx, translation.input.content, language.tag) };
  // A collection item's translation is an item of the same collection, its fields copied (decision 039).
  const { columns, fields } = await withPlacedImages(trx, pageColumns(input, actor, now), fieldsToWrite(collection, input.fields ?? {}, {}, { publishing: false, now }) ?? "{}");
  const row = await trx
    .insertInto("pages")
    .values({
      id: randomUUID(),
      ...columns,
      locale: language.tag,
      translation_key: source.translationKey,
      source_version: translation.sourceVersion,
      system_key: source.systemKey,
      collection: source.collection,
      fields,
      created_at: now.toISOString(),
      version: 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // An XLIFF import may bring a translation in published: the publishing gate decides (decision 048).
  await ensureMayPublish(trx, actor, row);
  await writeRevision(trx, row, actor, now);
  // A draft, so nothing is indexed; kept for the rule that every write to pages tells the index.
  await syncPageSearch(trx, [row.id]);
  const summary = `Started the ${language.native_name} translation of ${pageLabel(source)}${translation.detail ?? ""}, a draft at /${row.slug}`;
  await recordPageAudit(trx, actor, "page.create", row, summary, now);
  return row;
}

/** The source's fields (or the caller's), checked by the editor's own schema, as a draft. */
function translationInput(source: PageRecord, content: TranslationContent | undefined): PageInput {
  const parsed = PageInput.safeParse({
    title: content?.title ?? source.title,
    slug: content?.slug ?? source.slug,
    metaDescription: content?.metaDescription ?? source.metaDescription,
    content: content?.content ?? source.content,
    isPublished: false,
    // A canonical address names the source's own page; a translation is its own page for search engines (hreflang links them).
    seo: { noindex: source.seo.noindex, canonicalUrl: "", socialImage: source.seo.socialImage },
    // An item's fields go along (its topics and author are shared keys); the date it shows is set when the translation is first published.
    ...(source.collection ? { fields: { ...source.fields, publishedAt: "" } } : {}),
  });
  if (!parsed.success) throw new PageError(parsed.error.issues[0]?.message ?? "The translation could not be read.", 400);
  return parsed.data;
}

async function ensureNoTranslation(database: Kysely<Database>, translationKey: string, language: { tag: string; native_name: string }): Promise<void> {
  const existing = await database
    .selectFrom("pages")
    .select("id")
    .where("translation_key", "=", translationKey)
    .where("locale", "=", language.tag)
    .executeTakeFirst();
  if (existing) throw new PageError(translationExistsMessage(language.native_name), 409);
}

/** `slug` when no page (or item of the same collection) of the language has it, else the first free of `<slug>-2`, `<slug>-3`, … */
async function freeSlug(database: Kysely<Database>, slug: string, locale: string, collection: string | null): Promise<string> {
  const taken = new Set((await database.selectFrom("pages").select("slug").where("locale", "=", locale).where(rowsOf(collection)).execute()).map((row) => row.slug));
  if (!taken.has(slug)) return slug;
  const stem = slug.slice(0, MAX_SLUG_LENGTH - "-9999".length);
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}
