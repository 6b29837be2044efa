import type { MiddlewareFunction } from "react-router";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { frameLanguageContext } from "#app/features/languages/frame-language.ts";
import type { AddressBook } from "#app/features/languages/public-address.ts";
import { textField } from "#app/lib/form.ts";
import { catalogLocale, type CatalogLocale } from "#app/lib/i18n.ts";
import { CONFIRM_PATH, NEWSLETTER_LANGUAGE_FIELD, NEWSLETTER_PATH, UNSUBSCRIBE_PATH } from "./newsletter-fields.ts";
import { linkSubscriberId } from "./newsletter-tokens.server.ts";

/** `named` when it is a language the site serves; otherwise (anything a visitor made up, nothing) the default language. */
function servedLanguage(named: string, book: AddressBook): string {
  return named === book.defaultTag || book.prefixByTag.has(named) ? named : book.defaultTag;
}

/**
 * The language a sign-up was made in: the page's, which the form names (NEWSLETTER_LANGUAGE_FIELD)
 * since every page's form posts to /newsletter. Only a served language counts; anything else, or
 * nothing, is the default language. The subscriber records it (subscribers.locale).
 */
export function signUpLanguage(form: FormData, book: AddressBook): { lang: string; catalog: CatalogLocale } {
  const lang = servedLanguage(textField(form, NEWSLETTER_LANGUAGE_FIELD), book);
  return { lang, catalog: catalogLocale(lang) };
}

/** Where a sign-up without JavaScript lands: /newsletter's "check your inbox", in the sign-up's language. */
export function checkInboxPath(lang: string, book: AddressBook): string {
  const params = new URLSearchParams({ status: "check-inbox" });
  if (lang !== book.defaultTag) params.set(NEWSLETTER_LANGUAGE_FIELD, lang);
  return `${NEWSLETTER_PATH}?${params}`;
}

/**
 * The language a newsletter page at a fixed path speaks, for the root loader's frame: the
 * confirmation and unsubscribe pages speak the language of the subscriber their signed link names
 * (an unusable link names nobody: the default language); /newsletter's "check your inbox" speaks the
 * sign-up's (its `language`, a served one only). Undefined for every other path, which its address
 * decides. Expired links still name their subscriber: the page that says so speaks their language.
 */
export async function newsletterPageLanguage(url: URL, book: AddressBook, { database = db() }: QueryOptions = {}): Promise<string | undefined> {
  if (url.pathname === NEWSLETTER_PATH) return servedLanguage(url.searchParams.get(NEWSLETTER_LANGUAGE_FIELD) ?? "", book);
  const link = url.pathname === CONFIRM_PATH ? "confirm" : url.pathname === UNSUBSCRIBE_PATH ? "unsubscribe" : null;
  if (!link) return undefined;
  const subscriberId = linkSubscriberId(url.searchParams.get("token") ?? "", link);
  if (!subscriberId) return book.defaultTag;
  const subscriber = await database.selectFrom("subscribers").select("locale").where("id", "=", subscriberId).executeTakeFirst();
  return servedLanguage(subscriber?.locale ?? "", book);
}

/** The newsletter pages' route middleware: frames a page in the language newsletterPageLanguage finds, where it is not the address's own (the default). */
export const newsletterFrameLanguage: MiddlewareFunction<Response> = async ({ request, context }) => {
  const book = await requestAddressBook(context);
  const language = await newsletterPageLanguage(new URL(request.url), book);
  if (language && language !== book.defaultTag) context.set(frameLanguageContext, language);
};
