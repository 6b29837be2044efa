import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBookOfEveryLanguage } from "#app/features/languages/public-address.ts";
import type { PageContent } from "../cms/content.ts";
import { mapPageLinks, relinkedHref } from "../cms/page-links.server.ts";
import { pagePublicPath } from "../page-address.ts";

/**
 * A new translation's content with its links pointed at the language's own pages, as the shipped
 * translations are seeded (docs/decisions/037-locale-model.md): a link to a default-language page that
 * has a published translation in `tag`, in a link field or in rich text, leads to that translation
 * ("/services#team" → "/de/leistungen#team"). A link to a page not yet published there stays as it
 * is: it leads to a page that answers, where a draft's address would be a 404 until someone publishes it.
 */
export async function contentInLanguage(trx: Kysely<Database>, content: PageContent, tag: string): Promise<PageContent> {
  const relink = await relinkInLanguage(trx, tag);
  return relink ? mapPageLinks(content, relink) : content;
}

/** A default-language page's address as its published translation's in `tag` (contentInLanguage's rule for one link); null when `tag` has none. */
export async function relinkInLanguage(trx: Kysely<Database>, tag: string): Promise<((href: string) => string) | null> {
  const addresses = await translatedAddresses(trx, tag);
  return addresses.size === 0 ? null : (href) => relinkedHref(href, addresses);
}

/** Each default-language page's address → its published translation's in `tag`. */
async function translatedAddresses(trx: Kysely<Database>, tag: string): Promise<Map<string, string>> {
  const languages = await listLanguages(trx);
  const book = addressBookOfEveryLanguage(languages);
  if (tag === book.defaultTag) return new Map();
  const rows = await trx
    .selectFrom("pages as translation")
    .innerJoin("pages as source", "source.translation_key", "translation.translation_key")
    .select(["source.slug as sourceSlug", "source.system_key as systemKey", "source.collection as collection", "translation.slug as slug"])
    .where("translation.locale", "=", tag)
    .where("translation.is_published", "=", true)
    .where("source.locale", "=", book.defaultTag)
    .execute();
  const addresses = new Map<string, string>();
  for (const row of rows) {
    const from = pagePublicPath({ locale: book.defaultTag, slug: row.sourceSlug, systemKey: row.systemKey, collection: row.collection }, book);
    const to = pagePublicPath({ locale: tag, slug: row.slug, systemKey: row.systemKey, collection: row.collection }, book);
    if (from !== null && to !== null) addresses.set(from, to);
  }
  return addresses;
}
