import { languageDirection, languagePath, readAddress, type AddressBook } from "#app/features/languages/public-address.ts";
import { catalogLocale, type CatalogLocale } from "#app/lib/i18n.ts";
import { SEARCH_PATH } from "#app/lib/site-search-address.ts";
import { pagePublicPath } from "./page-address.ts";
import { getSitePage, publishedHomeLanguages } from "./site-pages/site-pages.server.ts";

/** What the header and footer of a public page need to know about its language. */
export interface PublicFrame {
  lang: string;
  dir: "ltr" | "rtl";
  /** The catalog the site's own words come from (lib/i18n.ts). */
  catalog: CatalogLocale;
  /** The language's home page and contact page ("/de", "/de/kontakt"). */
  home: string;
  contact: string;
  /** The language's search page ("/de/search"), where the header's search form sends its words. */
  search: string;
  /** Every served language's home page, for the switcher (the page's own translations are in its loader data). */
  languages: ReadonlyArray<{ tag: string; nativeName: string; home: string }>;
}

/** The language a public path speaks and its home page ("de", "/de"), known without the database. */
export function publicLanguage(pathname: string, book: AddressBook): { lang: string; home: string } {
  const { tag } = readAddress(pathname, book);
  return { lang: tag, home: languagePath(tag, "/", book) ?? "/" };
}

/**
 * The frame of a public page at `pathname`: its language, where its header links lead, the other
 * languages. `spoken` is the language of a page whose address names none (frameLanguageContext): it
 * is framed in that language and offers no switcher, as its address has no twin in another language.
 */
export async function publicFrame(pathname: string, book: AddressBook, spoken: string | null = null): Promise<PublicFrame> {
  const { lang: tag, home } = spoken ? { lang: spoken, home: languagePath(spoken, "/", book) ?? "/" } : publicLanguage(pathname, book);
  const [contactPage, homes] = await Promise.all([getSitePage("contact", { locale: tag }), publishedHomeLanguages()]);
  const contact = (contactPage?.isPublished ? pagePublicPath(contactPage, book) : null) ?? "/contact";
  // A language is offered where its home page is published (the default language's always answers, from
  // its seed if need be), so no switcher link leads to a 404.
  const languages = (spoken ? [] : (book.served ?? [])).flatMap((language) => {
    const path = languagePath(language.tag, "/", book);
    const served = language.tag === book.defaultTag || homes.has(language.tag);
    return path === null || !served ? [] : [{ ...language, home: path }];
  });
  // A page framed in a language switched off (a preview link) searches the default language's pages.
  const search = languagePath(tag, SEARCH_PATH, book) ?? SEARCH_PATH;
  return { lang: tag, dir: languageDirection(tag, book), catalog: catalogLocale(tag), home, contact, search, languages };
}
