import type { Kysely } from "kysely";
import { mapLinks } from "#app/content/translations/seed-translation.ts";
import { db } from "#app/db/client.server.ts";
import { likePattern, lowerLike } from "#app/db/like.ts";
import type { Database } from "#app/db/schema.ts";
import { collectionOf } from "#app/features/collections/collections.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBookOfEveryLanguage, languageOrDefault, type AddressBook } from "#app/features/languages/public-address.ts";
import { footerQuickLinks, type SiteLink, type SiteSettings } from "#app/features/site-settings/schema.ts";
import { pageLinkHref, readPageLink } from "#app/lib/page-link.ts";
import { pagePublicPath } from "../page-address.ts";
import { LINK_TARGETS_PARAMS, type LinkTarget, type LinkTargetsAnswer, type LinkTargetState } from "#app/components/admin/fields/link-targets.ts";

/**
 * Links to pages (docs/decisions/041-links-to-pages.md): a link field stores "page:{translation
 * key}", and every render writes it out as where that page is now, in the language of the content
 * it sits in. Nothing is rewritten when a slug changes; the change empties the page cache
 * (changeContent), so no cached page keeps the old address.
 */

interface GroupRow {
  id: string;
  key: string;
  title: string;
  locale: string;
  slug: string;
  systemKey: string | null;
  collection: string | null;
  isPublished: boolean;
}

async function groupRows(keys: readonly string[], database: Kysely<Database>): Promise<Map<string, GroupRow[]>> {
  const groups = new Map<string, GroupRow[]>();
  if (keys.length === 0) return groups;
  const rows = await database
    .selectFrom("pages")
    .select(["id", "translation_key", "title", "locale", "slug", "system_key", "collection", "is_published"])
    // A row written before translation groups (migration 0023) is a group of its own, named by its id.
    .where((eb) => eb.or([eb("translation_key", "in", [...keys]), eb.and([eb("translation_key", "is", null), eb("id", "in", [...keys])])]))
    .execute();
  for (const row of rows) {
    const key = row.translation_key ?? row.id;
    const group = groups.get(key) ?? [];
    group.push({ id: row.id, key, title: row.title, locale: row.locale, slug: row.slug, systemKey: row.system_key, collection: row.collection, isPublished: row.is_published });
    groups.set(key, group);
  }
  return groups;
}

/**
 * The page a link in `locale` leads to: the group's published translation in that language, else
 * its published page in the default language (a link is better than a missing one while a
 * translation is on its way); none when neither is published (the link is left out).
 */
function linkedRow(group: readonly GroupRow[], locale: string, book: AddressBook): GroupRow | undefined {
  const published = group.filter((row) => row.isPublished && pagePublicPath(row, book) !== null);
  return published.find((row) => row.locale === locale) ?? published.find((row) => row.locale === book.defaultTag);
}

/** Every link to a page in `value` (a page's content, the settings' link lists) as its public path now; "" where the page is not published. */
export async function resolvePageLinks<T>(value: T, locale: string, book: AddressBook, database: Kysely<Database> = db()): Promise<T> {
  const keys = new Set<string>();
  mapLinks(value, (href) => {
    const link = readPageLink(href);
    if (link) keys.add(link.key);
    return href;
  });
  if (keys.size === 0) return value;
  const groups = await groupRows([...keys], database);
  return mapLinks(value, (href) => {
    const link = readPageLink(href);
    if (!link) return href;
    const row = linkedRow(groups.get(link.key) ?? [], locale, book);
    const path = row ? pagePublicPath(row, book) : null;
    return path === null ? "" : `${path}${link.anchor ? `#${link.anchor}` : ""}`;
  });
}

const LINK_LISTS = ["headerLinks", "quickLinks", "serviceLinks", "legalLinks"] as const;

/**
 * The settings as a public page in `locale` shows them: links to pages at their addresses (a link
 * whose page is not published is left out of its list), and the Quick Links the header's while
 * they follow it.
 */
export async function publicSiteSettings(settings: SiteSettings, locale: string, book: AddressBook, database: Kysely<Database> = db()): Promise<SiteSettings> {
  const resolved = await resolvePageLinks(settings, locale, book, database);
  const shown = (links: SiteLink[]) => links.filter((link) => link.href !== "");
  const lists = Object.fromEntries(LINK_LISTS.map((key) => [key, shown(resolved[key])])) as Pick<SiteSettings, (typeof LINK_LISTS)[number]>;
  return { ...resolved, ...lists, quickLinks: footerQuickLinks({ ...resolved, ...lists }) };
}

function kindOf(row: Pick<GroupRow, "systemKey" | "collection">): string {
  if (row.systemKey) return "Website page";
  const collection = collectionOf(row.collection);
  return collection ? collection.itemLabel("en").replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()) : "Page";
}

/** Whether a link in the language of `own` reaches a visitor: its page there, the default language's instead, or nothing yet. */
function stateOf(group: readonly GroupRow[], own: GroupRow | undefined, linked: GroupRow | undefined): LinkTargetState {
  if (own?.isPublished) return "published";
  if (linked) return "elsewhere";
  return group.length > 0 ? "draft" : "missing";
}

function target(row: GroupRow, state: LinkTargetState, book: AddressBook): LinkTarget {
  return { key: row.key, title: row.title, path: pagePublicPath(row, book) ?? "", kind: kindOf(row), state };
}

const PICKER_SIZE = 20;

/**
 * What the link field offers to pick (the admin's link-targets route): the pages, site pages and
 * collection items in the language being edited whose title or address contains `query`, site
 * pages first, then pages, then items, each by title.
 */
async function listLinkTargets({ locale, query }: { locale: string; query: string }, book: AddressBook, database: Kysely<Database> = db()): Promise<LinkTarget[]> {
  const pattern = likePattern(query);
  const rows = await database
    .selectFrom("pages")
    .select(["id", "translation_key", "title", "locale", "slug", "system_key", "collection", "is_published"])
    .where("locale", "=", locale)
    .$if(pattern !== undefined, (select) => select.where((eb) => eb.or([lowerLike("title", pattern!), lowerLike("slug", pattern!)])))
    .orderBy((eb) => eb.case().when("system_key", "is not", null).then(0).when("collection", "is", null).then(1).else(2).end())
    .orderBy("title")
    .limit(PICKER_SIZE)
    .execute();
  return rows.map((row) => {
    const page: GroupRow = { id: row.id, key: row.translation_key ?? row.id, title: row.title, locale: row.locale, slug: row.slug, systemKey: row.system_key, collection: row.collection, isPublished: row.is_published };
    return target(page, page.isPublished ? "published" : "draft", book);
  });
}

/**
 * What the link fields holding these references show: each page's title and address in `locale`,
 * and whether a visitor can follow the link (a draft, a page only in the default language, a
 * deleted page each get their warning in the field).
 */
export async function describeLinkTargets(keys: readonly string[], locale: string, book: AddressBook, database: Kysely<Database> = db()): Promise<LinkTarget[]> {
  const groups = await groupRows(keys, database);
  return keys.map((key) => {
    const group = groups.get(key) ?? [];
    const own = group.find((row) => row.locale === locale);
    const linked = linkedRow(group, locale, book);
    const shown = own ?? linked ?? group.find((row) => row.locale === book.defaultTag) ?? group[0];
    return shown ? target(shown, stateOf(group, own, linked), book) : { key, title: "", path: "", kind: "Page", state: "missing" };
  });
}

const MAX_DESCRIBED = 50;
const MAX_QUERY = 100;

/**
 * The link field's request (?q=, ?key=, ?lang=) answered: a language the site does not have reads as
 * the default, a key that is no reference and a query past its length are dropped, never an error.
 */
export async function answerLinkTargets(params: URLSearchParams, database: Kysely<Database> = db()): Promise<LinkTargetsAnswer> {
  const book = addressBookOfEveryLanguage(await listLanguages(database));
  const locale = languageOrDefault(params.get(LINK_TARGETS_PARAMS.language), book);
  const keys = [...new Set(params.getAll(LINK_TARGETS_PARAMS.key).flatMap((key) => readPageLink(pageLinkHref({ key, anchor: "" }))?.key ?? []))].slice(0, MAX_DESCRIBED);
  const query = (params.get(LINK_TARGETS_PARAMS.query) ?? "").slice(0, MAX_QUERY);
  const [targets, described] = await Promise.all([listLinkTargets({ locale, query }, book, database), describeLinkTargets(keys, locale, book, database)]);
  return { targets, described };
}
