import { baseLocale, locales } from "#app/paraglide/runtime.js";

/** A language the site's own words are written in (messages/{locale}.json, compiled by npm run messages). */
export type CatalogLocale = (typeof locales)[number];

const CATALOGS: ReadonlySet<string> = new Set(locales);

/**
 * The catalog a page in `tag` reads its own words from (docs/decisions/037-locale-model.md): its own,
 * else its base language's ("de-AT" reads German), else English, so a language an Admin adds before
 * it has a catalog still shows every label.
 */
export function catalogLocale(tag: string): CatalogLocale {
  if (CATALOGS.has(tag)) return tag as CatalogLocale;
  const base = tag.split("-")[0] ?? "";
  return CATALOGS.has(base) ? (base as CatalogLocale) : baseLocale;
}
