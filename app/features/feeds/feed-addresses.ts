import { COLLECTION_BASES } from "#app/features/collections/collection-segments.ts";
import { languagePath, readAddress, type AddressBook } from "#app/features/languages/public-address.ts";

/**
 * Where the feeds live (docs/decisions/039-collections.md, "Feeds"): one home for their addresses,
 * read by app/routes.ts (which cannot import server code), the feed route and the `<head>` links.
 *
 *   /insights/feed.xml   RSS 2.0        /de/insights/feed.xml
 *   /insights/atom.xml   Atom 1.0       /insights/topics/{topic}/feed.xml
 *   /insights/feed.json  JSON Feed 1.1  /de/insights/topics/{topic}/atom.xml …
 *
 * A feed's address is its collection's listing path (the language's prefix, the base) with the file
 * name after it, as WordPress puts /feed/ after a category, so a reader that guesses `feed.xml`
 * beside a listing finds it. Plain data: no database, no Zod.
 */

export const FEED_FORMATS = {
  rss: { file: "feed.xml", contentType: "application/rss+xml", name: "RSS" },
  atom: { file: "atom.xml", contentType: "application/atom+xml", name: "Atom" },
  json: { file: "feed.json", contentType: "application/feed+json", name: "JSON Feed" },
} as const;

export type FeedFormat = keyof typeof FEED_FORMATS;
export const FEED_FORMAT_KEYS = Object.keys(FEED_FORMATS) as FeedFormat[];

/** The collections with feeds, by base segment (issue R: Insights). The registry maps a base to its collection. */
export const FEED_BASES: readonly string[] = [COLLECTION_BASES.insights];

/** The segment before a topic's slug in a topic feed's address (the topic page's address, /insights/topics/{topic}). */
const TOPICS_SEGMENT = "topics";

/** A topic slug is at most this long (the Topics screen allows 80): a longer one is not looked up. */
const MAX_TOPIC_SLUG = 100;

/** The route patterns app/routes.ts registers for the feeds: each file, with and without a language's prefix, for a collection and for a topic. */
export function feedRoutePatterns(): string[] {
  return FEED_BASES.flatMap((base) =>
    FEED_FORMAT_KEYS.flatMap((format) => {
      const file = FEED_FORMATS[format].file;
      return [`${base}/${file}`, `:lang/${base}/${file}`, `${base}/${TOPICS_SEGMENT}/:topic/${file}`, `:lang/${base}/${TOPICS_SEGMENT}/:topic/${file}`];
    }),
  );
}

export interface FeedAddress {
  base: string;
  /** The language's tag ("de"). */
  tag: string;
  format: FeedFormat;
  /** A topic feed's topic slug, as the address spells it; undefined for the whole collection's feed. */
  topic?: string;
}

/** The path of the listing a feed follows ("/de/insights", "/insights/topics/quality"); null when the language is not served. */
export function feedListingPath(address: Omit<FeedAddress, "format">, book: AddressBook): string | null {
  const within = address.topic === undefined ? `/${address.base}` : `/${address.base}/${TOPICS_SEGMENT}/${encodeURIComponent(address.topic)}`;
  return languagePath(address.tag, within, book);
}

/** A feed's path ("/de/insights/atom.xml"); null when its language is not served. */
export function feedPath(address: FeedAddress, book: AddressBook): string | null {
  const listing = feedListingPath(address, book);
  return listing === null ? null : `${listing}/${FEED_FORMATS[address.format].file}`;
}

/**
 * The feed a request's path names, or null: the one spelling feedPath gives (React Router also
 * matches other cases and a trailing slash, which would be a second address of the same feed), in a
 * served language, of a collection with feeds. A topic slug is read as a value, never as a path,
 * and one too long for any topic is refused here.
 */
export function readFeedPath(pathname: string, book: AddressBook): FeedAddress | null {
  if (pathname.length > 400) return null;
  const { tag, path } = readAddress(pathname, book);
  const segments = path.split("/").slice(1);
  const file = segments.pop();
  const format = FEED_FORMAT_KEYS.find((key) => FEED_FORMATS[key].file === file);
  const base = segments[0];
  if (!format || base === undefined || !FEED_BASES.includes(base)) return null;
  let topic: string | undefined;
  if (segments.length === 3 && segments[1] === TOPICS_SEGMENT) {
    const slug = decoded(segments[2]!);
    if (slug === null || slug === "" || slug.length > MAX_TOPIC_SLUG) return null;
    topic = slug;
  } else if (segments.length !== 1) {
    return null;
  }
  const address: FeedAddress = { base, tag, format, ...(topic === undefined ? {} : { topic }) };
  return feedPath(address, book) === pathname ? address : null;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
