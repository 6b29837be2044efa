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

/**
 * A character limit in a message ("at most 5000 characters"): grouped only from 10 000 on, so
 * English keeps its "5000" where a plain `Intl` would write "5,000".
 */
export function formatLimit(limit: number, catalog: CatalogLocale): string {
  return new Intl.NumberFormat(catalog, { useGrouping: "min2" }).format(limit);
}

/**
 * A duration in whole units ("5 minutes", "1 Minute", "7 日"): `Intl` knows each language's plural,
 * so the catalogs need no plural variants.
 */
export function formatDuration(amount: number, unit: "minute" | "day", catalog: CatalogLocale): string {
  return new Intl.NumberFormat(catalog, { style: "unit", unit, unitDisplay: "long" }).format(amount);
}

/**
 * A message's text before and after a slot filled with markup (a `<time>`, a link), wherever the
 * language puts it: `render` is the message called with the slot's placeholder.
 */
export function textAroundSlot(render: (slot: string) => string): [before: string, after: string] {
  const [before = "", after = ""] = render(SLOT).split(SLOT);
  return [before, after];
}

const SLOT = "\u0000slot\u0000";
