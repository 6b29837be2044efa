import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { listCollectionItems } from "#app/features/collections/collection-items.server.ts";
import { isCollectionKey } from "#app/features/collections/collections.ts";
import type { AddressBook } from "#app/features/languages/public-address.ts";
import { pagePublicPath } from "#app/features/pages/page-address.ts";
import { MIME_TYPES, mediaWidths, parseMediaReference, variantUrl } from "#app/lib/media-url.ts";
import { FEED_FORMAT_KEYS, feedListingPath, feedPath, type FeedAddress, type FeedFormat } from "./feed-addresses.ts";
import { feedCollection, feedWords } from "./feed-links.ts";

/** A feed holds the newest this many items: what readers poll for, and a bound on each request's work. */
export const FEED_LENGTH = 20;

/** A cover is sent at most this wide: large enough for a reader's card, far smaller than the original. */
const COVER_WIDTH = 1280;

/** An image a feed names: absolute URL, its type where known, the words that describe it. */
interface FeedImage {
  url: string;
  type?: string;
  alt: string;
  width?: number;
  height?: number;
}

/** One published item as every format writes it; plain text throughout (feed-render.server.ts escapes it per format). */
export interface FeedEntry {
  /** Permanent, whatever the item's slug becomes: `urn:uuid:{row id}`. */
  id: string;
  title: string;
  url: string;
  /** The item's excerpt. */
  summary: string;
  /** The author's public name (an author profile's); never an account's e-mail. */
  author?: string;
  published: Date;
  updated: Date;
  cover?: FeedImage;
  /** The item's topics in the feed's language. */
  topics: Array<{ slug: string; name: string }>;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The feed's language (a BCP 47 tag). */
  language: string;
  /** The listing it follows, absolute ("https://…/de/insights"). */
  link: string;
  /** Each format's absolute address (self links, the JSON Feed's feed_url, the Atom feed's id). */
  self: Record<FeedFormat, string>;
  siteName: string;
  /** The newest change among its entries (the Unix epoch for a feed with none, so an unchanged feed stays byte for byte the same). */
  updated: Date;
  entries: FeedEntry[];
}

export interface ReadFeedOptions {
  book: AddressBook;
  origin: string;
  siteName: string;
  database?: Kysely<Database>;
}

/**
 * A feed's channel and newest published items (docs/decisions/039-collections.md, "Feeds"), read
 * afresh on each request like sitemap.xml, so a publish, unpublish, scheduled change or deletion is
 * in the next answer. null when there is nothing at the address: a collection without feeds, a
 * language that is not served, or a topic the language does not have.
 */
export async function readFeed(address: FeedAddress, { book, origin, siteName, database = db() }: ReadFeedOptions): Promise<FeedChannel | null> {
  const collection = feedCollection(address.base);
  const listing = feedListingPath(address, book);
  if (!collection || !isCollectionKey(collection.key) || listing === null) return null;
  const topic = address.topic === undefined ? undefined : await findTopic(database, address.tag, address.topic);
  if (topic === null) return null;

  const { items } = await listCollectionItems(database, { collection: collection.key, locale: address.tag, topic: topic?.translation_key, limit: FEED_LENGTH, offset: 0 });
  const topicKeys = [...new Set(items.flatMap((item) => stringList(item.fields.topics)))];
  const authorKeys = [...new Set(items.map((item) => item.fields.author).filter((key): key is string => typeof key === "string" && key !== ""))];
  const [topics, authors] = await Promise.all([topicNames(database, address.tag, topicKeys), authorNames(database, authorKeys, [address.tag, book.defaultTag])]);

  const absolute = (path: string) => new URL(path, origin).toString();
  const entries = items.flatMap((item): FeedEntry[] => {
    const path = pagePublicPath({ locale: item.locale, slug: item.slug, systemKey: null, collection: item.collection }, book);
    if (path === null) return [];
    const updated = new Date(item.updatedAt);
    const author = authors.get(String(item.fields.author ?? ""));
    const cover = feedImage(item.fields.cover, origin);
    return [
      {
        id: `urn:uuid:${item.id}`,
        title: item.title,
        url: absolute(path),
        summary: typeof item.fields.excerpt === "string" ? item.fields.excerpt : "",
        ...(author ? { author } : {}),
        published: item.publishedAt ? new Date(item.publishedAt) : updated,
        updated,
        ...(cover ? { cover } : {}),
        topics: stringList(item.fields.topics).flatMap((key) => topics.get(key) ?? []),
      },
    ];
  });

  const words = feedWords(collection, { tag: address.tag, siteName, topic: topic?.name });
  const self = Object.fromEntries(FEED_FORMAT_KEYS.map((format) => [format, absolute(feedPath({ ...address, format }, book)!)])) as Record<FeedFormat, string>;
  const newest = Math.max(0, ...entries.map((entry) => entry.updated.getTime()));
  return { ...words, language: address.tag, link: absolute(listing), self, siteName, updated: new Date(newest), entries };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}

/** The topic at a language's slug, or null; the slug is a value, never SQL. */
async function findTopic(database: Kysely<Database>, locale: string, slug: string) {
  return (await database.selectFrom("topics").select(["translation_key", "slug", "name"]).where("locale", "=", locale).where("slug", "=", slug).executeTakeFirst()) ?? null;
}

/** The topics' slugs and names in the feed's language, by translation key; a topic without a row there is left out. */
async function topicNames(database: Kysely<Database>, locale: string, keys: readonly string[]): Promise<Map<string, { slug: string; name: string }>> {
  if (keys.length === 0) return new Map();
  const rows = await database.selectFrom("topics").select(["translation_key", "slug", "name"]).where("locale", "=", locale).where("translation_key", "in", [...keys]).execute();
  return new Map(rows.map((row) => [row.translation_key, { slug: row.slug, name: row.name }]));
}

/**
 * The authors' public names by author key: the profile in the feed's language, else in the default
 * language, else any. Read from the profiles only: the staff account behind one (and its e-mail) is
 * never read.
 */
async function authorNames(database: Kysely<Database>, keys: readonly string[], preferred: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await database.selectFrom("author_profiles").select(["author_key", "locale", "name"]).where("author_key", "in", [...keys]).orderBy("locale").execute();
  const rank = (locale: string) => {
    const index = preferred.indexOf(locale);
    return index === -1 ? preferred.length : index;
  };
  const names = new Map<string, { name: string; rank: number }>();
  for (const row of rows) {
    const known = names.get(row.author_key);
    if (!known || rank(row.locale) < known.rank) names.set(row.author_key, { name: row.name, rank: rank(row.locale) });
  }
  return new Map([...names].map(([key, { name }]) => [key, name]));
}

const TYPE_BY_EXTENSION: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp", avif: "image/avif" };

/**
 * An item's cover as a feed names it. A library image becomes the variant in its own format at most
 * COVER_WIDTH wide (as the public pages' `<img>` falls back to), with its size; an image URL typed
 * before the library existed is made absolute, its type read from its extension; a `data:` image
 * is left out (a reader would get the whole image inside every poll).
 */
function feedImage(cover: unknown, origin: string): FeedImage | undefined {
  if (!cover || typeof cover !== "object") return undefined;
  const { image, alt } = cover as { image?: unknown; alt?: unknown };
  if (typeof image !== "string" || image === "") return undefined;
  const words = typeof alt === "string" ? alt : "";
  const media = parseMediaReference(image);
  if (media) {
    // Never empty: an image at most COVER_WIDTH wide is served at its own width, a wider one at COVER_WIDTH.
    const width = Math.max(...mediaWidths(media.width).filter((candidate) => candidate <= COVER_WIDTH));
    const height = Math.max(1, Math.round((media.height * width) / media.width));
    return { url: new URL(variantUrl(media, width, media.format), origin).toString(), type: MIME_TYPES[media.format], alt: words, width, height };
  }
  if (!URL.canParse(image, origin)) return undefined;
  const url = new URL(image, origin);
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const type = TYPE_BY_EXTENSION[url.pathname.split(".").pop()?.toLowerCase() ?? ""];
  return { url: url.toString(), ...(type ? { type } : {}), alt: words };
}
