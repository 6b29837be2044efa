import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { CASE_STUDIES_LIST_ID, HOME_LATEST_INSIGHTS_ID, sitePageSeed, type SitePageSeed } from "#app/content/site-page-seeds.ts";
import { mapLinks, translateSeed, withLanguageImages, type SeedTranslation } from "#app/content/translations/seed-translation.ts";
import { SEED_LANGUAGE, SHIPPED_TRANSLATIONS } from "#app/content/translations/shipped-translations.ts";
import { db } from "#app/db/client.server.ts";
import { caseStudyFieldsOf } from "#app/db/migrations/case-study-fields.ts";
import { moveAsideClashingPages } from "#app/db/migrations/move-aside-pages.ts";
import type { Database } from "#app/db/schema.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import { translatedPart } from "#app/features/site-settings/schema.ts";
import { ensureSettingsTranslation, seedSettings } from "#app/features/site-settings/site-settings.server.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { writeRevision } from "../cms/page-rows.server.ts";
import { syncPageSearch } from "../search/page-search-index.server.ts";
import { SITE_PAGES, sitePageByKey, sitePageByPath, sitePageCollection, sitePageTranslationKey, type SitePage, type SitePageKey } from "./site-pages.ts";

// Apart from site-pages.server.ts, whose reads render pictures (React components): `npm run db:migrate`
// runs this under plain Node, which loads .ts but not .tsx.

interface SeedRow {
  locale: string;
  slug: string;
  seed: SitePageSeed;
  isPublished: boolean;
  sourceVersion: number | null;
  /** A case study's collection fields (read from its seed as migration 0027 reads an existing page), else none. */
  fields?: Record<string, unknown>;
}

/** A language as the seeding needs it (a site_languages row). */
interface SeedLanguage {
  tag: string;
  url_prefix: string;
  is_default: boolean;
}

/**
 * What a site page holds when seeded in a language, or what Reset to default brings back there: the
 * English seed, or its shipped translation, with links pointed at that language's addresses. The
 * default language takes the English seed when it has no translation (staff translate it in place);
 * any other language without one has none: its pages come from translating, never English under its
 * address.
 */
export function sitePageSeedIn(key: SitePageKey, language: SeedLanguage): { slug: string; seed: SitePageSeed } | null {
  const english = sitePageSeed(key);
  const page = sitePageByKey(key);
  if (!english || !page) return null;
  const translation = SHIPPED_TRANSLATIONS.get(language.tag);
  if (!translation && language.tag !== SEED_LANGUAGE && !language.is_default) return null;
  const seed = translation ? translateSeed(english, translation) : english;
  // The default language's site pages are served at their fixed paths, which the seed's links already name.
  if (language.is_default) return { slug: page.slug, seed };
  return { slug: translatedSlug(page, translation), seed: mapLinks(seed, (href) => localizedLink(href, language.url_prefix, translation)) };
}

/**
 * Adds every site page the database does not hold yet in the default language, with its seeded
 * content, published. Runs at every start (after the migrations), so a fresh install, an upgraded one
 * and a version that adds a site page all end up with each page exactly once; a page staff have
 * edited is never touched.
 */
export async function ensureSitePages(database: Kysely<Database> = db(), now = new Date()): Promise<SitePageKey[]> {
  const language = await database.selectFrom("site_languages").select(["tag", "url_prefix", "is_default"]).where("is_default", "=", true).executeTakeFirst();
  const added: SitePageKey[] = [];
  for (const page of SITE_PAGES) {
    const seeded = sitePageSeedIn(page.key, language ?? { tag: SEED_LANGUAGE, url_prefix: SEED_LANGUAGE, is_default: true });
    if (!seeded) continue;
    const seedLanguage = language ?? { tag: SEED_LANGUAGE, url_prefix: SEED_LANGUAGE, is_default: true };
    const row = { locale: seedLanguage.tag, ...seeded, isPublished: true, sourceVersion: null, fields: seededItemFields(page, seeded, seedLanguage, now) };
    if (await insertSitePage(database, page, row, now)) added.push(page.key);
  }
  return added;
}

/**
 * Adds the shipped translations (German, Traditional Chinese for Hong Kong …) of the site pages for
 * every other language the site has that lacks them. They are published when the default language's
 * page is still as seeded, so a fresh install serves them at once; on a site whose pages were edited
 * since, they start as drafts (and show as outdated), so no visitor reads a translation of words the
 * page no longer has. The language's header and footer come with them. Returns what was added, as
 * "de:services" and "de:settings".
 */
export async function ensureSitePageTranslations(database: Kysely<Database> = db(), now = new Date()): Promise<string[]> {
  const languages = await database.selectFrom("site_languages").select(["tag", "url_prefix", "is_default"]).where("is_default", "=", false).execute();
  const sources = new Map(
    (await database.selectFrom("pages").select(["system_key", "version"]).where("locale", "=", await defaultLanguageTag(database)).where("system_key", "is not", null).execute()).map((row) => [
      row.system_key,
      row.version,
    ]),
  );
  const added: string[] = [];
  for (const language of languages) {
    const translation = SHIPPED_TRANSLATIONS.get(language.tag);
    // The header and footer come along: their texts and links in the language, pointed at its pages.
    if (translation) {
      const frame = mapLinks(translateSeed(translatedPart(seedSettings()), translation), (href) => localizedLink(href, language.url_prefix, translation));
      if (await ensureSettingsTranslation(language.tag, frame, database, now)) added.push(`${language.tag}:settings`);
    }
    for (const page of SITE_PAGES) {
      const seeded = sitePageSeedIn(page.key, language);
      const sourceVersion = sources.get(page.key);
      if (!seeded || sourceVersion === undefined) continue;
      const row = { locale: language.tag, ...seeded, isPublished: sourceVersion === 1, sourceVersion: 1, fields: seededItemFields(page, seeded, language, now) };
      if (await insertSitePage(database, page, row, now)) added.push(`${language.tag}:${page.key}`);
    }
  }
  return added;
}

/**
 * Gives the site pages a shipped translation seeded before that language had illustrations of its
 * own (public/images/{prefix}/, 27 November) the language's copies, as a fresh install and Reset to
 * default now show them. Only a page nobody has touched since the seeding wrote it is changed: still
 * at version 1 (every change since, a save, restore, import, schedule or Reset to default, counts one
 * up), with no author and a first revision that names no one (Translate and an import name who made
 * it), so everything it holds is the seed's and no staff choice is overwritten; and only a
 * translation, not the default language's page. Each page changed becomes a new version with a revision, so an editor who had it open is told
 * to reload. Runs at every start; returns what it changed, as "de:home".
 */
export async function ensureShippedIllustrations(database: Kysely<Database> = db(), now = new Date()): Promise<string[]> {
  const pages = await database
    .selectFrom("pages")
    .select(["id", "locale", "system_key", "content"])
    .where("system_key", "is not", null)
    .where("locale", "in", [...SHIPPED_TRANSLATIONS.keys()])
    // A new version of the default language's page would mark its translations outdated for a picture.
    .where("locale", "!=", await defaultLanguageTag(database))
    .where("version", "=", 1)
    .where("author_id", "is", null)
    // Written by the seeding, not by someone since deleted (whose pages lose their author): its one revision names no one.
    .where(({ exists, selectFrom }) => exists(selectFrom("page_revisions").select("page_revisions.id").whereRef("page_revisions.page_id", "=", "pages.id").where("page_revisions.version", "=", 1).where("page_revisions.saved_by_email", "is", null)))
    .execute();
  const changed: string[] = [];
  for (const page of pages) {
    const content = withLanguageImages(page.content, SHIPPED_TRANSLATIONS.get(page.locale)!);
    if (JSON.stringify(content) === JSON.stringify(page.content)) continue;
    const written = await writeSeededVersion(database, { id: page.id, version: 1 }, content, now);
    if (written) changed.push(`${page.locale}:${page.system_key}`);
  }
  return changed;
}

/**
 * The Collection Lists a seeding step added to pages an existing install already has (issue R), each
 * by its seeded section's id and where it goes: the home page's latest Insights before its closing
 * call to action (at the end of a page that has none last), the Case Studies page's list in place of
 * its hand-made cards (a page without them is left alone).
 */
type Sections = ReadonlyArray<{ type: string }>;
const SEEDED_LISTS: ReadonlyArray<{ key: SitePageKey; id: string; place: (sections: Sections, list: { type: string }) => Sections | null }> = [
  {
    key: "home",
    id: HOME_LATEST_INSIGHTS_ID,
    place: (sections, list) => {
      const at = sections.at(-1)?.type === "cta" ? sections.length - 1 : sections.length;
      return [...sections.slice(0, at), list, ...sections.slice(at)];
    },
  },
  {
    key: "case-studies",
    id: CASE_STUDIES_LIST_ID,
    place: (sections, list) => {
      const at = sections.findIndex((section) => section.type === "case-study-cards");
      return at < 0 ? null : [...sections.slice(0, at), list, ...sections.slice(at + 1)];
    },
  },
];

/**
 * Gives the site pages the Collection Lists the seeding added since an install was seeded (the home
 * page's latest Insights, the Case Studies page's list): see ensureSeededList. Runs at every start
 * and in db:migrate; returns what it changed, as "de:home" and "en:case-studies".
 */
export async function ensureSeededCollectionLists(database: Kysely<Database> = db(), now = new Date()): Promise<string[]> {
  const changed: string[] = [];
  for (const list of SEEDED_LISTS) changed.push(...(await ensureSeededList(database, list, now)));
  return changed;
}

/**
 * Gives a site page its seeded Collection List in every language whose page nobody has changed: no
 * author, and no revision saved by a person (the seeding's and the illustrations' revisions name no
 * one), and no Collection List yet. The list goes where `place` puts it, in the page's language (the
 * seed's words), as a new version with a revision; a translation that was in step with the default
 * language's page stays in step with its new version.
 */
async function ensureSeededList(database: Kysely<Database>, seeded: (typeof SEEDED_LISTS)[number], now: Date): Promise<string[]> {
  const defaultTag = await defaultLanguageTag(database);
  const languages = await database.selectFrom("site_languages").select(["tag", "url_prefix", "is_default"]).execute();
  const pages = await database
    .selectFrom("pages")
    .select(["id", "locale", "content", "version", "source_version"])
    .where("system_key", "=", seeded.key)
    .where("author_id", "is", null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("page_revisions").select("page_revisions.id").whereRef("page_revisions.page_id", "=", "pages.id").where((eb) => eb.or([eb("saved_by_id", "is not", null), eb("saved_by_email", "is not", null)])))),
    )
    .execute();
  // The default language's page first: its translations follow its new version.
  pages.sort((a, b) => Number(b.locale === defaultTag) - Number(a.locale === defaultTag));
  const changed: string[] = [];
  let movedSource: { from: number; to: number } | null = null;
  for (const page of pages) {
    const sections = sectionsOf(page.content);
    const language = languages.find((candidate) => candidate.tag === page.locale);
    const list = language && sitePageSeedIn(seeded.key, language)?.seed.sections.find((section) => section.id === seeded.id);
    if (!sections || !list || sections.some((section) => section.type === list.type)) continue;
    const placed = seeded.place(sections, list);
    if (!placed) continue;
    const content = { sections: placed.map((section, order) => ({ ...section, order })) };
    const moved: { from: number; to: number } | null = movedSource;
    // A translation in step with the default language's page before follows it to its new version.
    const source: number | null = page.locale !== defaultTag && moved !== null && page.source_version === moved.from ? moved.to : null;
    const written = await writeSeededVersion(database, page, content, now, source);
    if (!written) continue;
    if (page.locale === defaultTag) movedSource = { from: page.version, to: written.version };
    changed.push(`${page.locale}:${seeded.key}`);
  }
  return changed;
}

/**
 * Writes what a seeding step brings (new illustrations, a seeded Collection List) to a page nobody has
 * changed, as its next version with a revision that names no one, and the search index in step (the
 * same words at a new version are noted, or the page would be hidden). Undefined when the page moved
 * on since it was read (a save, another instance starting at the same moment): it is left alone.
 */
async function writeSeededVersion(database: Kysely<Database>, page: { id: string; version: number }, content: unknown, now: Date, sourceVersion: number | null = null) {
  return changeContent(database, async (trx) => {
    const row = await trx
      .updateTable("pages")
      .set({ content: JSON.stringify(content), updated_at: now.toISOString(), version: page.version + 1, ...(sourceVersion !== null ? { source_version: sourceVersion } : {}) })
      .where("id", "=", page.id)
      .where("version", "=", page.version)
      .where("author_id", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (row) {
      await writeRevision(trx, row, null, now);
      await syncPageSearch(trx, [row.id]);
    }
    return row;
  });
}

/** A stored page's sections, or null for a page written as HTML (or content this version cannot read). */
function sectionsOf(content: unknown): Array<{ type: string }> | null {
  const parsed = typeof content === "string" ? (JSON.parse(content) as unknown) : content;
  const sections = parsed && typeof parsed === "object" && "sections" in parsed ? (parsed as { sections: unknown }).sections : null;
  return Array.isArray(sections) ? (sections as Array<{ type: string }>) : null;
}

/** Writes one site page in one language unless it is there; true when this call wrote it. */
async function insertSitePage(database: Kysely<Database>, page: SitePage, row: SeedRow, now: Date): Promise<boolean> {
  const exists = await database.selectFrom("pages").select("id").where("system_key", "=", page.key).where("locale", "=", row.locale).executeTakeFirst();
  if (exists) return false;
  const inserted = await changeContent(database, async (trx) => {
    // A page staff made on the slug (possible only for a site page a later version adds, if no
    // migration moved it aside first) moves aside as 0011 and 0015 move such pages, rather than
    // leaving the site page unseeded.
    const moved = row.sourceVersion === null ? await moveAsideClashingPages(trx, [row.slug], now) : [];
    const written = await trx
      .insertInto("pages")
      .values({
        id: randomUUID(),
        system_key: page.key,
        locale: row.locale,
        translation_key: sitePageTranslationKey(page.key),
        source_version: row.sourceVersion,
        slug: row.slug,
        title: row.seed.title,
        meta_description: row.seed.metaDescription,
        content: JSON.stringify({ sections: row.seed.sections }),
        is_published: row.isPublished,
        author_id: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        version: 1,
        collection: sitePageCollection(page.key),
        fields: JSON.stringify(row.fields ?? {}),
      })
      // Another instance starting at the same moment seeds it once.
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (written) await writeRevision(trx, written, null, now);
    await syncPageSearch(trx, [...moved, ...(written ? [written.id] : [])]);
    return written;
  });
  return Boolean(inserted);
}

/**
 * A seeded case study's collection fields (decision 039): read from its seeded sections and the
 * Case Studies page's card in the same language, as migration 0027 reads a page that already exists,
 * so a fresh install and an upgraded one end in the same state. undefined for a page.
 */
export function seededItemFields(page: SitePage, seeded: { slug: string; seed: SitePageSeed }, language: SeedLanguage, now: Date): Record<string, unknown> | undefined {
  if (!sitePageCollection(page.key)) return undefined;
  const listing = sitePageSeedIn("case-studies", language);
  return caseStudyFieldsOf({
    key: page.key,
    content: { sections: seeded.seed.sections },
    listingContent: listing ? { sections: listing.seed.sections } : undefined,
    paths: [page.path, ...(language.is_default ? [] : [`/${language.url_prefix}/${seeded.slug}`])],
    createdAt: now,
  });
}

function translatedSlug(page: SitePage, translation: SeedTranslation | undefined): string {
  return page.key === "home" || !translation ? page.slug : translation.slugs[page.key];
}

/** A link to a site page ("/contact#form") as the same page's address in a language ("/de/kontakt#form"); other links as they are. */
function localizedLink(href: string, prefix: string, translation: SeedTranslation | undefined): string {
  const [path = "", ...hash] = href.split("#");
  const page = path.startsWith("/") ? sitePageByPath(path) : undefined;
  if (!page) return href;
  const local = page.key === "home" ? `/${prefix}` : `/${prefix}/${translatedSlug(page, translation)}`;
  return [local, ...hash].join("#");
}
