import type { AddressBook } from "#app/features/languages/public-address.ts";
import { textField } from "#app/lib/form.ts";
import { catalogLocale, type CatalogLocale } from "#app/lib/i18n.ts";
import { NEWSLETTER_LANGUAGE_FIELD } from "./newsletter-fields.ts";

/**
 * The language a sign-up was made in: the page's, which the form names (NEWSLETTER_LANGUAGE_FIELD)
 * since every page's form posts to /newsletter. Only a served language counts; anything else, or
 * nothing, is the default language.
 */
export function signUpLanguage(form: FormData, book: AddressBook): { lang: string; catalog: CatalogLocale } {
  const named = textField(form, NEWSLETTER_LANGUAGE_FIELD);
  const served = named === book.defaultTag || book.prefixByTag.has(named);
  const lang = served ? named : book.defaultTag;
  return { lang, catalog: catalogLocale(lang) };
}
