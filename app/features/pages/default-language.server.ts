import type { Kysely } from "kysely";
import { mapLinks } from "#app/content/translations/seed-translation.ts";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { LanguageError, listLanguages, type MoveAddresses } from "#app/features/languages/languages.server.ts";
import { addressBook, type AddressBook } from "#app/features/languages/public-address.ts";
import { redirectsForMovedAddresses, RedirectError } from "#app/features/redirects/redirects.server.ts";
import { moveDefaultSettings } from "#app/features/site-settings/site-settings.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { parseContentForRead } from "./cms/content-parse.ts";
import { mapPageLinks, relinkedHref } from "./cms/page-links.server.ts";
import { writeRevision } from "./cms/page-rows.server.ts";
import { listPublishedPageAddresses } from "./cms/pages.server.ts";
import { pagePublicPath, type PageAddressFields } from "./page-address.ts";
import { syncPageSearch } from "./search/page-search-index.server.ts";
import { SITE_PAGES } from "./site-pages/site-pages.ts";

/** A published page's address before and after the default language changes; `takenOver` when another page answers at `from` afterwards. */
export interface AddressMove {
  from: string;
  to: string;
  locale: string;
  takenOver: boolean;
}

/**
 * Every published address that changes when the address book does (docs/decisions/037): the old
 * default's pages move under its prefix, the new default's out of theirs. An old address another
 * page answers at afterwards ("/services", now the new default's services page) is taken over, not
 * redirected. The new default's first (what visitors of the old addresses are sent on to), each
 * language's in path order, for the confirmation to list.
 */
function addressMoves(pages: readonly PageAddressFields[], before: AddressBook, after: AddressBook): AddressMove[] {
  const paths = pages.map((page) => ({ locale: page.locale, from: pagePublicPath(page, before), to: pagePublicPath(page, after) }));
  const servedAfter = new Set(paths.map((path) => path.to));
  return paths
    .flatMap(({ locale, from, to }) => (from !== null && to !== null && from !== to ? [{ from, to, locale, takenOver: servedAfter.has(from) }] : []))
    .sort((a, b) => Number(b.locale === after.defaultTag) - Number(a.locale === after.defaultTag) || a.locale.localeCompare(b.locale) || a.from.localeCompare(b.from));
}

/** The address book as it would be with `tag` the default: what the Languages screen's confirmation shows moving. */
export async function previewDefaultLanguage(tag: string, database: Kysely<Database> = db()): Promise<AddressMove[]> {
  const languages = await listLanguages(database);
  if (!languages.some((language) => language.tag === tag && language.enabled && !language.isDefault)) return [];
  const after = addressBook(languages.map((language) => ({ ...language, isDefault: language.tag === tag })));
  return addressMoves(await listPublishedPageAddresses(database), addressBook(languages), after);
}

/**
 * makeDefaultLanguage's part for the pages (its `moveAddresses`): refuses a new default without every
 * site page published (its pages take over the fixed routes), writes a 301 from every address that
 * moves and no other page takes over, and points the links of the pages, the header and the footer
 * at where their pages now are (an English page's "/services" is "/en/services" from now on: the
 * old address shows the German page). In the switch's transaction: all of it happens, or none.
 */
export const movePublicAddresses: MoveAddresses = async (trx, { before, after, actor }, now) => {
  await refuseMissingSitePages(trx, after.defaultTag);
  const moves = addressMoves(await listPublishedPageAddresses(trx), before, after);
  try {
    await redirectsForMovedAddresses(trx, moves, now);
  } catch (error) {
    if (error instanceof RedirectError) throw new LanguageError(`The redirects for the moved addresses could not be written: ${error.message}`, 409);
    throw error;
  }
  const moved = new Map(moves.map((move) => [move.from, move.to]));
  await relinkPages(trx, moved, actor, now);
  await moveDefaultSettings(trx, { from: before.defaultTag, to: after.defaultTag }, (settings) => mapLinks(settings, (href) => relinkedHref(href, moved)), now);
  return moves.length;
};

/**
 * Points every page's links to a moved page at its new address: the link fields of its sections and
 * the links in its rich text (mapPageLinks). Each page changed is saved as a new version with a
 * revision, so an editor who had it open is told to reload rather than saving the old links back.
 */
async function relinkPages(trx: Kysely<Database>, moved: ReadonlyMap<string, string>, actor: Actor, now: Date): Promise<void> {
  if (moved.size === 0) return;
  const pages = await trx.selectFrom("pages").select(["id", "content"]).execute();
  const relinked: string[] = [];
  for (const page of pages) {
    const content = parseContentForRead(page.content);
    const before = JSON.stringify(content);
    const after = JSON.stringify(mapPageLinks(content, (href) => relinkedHref(href, moved)));
    if (after === before) continue;
    const row = await trx
      .updateTable("pages")
      .set({ content: after, updated_at: now.toISOString(), version: (eb) => eb("version", "+", 1) })
      .where("id", "=", page.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeRevision(trx, row, actor, now);
    relinked.push(row.id);
  }
  // Links are no words, so the index keeps its text and learns the pages' new versions.
  await syncPageSearch(trx, relinked);
}

async function refuseMissingSitePages(trx: Kysely<Database>, tag: string): Promise<void> {
  const published = new Set(
    (await trx.selectFrom("pages").select("system_key").where("locale", "=", tag).where("system_key", "is not", null).where("is_published", "=", true).execute()).map((row) => row.system_key),
  );
  const missing = SITE_PAGES.filter((page) => !published.has(page.key));
  if (missing.length === 0) return;
  const language = (await listLanguages(trx)).find((candidate) => candidate.tag === tag);
  throw new LanguageError(
    `Publish the ${language?.englishName ?? tag} translation of every website page first: the default language's pages are served at the site's own addresses. Missing or not published: ${missing.map((page) => page.path).join(", ")}.`,
    409,
  );
}
