import type { ItemCard, ListPages } from "#app/components/site/item-card.ts";
import { db } from "#app/db/client.server.ts";
import { collectionItemIndustries, listCollectionItems, type CollectionItem } from "#app/features/collections/collection-items.server.ts";
import { caseStudyLabel, COLLECTIONS, type CaseStudyFields, type InsightFields } from "#app/features/collections/collections.ts";
import { topicsByKeys } from "#app/features/collections/topics.server.ts";
import { languagePath, type AddressBook } from "#app/features/languages/public-address.ts";
import { CASE_STUDY_INDUSTRIES } from "#app/lib/collection-lists.ts";
import { catalogLocale } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";
import { CollectionListSection, readCollectionFilter } from "#app/sections/collection-list/schema.ts";
import type { CollectionListView, CollectionListViews, FilterLinks } from "#app/sections/collection-list/view.ts";
import { isHtmlContent, type PageContent } from "../cms/content.ts";
import { pagePublicPath } from "../page-address.ts";
import { sitePageByKey } from "../site-pages/site-pages.ts";
import { listingPageNumber } from "./insights-public.server.ts";

/**
 * What the Collection List sections of a page show (docs/decisions/039-collections.md, "As built:
 * Collection List section"), read by the loader that renders the page (public pages, the previews)
 * and handed to the renderers in the context by section id. Each list is one listCollectionItems
 * query over published items of its collection in the page's language.
 */
interface ListedPage {
  /** The page's language: only its items are listed. */
  locale: string;
  /** The page's public path: the lists' page links are `${path}?page=2`. */
  path: string;
  book: AddressBook;
  /** The request's raw `?page=`, or null. */
  page: string | null;
  /** The request's raw `?industry=` (a list's "Filter by industry" links), or null. */
  industry?: string | null;
}

/** What a page's request asks of its lists: `?page=` and `?industry=`, raw. */
export type ListRequest = Pick<ListedPage, "page" | "industry">;

export function listRequest(url: URL): ListRequest {
  return { page: url.searchParams.get("page"), industry: url.searchParams.get("industry") };
}

/**
 * The views of every Collection List in `content`, or null when `?page=` names no page of a list
 * that paginates (not a whole number from 2 up, or past the last page of every such list), or
 * `?industry=` names no industry a list's filter links offer: the caller answers 404, as the
 * Insights listing does. A page without a paginating list ignores `?page=`, one without filter
 * links `?industry=`; an empty `?industry=` is "All".
 */
export async function collectionListViews(content: PageContent, listed: ListedPage): Promise<CollectionListViews | null> {
  const sections = isHtmlContent(content)
    ? []
    : content.sections.flatMap((section) => {
        if (section.type !== "collection-list") return [];
        const parsed = CollectionListSection.safeParse(section);
        return parsed.success ? [parsed.data] : [];
      });
  if (sections.length === 0) return {};
  const paginating = sections.filter((section) => section.paginate);
  const pageNumber = paginating.length > 0 ? listingPageNumber(listed.page) : 1;
  if (pageNumber === null) return null;

  const read = await Promise.all(sections.map((section) => listView(section, listed, section.paginate ? pageNumber : 1)));
  if (read.some((view) => view === null)) return null;
  const views = read as CollectionListView[];
  // A later page must be a page of at least one list; another list shorter than that shows its last page.
  if (pageNumber > 1 && !views.some((view) => view.pages && view.pages.page === pageNumber)) return null;
  return Object.fromEntries(sections.map((section, index) => [section.id, views[index]!]));
}

/** The page of its lists a page shows (1 unless `?page=` named a later one): a later page is its own address (canonical URL, title). */
export function shownListPage(views: CollectionListViews): number {
  return Math.max(1, ...Object.values(views).map((view) => view.pages?.page ?? 1));
}

/** One list's view; null when `?industry=` names an industry its filter links do not offer. */
async function listView(section: CollectionListSection, listed: ListedPage, pageNumber: number): Promise<CollectionListView | null> {
  const filter = readCollectionFilter(section.filter);
  const fixed = {
    collection: section.collection,
    locale: listed.locale,
    ...(filter?.kind === "topic" ? { topic: filter.value } : {}),
    ...(filter?.kind === "industry" ? { industry: filter.value } : {}),
    ...(filter?.kind === "service" ? { service: filter.value } : {}),
    limit: section.count,
    offset: 0,
  };
  const industries = section.industryLinks ? await offeredIndustries(fixed) : null;
  const chosen = industries && listed.industry ? listed.industry : null;
  if (chosen !== null && !industries!.includes(chosen)) return null;
  const query = { ...fixed, ...(chosen !== null ? { industry: chosen } : {}), featuredFirst: section.sort === "featured", oldestFirst: section.sort === "oldest" };
  // The list's own address: the page, narrowed to the chosen industry; its pages follow it.
  const base = chosen === null ? listed.path : `${listed.path}?industry=${encodeURIComponent(chosen)}`;
  let shown = pageNumber;
  let read = await listCollectionItems(db(), { ...query, offset: (shown - 1) * section.count });
  const pageCount = Math.max(1, Math.ceil(read.total / section.count));
  if (shown > pageCount) {
    shown = pageCount;
    read = await listCollectionItems(db(), { ...query, offset: (shown - 1) * section.count });
  }
  const href = (n: number) => (n === 1 ? base : `${base}${chosen === null ? "?" : "&"}page=${n}`);
  const pages: ListPages | null =
    section.paginate && pageCount > 1 ? { page: shown, pageCount, previous: shown > 1 ? href(shown - 1) : null, next: shown < pageCount ? href(shown + 1) : null } : null;
  return {
    cards: await cardsOf(read.items, listed),
    pages,
    all: section.showAllLink ? await listingLink(section.collection, listed) : null,
    filterLinks: industries ? industryLinks(industries, chosen, listed) : null,
  };
}

/** The industries with a published item in the list (before a visitor narrows it), in the fixed list's order. */
async function offeredIndustries(query: Parameters<typeof collectionItemIndustries>[1]): Promise<string[]> {
  const found = new Set(await collectionItemIndustries(db(), query));
  return CASE_STUDY_INDUSTRIES.filter((industry) => found.has(industry));
}

/** "Filter by industry": All (the page itself), then each industry named in the page's language. */
function industryLinks(industries: readonly string[], chosen: string | null, { locale, path }: ListedPage): FilterLinks {
  const catalog = catalogLocale(locale);
  return {
    label: m.collection_list_filter_industry({}, { locale: catalog }),
    links: [
      { label: m.collection_list_filter_all({}, { locale: catalog }), href: path, current: chosen === null },
      ...industries.map((industry) => ({ label: caseStudyLabel("industry", industry, catalog), href: `${path}?industry=${encodeURIComponent(industry)}`, current: industry === chosen })),
    ],
  };
}

async function cardsOf(items: readonly CollectionItem[], { locale, book }: ListedPage): Promise<ItemCard[]> {
  const catalog = catalogLocale(locale);
  const topicKeys = [...new Set(items.flatMap((item) => (item.collection === "insights" ? (item.fields as InsightFields).topics : [])))];
  const topicNames = new Map((await topicsByKeys(topicKeys, locale)).map((topic) => [topic.translationKey, topic.name]));
  return items.flatMap((item) => {
    const path = pagePublicPath(item, book);
    if (path === null) return [];
    const fields = item.fields as InsightFields | CaseStudyFields;
    return [{ path, title: item.title, excerpt: fields.excerpt, cover: fields.cover, publishedAt: item.publishedAt || item.updatedAt, labels: labelsOf(item, topicNames, catalog) }];
  });
}

/** An article's topics, or a case study's industry and services, named in the page's language (a topic without a name there is left out). */
function labelsOf(item: CollectionItem, topicNames: ReadonlyMap<string, string>, catalog: ReturnType<typeof catalogLocale>): string[] {
  if (item.collection === "insights") return (item.fields as InsightFields).topics.flatMap((key) => topicNames.get(key) ?? []);
  const { industry, services } = item.fields as CaseStudyFields;
  return [...(industry ? [caseStudyLabel("industry", industry, catalog)] : []), ...services.map((service) => caseStudyLabel("service", service, catalog))];
}

/**
 * The collection's own listing in the page's language: the site page whose key is its base (the case
 * studies' page, "/de/fallstudien"), else the listing at its base ("/de/insights"); null when the
 * language does not serve it.
 */
async function listingLink(collectionKey: CollectionListSection["collection"], { locale, book }: ListedPage): Promise<CollectionListView["all"]> {
  const collection = COLLECTIONS[collectionKey];
  const label = m.collection_list_all({ collection: collection.label(catalogLocale(locale)) }, { locale: catalogLocale(locale) });
  const site = sitePageByKey(collection.base);
  if (!site) {
    const path = languagePath(locale, `/${collection.base}`, book);
    return path === null ? null : { path, label };
  }
  const row = await db().selectFrom("pages").select(["slug", "locale"]).where("system_key", "=", site.key).where("locale", "=", locale).where("is_published", "=", true).executeTakeFirst();
  const path = row ? pagePublicPath({ ...row, systemKey: site.key, collection: null }, book) : null;
  return path === null ? null : { path, label };
}
