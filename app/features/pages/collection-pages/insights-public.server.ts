import type { ItemCard } from "#app/components/site/item-card.ts";
import { db } from "#app/db/client.server.ts";
import { authorTranslations, findAuthorByKey, findAuthorBySlug, type AuthorRow } from "#app/features/collections/authors.server.ts";
import { listCollectionItems, type CollectionItem } from "#app/features/collections/collection-items.server.ts";
import { COLLECTIONS, readInsightFields, type InsightFields } from "#app/features/collections/collections.ts";
import { findTopic, topicsByKeys, topicTranslations, type TopicRow } from "#app/features/collections/topics.server.ts";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { languagePath, readAddress, type AddressBook } from "#app/features/languages/public-address.ts";
import { itemFormViews } from "./public-item.server.ts";
import { chosenShareImage, pageShareImage } from "#app/features/seo/page-share-image.server.ts";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { findPublishedRow } from "../cms/pages.server.ts";
import { withLibraryPictures } from "../cms/public-page-content.server.ts";
import { resolvePageLinks } from "../links/page-links.server.ts";
import type { PageRecord } from "../cms/schema.ts";
import { pagePublicPath } from "../page-address.ts";
import { alternatesInOrder, pageAlternates, type PageAlternate } from "../public-page.server.ts";

/**
 * The Insights' public pages (docs/decisions/039-collections.md): an article at /{prefix}/insights/{slug},
 * the listing at /{prefix}/insights, a topic's at …/insights/topics/{topic} and an author's at
 * …/insights/authors/{author}. Every list is listCollectionItems over published articles in the
 * address's language; an address in a language that is not served, or naming nothing published, is null (404).
 */
const INSIGHTS = COLLECTIONS.insights;
export const INSIGHTS_PAGE_SIZE = 9;
const RELATED_COUNT = 3;


/** The language of an Insights address and what follows the base ("/de/insights/topics/x" → de, ["topics", "x"]), or null. */
function insightsAddress(pathname: string, book: AddressBook): { tag: string; rest: string[] } | null {
  const { tag, path } = readAddress(pathname, book);
  const [, base, ...rest] = path.split("/");
  if (base !== INSIGHTS.base) return null;
  return { tag, rest };
}

/** The path of an Insights address in a language ("/de/insights/topics/x"); null when it is not served. */
function insightsPath(tag: string, book: AddressBook, ...rest: string[]): string | null {
  return languagePath(tag, ["", INSIGHTS.base, ...rest].join("/"), book);
}

function card(item: CollectionItem, book: AddressBook): ItemCard | null {
  const path = pagePublicPath({ locale: item.locale, slug: item.slug, systemKey: null, collection: item.collection }, book);
  if (path === null) return null;
  const fields = item.fields as InsightFields;
  return { path, title: item.title, excerpt: fields.excerpt, cover: fields.cover, publishedAt: item.publishedAt || item.updatedAt };
}

/** An author as an article's byline and an author page show them: never more than their profile (no e-mail). */
function publicAuthor(author: AuthorRow, book: AddressBook) {
  return { name: author.name, role: author.role, bio: author.bio, photo: author.photo, path: insightsPath(author.locale, book, "authors", author.slug) };
}

function publicTopics(topics: readonly TopicRow[], book: AddressBook) {
  return topics.flatMap((topic) => {
    const path = insightsPath(topic.locale, book, "topics", topic.slug);
    return path === null ? [] : [{ name: topic.name, path }];
  });
}

/** The published article at a public path, or null. */
export async function findPublicInsight(pathname: string, book: AddressBook): Promise<PageRecord | null> {
  const address = insightsAddress(pathname, book);
  if (!address || address.rest.length !== 1) return null;
  const record = await findPublishedRow({ slug: address.rest[0]!, locale: address.tag, collection: INSIGHTS.key });
  // One address per article: a site-page key (none has one) or a language not served gives another path, or none.
  return record && pagePublicPath(record, book) === pathname ? record : null;
}

/** What an article is read from: a stored row, or a draft in the editor (its preview). */
type ArticleSource = Pick<PageRecord, "title" | "slug" | "fields" | "locale" | "translationKey" | "seo" | "createdAt" | "updatedAt">;

/** What an article shows beside its title and sections (its public page and both previews): byline, dates, topics, cover, related articles. */
async function articleView(record: ArticleSource, book: AddressBook) {
  const fields = readInsightFields(record.fields);
  const { settings } = await getSiteSettings();
  const [author, topics, related] = await Promise.all([
    fields.author ? findAuthorByKey(fields.author, record.locale) : null,
    topicsByKeys(fields.topics, record.locale),
    listCollectionItems(db(), { collection: INSIGHTS.key, locale: record.locale, anyTopic: fields.topics, exceptTranslationKey: record.translationKey, limit: RELATED_COUNT, offset: 0 }),
  ]);
  // What it shares: the SEO panel's image, else its cover from the library, else the card drawn from its title.
  const cover = fields.cover.image ? await chosenShareImage({ ...record.seo, socialImage: fields.cover.image }) : null;
  const image = (await chosenShareImage(record.seo)) ?? cover ?? (await pageShareImage(record, settings.companyName));
  return {
    article: {
      excerpt: fields.excerpt,
      cover: fields.cover,
      publishedAt: fields.publishedAt || record.createdAt,
      updatedAt: record.updatedAt,
      author: author ? publicAuthor(author, book) : null,
      topics: publicTopics(topics, book),
    },
    related: related.items.flatMap((item) => card(item, book) ?? []),
    listing: insightsPath(record.locale, book) ?? "/",
    image,
  };
}

/** An item as the previews (the editor's draft preview, a preview link) show it beside its sections; null when it is shown as a page. */
export async function itemPreviewView(record: ArticleSource & { collection: string | null }, book: AddressBook): Promise<ItemPreviewView | null> {
  return record.collection === INSIGHTS.key ? articleView(record, book) : null;
}
export type ItemPreviewView = Awaited<ReturnType<typeof articleView>>;

/** Everything an article's page shows beside its sections: byline, dates, topics, related articles, translations. */
export async function insightPageData(record: PageRecord, path: string, book: AddressBook) {
  const [view, alternates, formViews] = await Promise.all([articleView(record, book), pageAlternates(record, book), itemFormViews(record, path, book)]);
  return {
    kind: "insight" as const,
    page: { title: record.title, metaDescription: record.metaDescription || view.article.excerpt, content: await resolvePageLinks(withLibraryPictures(record.content), record.locale, book) },
    article: view.article,
    related: view.related,
    listing: view.listing,
    search: { image: view.image, canonicalUrl: record.seo.canonicalUrl, noindex: record.seo.noindex },
    path,
    language: record.locale,
    alternates,
    formStamp: issueFormStamp(Date.now()),
    formViews,
  };
}

/** Which list an Insights address names, before it is read. */
type ListingAddress = { kind: "index" } | { kind: "topic"; slug: string } | { kind: "author"; slug: string };

function listingAddress(rest: readonly string[]): ListingAddress | null {
  if (rest.length === 0) return { kind: "index" };
  if (rest.length === 2 && rest[0] === "topics" && rest[1]) return { kind: "topic", slug: rest[1] };
  if (rest.length === 2 && rest[0] === "authors" && rest[1]) return { kind: "author", slug: rest[1] };
  return null;
}

/** `?page=` as a page number: absent is 1; anything but a whole number from 2 up is no page (null, a 404). */
export function listingPageNumber(raw: string | null): number | null {
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) && raw !== "1" ? Number(raw) : null;
}

type ListingSubjectRow = { kind: "index" } | { kind: "topic"; topic: TopicRow } | { kind: "author"; author: AuthorRow };

/** The list a listing address names and its language, read; null when it names none (an unknown topic or author, a language not served). */
async function listingSubject(pathname: string, book: AddressBook): Promise<{ locale: string; subject: ListingSubjectRow } | null> {
  const address = insightsAddress(pathname, book);
  const listing = address && listingAddress(address.rest);
  if (!address || !listing || insightsPath(address.tag, book) === null) return null;
  const locale = address.tag;
  if (listing.kind === "topic") {
    const topic = await findTopic(locale, listing.slug);
    return topic ? { locale, subject: { kind: "topic", topic } } : null;
  }
  if (listing.kind === "author") {
    const author = await findAuthorBySlug(locale, listing.slug);
    return author ? { locale, subject: { kind: "author", author } } : null;
  }
  return { locale, subject: { kind: "index" } };
}

/** Whether a listing answers at the path (its first page, which every list has): the HTML cache's not-found check (server/not-found-key.ts). */
export async function insightsListingExists(pathname: string, book: AddressBook): Promise<boolean> {
  return (await listingSubject(pathname, book)) !== null;
}

/**
 * A listing page: the Insights of a language, of a topic or of an author, newest first, a page of
 * cards at a time. null for an address that names no list (an unknown topic or author, a language
 * not served, a page past the last).
 */
export async function insightsListingData(pathname: string, pageNumber: number, book: AddressBook) {
  const found = await listingSubject(pathname, book);
  if (!found) return null;
  const { locale, subject } = found;
  let alternates: PageAlternate[];
  if (subject.kind === "topic") {
    alternates = alternatesOf(await topicTranslations(subject.topic.translationKey), (row) => insightsPath(row.locale, book, "topics", row.slug), book);
  } else if (subject.kind === "author") {
    alternates = alternatesOf(await authorTranslations(subject.author.authorKey), (row) => insightsPath(row.locale, book, "authors", row.slug), book);
  } else {
    const served: ReadonlyArray<{ tag: string }> = book.served ?? [{ tag: book.defaultTag }];
    alternates = alternatesOf(served, (language) => insightsPath(language.tag, book), book);
  }

  const { items, total } = await listCollectionItems(db(), {
    collection: INSIGHTS.key,
    locale,
    topic: subject.kind === "topic" ? subject.topic.translationKey : undefined,
    author: subject.kind === "author" ? subject.author.authorKey : undefined,
    limit: INSIGHTS_PAGE_SIZE,
    offset: (pageNumber - 1) * INSIGHTS_PAGE_SIZE,
    // The first page of the whole listing leads with what staff feature; topic and author pages are by date alone.
    featuredFirst: subject.kind === "index",
  });
  const pageCount = Math.max(1, Math.ceil(total / INSIGHTS_PAGE_SIZE));
  if (pageNumber > pageCount) return null;
  const path = pathname;
  const pageHref = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return {
    kind: "listing" as const,
    subject:
      subject.kind === "topic"
        ? { kind: "topic" as const, name: subject.topic.name }
        : subject.kind === "author"
          ? { kind: "author" as const, ...publicAuthor(subject.author, book) }
          : { kind: "index" as const },
    cards: items.flatMap((item) => card(item, book) ?? []),
    total,
    pagination: {
      page: pageNumber,
      pageCount,
      previous: pageNumber > 1 ? pageHref(pageNumber - 1) : null,
      next: pageNumber < pageCount ? pageHref(pageNumber + 1) : null,
    },
    listing: insightsPath(locale, book) ?? "/",
    path,
    language: locale,
    // A later page is the same list further on: its canonical address is its own, and it says which page it is.
    alternates: pageNumber === 1 ? alternates : [],
  };
}

function alternatesOf<T extends { tag?: string; locale?: string }>(rows: readonly T[], pathOf: (row: T) => string | null, book: AddressBook): PageAlternate[] {
  return alternatesInOrder(
    rows.flatMap((row) => {
      const path = pathOf(row);
      const tag = row.locale ?? row.tag;
      return path === null || !tag ? [] : [{ tag, path }];
    }),
    book,
  );
}
