import type { AddressBook } from "#app/features/languages/public-address.ts";
import { catalogLocale } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";
import { COLLECTIONS, type Collection } from "#app/features/collections/collections.ts";
import { FEED_BASES, FEED_FORMAT_KEYS, FEED_FORMATS, feedPath, type FeedFormat } from "./feed-addresses.ts";

/** A feed's title and description in a language's catalog: the site's whole collection, or one topic. */
export function feedWords(collection: Collection, { tag, siteName, topic }: { tag: string; siteName: string; topic?: string }): { title: string; description: string } {
  const locale = catalogLocale(tag);
  const words = { site: siteName, collection: collection.label(locale) };
  return topic === undefined
    ? { title: m.feed_title(words, { locale }), description: m.feed_description(words, { locale }) }
    : { title: m.feed_topic_title({ ...words, topic }, { locale }), description: m.feed_topic_description({ ...words, topic }, { locale }) };
}

/** The collection whose items a feed base lists (the registry is the one place that names collections). */
export function feedCollection(base: string): Collection | undefined {
  if (!FEED_BASES.includes(base)) return undefined;
  return Object.values(COLLECTIONS).find((collection) => collection.base === base);
}

/** One `<link rel="alternate">` naming a feed: the props of a `<link>` element, and a meta function's descriptor with `tagName: "link"`. */
export interface FeedLink {
  rel: "alternate";
  type: (typeof FEED_FORMATS)[FeedFormat]["contentType"];
  title: string;
  href: string;
}

export interface FeedLinksInput {
  /** The page's language (its tag). */
  tag: string;
  book: AddressBook;
  /** The site's public origin: the links are absolute, as readers that keep them need. */
  origin: string;
  /** The company name from the site settings. */
  siteName: string;
  /** A topic page's topic: its slug in the page's language and its name. */
  topic?: { slug: string; name: string };
}

/**
 * The feeds a public page names in its `<head>` (RSS, Atom, JSON Feed): every page of a language
 * names the Insights' feeds of that language, as WordPress names the site's feed on every page; a
 * topic page also names its topic's (pass `topic`; the root adds the site-wide ones). None for a
 * language that is not served.
 */
export function feedLinks({ tag, book, origin, siteName, topic }: FeedLinksInput): FeedLink[] {
  const locale = catalogLocale(tag);
  return FEED_BASES.flatMap((base) => {
    const collection = feedCollection(base);
    if (!collection) return [];
    const { title } = feedWords(collection, { tag, siteName, topic: topic?.name });
    return FEED_FORMAT_KEYS.flatMap((format) => {
      const path = feedPath({ base, tag, format, ...(topic ? { topic: topic.slug } : {}) }, book);
      if (path === null) return [];
      const { contentType, name } = FEED_FORMATS[format];
      return [{ rel: "alternate" as const, type: contentType, title: m.feed_link_title({ title, format: name }, { locale }), href: new URL(path, origin).toString() }];
    });
  });
}

/** The same links for a route's `meta` function (a topic page's: `[...seoMeta(…), ...feedLinkMeta(feedLinks({ …, topic }))]`). */
export function feedLinkMeta(links: readonly FeedLink[]): Array<FeedLink & { tagName: "link" }> {
  return links.map((link) => ({ tagName: "link", ...link }));
}
