import type { SiteLanguage } from "./schema.ts";

/**
 * One home for how a public address names its language (docs/decisions/037-locale-model.md): the
 * first segment is an enabled language's prefix ("/de/leistungen", "/de"), or the address belongs to
 * the default language ("/services"). Routing, links, the sitemap, hreflang and the language
 * switcher all go through here, so they cannot disagree.
 */
export interface AddressBook {
  defaultTag: string;
  /** Enabled languages but the default: prefix → tag. */
  tagByPrefix: ReadonlyMap<string, string>;
  /** Enabled languages but the default: tag → prefix. */
  prefixByTag: ReadonlyMap<string, string>;
  /** Right-to-left languages among the enabled ones (`<html dir>`). */
  rightToLeft?: ReadonlySet<string>;
  /** The enabled languages, the default first, as the language switcher names them. */
  served?: ReadonlyArray<{ tag: string; nativeName: string }>;
}

export function addressBook(languages: readonly SiteLanguage[]): AddressBook {
  const prefixed = languages.filter((language) => language.enabled && !language.isDefault);
  const defaultTag = languages.find((language) => language.isDefault)?.tag;
  if (!defaultTag) throw new Error("The site has no default language");
  return {
    defaultTag,
    tagByPrefix: new Map(prefixed.map((language) => [language.urlPrefix, language.tag])),
    prefixByTag: new Map(prefixed.map((language) => [language.tag, language.urlPrefix])),
    rightToLeft: new Set(languages.filter((language) => language.enabled && language.direction === "rtl").map((language) => language.tag)),
    served: languages.filter((language) => language.enabled).map(({ tag, nativeName }) => ({ tag, nativeName })),
  };
}

/**
 * The addresses every language has while it is on: for the admin, which shows where a page of a
 * language switched off will answer, and points a new translation's links there before visitors see it.
 */
export function addressBookOfEveryLanguage(languages: readonly SiteLanguage[]): AddressBook {
  return addressBook(languages.map((language) => ({ ...language, enabled: true })));
}

/** The language of a public path and the path within it ("/de/leistungen" → de, "/leistungen"; "/de" → de, "/"). */
export function readAddress(pathname: string, book: AddressBook): { tag: string; path: string } {
  const [, first = "", ...rest] = pathname.split("/");
  const tag = book.tagByPrefix.get(first);
  if (!tag) return { tag: book.defaultTag, path: pathname };
  return { tag, path: `/${rest.join("/")}` };
}

/** What `<html dir>` says on a page in a language. */
export function languageDirection(tag: string, book: AddressBook): "ltr" | "rtl" {
  return book.rightToLeft?.has(tag) ? "rtl" : "ltr";
}

/** The public path of `path` ("/" for the home page) in a language; null when the language is not served. */
export function languagePath(tag: string, path: string, book: AddressBook): string | null {
  if (tag === book.defaultTag) return path;
  const prefix = book.prefixByTag.get(tag);
  if (prefix === undefined) return null;
  return path === "/" ? `/${prefix}` : `/${prefix}${path}`;
}

/** `tag` when the book has that language, else the default language (a draft's or a form's language, which anyone may edit). */
export function languageOrDefault(tag: string | null, book: AddressBook): string {
  return tag !== null && (tag === book.defaultTag || book.prefixByTag.has(tag)) ? tag : book.defaultTag;
}
