import { imageUrl, optionalText, SECTION_LIMITS } from "#app/components/admin/fields/section-fields.ts";
import { z } from "#app/lib/zod.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import type { SectionType } from "#app/sections/registry.ts";
import { CASE_STUDY_INDUSTRIES, CASE_STUDY_SERVICES } from "#app/lib/collection-lists.ts";
import { COLLECTION_BASES } from "./collection-segments.ts";

/**
 * The collections (docs/decisions/039-collections.md): kinds of content whose items are rows of
 * `pages` with `collection` set to the key below and their own fields in `fields`. This registry is
 * the one place that names a collection; every other module asks it (like sections/registry.ts for
 * section types). Plain data and Zod only: plain Node (the seeding) and the browser (the editor's
 * fields panel) both load it.
 */

/** A cover image: a library image's reference (or an image URL) and the words that describe it. */
const CoverImage = z
  .object({ image: imageUrl("Cover image"), alt: optionalText("Cover image alt text", 300) })
  .strict()
  .superRefine((cover, ctx) => {
    if (cover.image !== "" && cover.alt === "") ctx.addIssue({ code: "custom", path: ["alt"], message: "Describe the cover image: alt text is required." });
  })
  .default({ image: "", alt: "" });

/** A key another table holds (a topic's translation key, an author's key): short and plain. */
const Key = z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9:_-]+$/, "Choose from the list.");

/** An ISO 8601 instant ("2026-01-15T09:30:00.000Z"), or "" while none is set. */
const Instant = z
  .string()
  .trim()
  .refine((value) => value === "" || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value) && !Number.isNaN(Date.parse(value))), "Enter a valid date.")
  .default("");

export const InsightFields = z
  .object({
    excerpt: optionalText("Excerpt", 500),
    cover: CoverImage,
    /** An author profile's key (features/collections/authors.server.ts); "" for none. */
    author: z.union([z.literal(""), Key]).default(""),
    /** Topics' translation keys, shared by the translations of an article. */
    topics: z.array(Key).max(10, "An article can have at most 10 topics.").default([]),
    /** The date the article shows as published: set at its first publication, editable. */
    publishedAt: Instant,
    featured: z.boolean().default(false),
  })
  .strict();
export type InsightFields = z.output<typeof InsightFields>;

/** Case studies' fixed lists (labels in the catalogs: collection_industry_*, collection_service_*, collection_region_*). */
// The industries and services live below the layers (lib/collection-lists.ts): the Collection List section filters by them.
export { CASE_STUDY_INDUSTRIES, CASE_STUDY_SERVICES };
export const CASE_STUDY_REGIONS = ["europe", "asia-pacific", "north-america", "middle-east-africa", "latin-america", "global"] as const;

// The Case Study section's limits (sections/case-study-body/schema.ts), so the fields of a case study migrated from its page (0027) always fit.
const HeadlineFigure = z.object({ value: optionalText("Figure", 50), label: optionalText("Figure label", 200) }).strict();

export const CaseStudyFields = z
  .object({
    excerpt: optionalText("Excerpt", 500),
    cover: CoverImage,
    industry: z.union([z.literal(""), z.enum(CASE_STUDY_INDUSTRIES, "Choose an industry from the list.")]).default(""),
    services: z.array(z.enum(CASE_STUDY_SERVICES, "Choose services from the list.")).max(CASE_STUDY_SERVICES.length).default([]),
    region: z.union([z.literal(""), z.enum(CASE_STUDY_REGIONS, "Choose a region from the list.")]).default(""),
    figures: z.array(HeadlineFigure).max(2, "A case study has two headline figures.").default([]),
    // Typed one per line: a blank line is no outcome.
    outcomes: z
      .array(optionalText("Outcome", SECTION_LIMITS.longText))
      .max(SECTION_LIMITS.items, `A case study can have at most ${SECTION_LIMITS.items} outcomes.`)
      .transform((outcomes) => outcomes.filter((outcome) => outcome !== ""))
      .default([]),
    quote: z
      .object({ text: optionalText("Quote", SECTION_LIMITS.longText), name: optionalText("Name", 200), role: optionalText("Role", 200) })
      .strict()
      .default({ text: "", name: "", role: "" }),
    publishedAt: Instant,
    featured: z.boolean().default(false),
  })
  .strict();
export type CaseStudyFields = z.output<typeof CaseStudyFields>;

interface CollectionDefinition<Key extends string, Fields extends z.ZodType> {
  key: Key;
  /** The first segment of its items' addresses, after the language's prefix: /{prefix}/{base}/{slug}. */
  base: string;
  /** Its admin list; its items' editor is at `${adminPath}/edit/{id}`, a new one at `${adminPath}/new`. */
  adminPath: string;
  /** Its admin list's line under the heading (the admin speaks English). */
  adminIntro: string;
  /** Its admin list's own column: the article's author, the case study's client industry. */
  adminDetail: "author" | "industry";
  /** Its name for visitors and staff, in a catalog's language. */
  label: (locale: Locale) => string;
  /** One item's kind ("Article"), for the admin's buttons and messages. */
  itemLabel: (locale: Locale) => string;
  fields: Fields;
  /**
   * Its fields that are words to translate (XLIFF units, features/translations/xliff/page-units.ts):
   * paths into `fields`, `*` for every item of a list. Keys, codes, dates and images are not words.
   */
  textFields: readonly string[];
  /** The section types an item's body offers (the editor's Add Section list; the server refuses others). */
  sectionTypes: readonly SectionType[];
  /** The sections a new item's body starts with (with their placeholder content), if any. */
  starterSections?: readonly SectionType[];
  /** Its listings' order: newest publication date first, featured items first where a list asks. */
  sort: "published-desc";
}

function defineCollection<const Key extends string, Fields extends z.ZodType>(definition: CollectionDefinition<Key, Fields>): CollectionDefinition<Key, Fields> {
  return definition;
}

export const COLLECTIONS = {
  insights: defineCollection({
    key: "insights",
    base: COLLECTION_BASES.insights,
    adminPath: "/admin/insights",
    adminIntro: "Articles for your website's Insights: findings, guides and regulatory updates, in every language.",
    adminDetail: "author",
    label: (locale) => m.collection_insights_label({}, { locale }),
    itemLabel: (locale) => m.collection_insights_item({}, { locale }),
    fields: InsightFields,
    textFields: ["excerpt", "cover.alt"],
    // A Form section places a form built on the Forms screen (issue S, decision 044), as on a page.
    sectionTypes: ["text", "gallery", "testimonial", "cta", "contact", "form", "feature", "stats", "faq"],
    sort: "published-desc",
  }),
  "case-studies": defineCollection({
    key: "case-studies",
    base: COLLECTION_BASES["case-studies"],
    adminPath: "/admin/case-studies",
    adminIntro: "Your clients' stories: each case study is listed on the Case Studies page and found by the site search, in every language.",
    adminDetail: "industry",
    label: (locale) => m.collection_case_studies_label({}, { locale }),
    itemLabel: (locale) => m.collection_case_studies_item({}, { locale }),
    fields: CaseStudyFields,
    textFields: ["excerpt", "cover.alt", "figures.*.label", "outcomes.*", "quote.text"],
    sectionTypes: ["case-study-body", "stats", "testimonial", "text", "gallery", "cta", "contact", "form"],
    // A new case study reads like the shipped ones: the Case Study section tells the story.
    starterSections: ["case-study-body"],
    sort: "published-desc",
  }),
} as const;

export type CollectionKey = keyof typeof COLLECTIONS;
export type Collection = (typeof COLLECTIONS)[CollectionKey];
export const COLLECTION_KEYS = Object.keys(COLLECTIONS) as CollectionKey[];

export function isCollectionKey(value: unknown): value is CollectionKey {
  return typeof value === "string" && Object.hasOwn(COLLECTIONS, value);
}

/** The collection a stored `pages.collection` names; undefined for a page, and for a key this version does not know. */
export function collectionOf(key: string | null | undefined): Collection | undefined {
  return isCollectionKey(key) ? COLLECTIONS[key] : undefined;
}


/** The collection whose admin screens a path is under ("/admin/insights/new" → Insights), or undefined. */
export function collectionAtAdminPath(pathname: string): Collection | undefined {
  return Object.values(COLLECTIONS).find((collection) => pathname === collection.adminPath || pathname.startsWith(`${collection.adminPath}/`));
}

/** Where a row of `pages` is edited: its collection's editor for an item, the page editor otherwise. */
export function editorPath(row: { id: string; collection: string | null }): string {
  const collection = collectionOf(row.collection);
  return collection ? `${collection.adminPath}/edit/${row.id}` : `/admin/pages/edit/${row.id}`;
}

/** Whether a collection's items carry topics (Insights): its lists filter and bulk-tag by topic. */
export function hasTopics(collection: Collection | undefined): boolean {
  return collection !== undefined && "topics" in emptyFields(collection);
}

/** The fields a collection's item starts with (every field at its default). */
export function emptyFields(collection: Collection): Record<string, unknown> {
  return collection.fields.parse({}) as Record<string, unknown>;
}

/**
 * An item's stored fields, read as its collection's schema says: what no longer fits (a row written
 * by hand or by a newer version) falls back to the field's default rather than failing the page.
 */
export function readFields(collection: Collection, stored: unknown): Record<string, unknown> {
  const object = stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const whole = collection.fields.safeParse(object);
  if (whole.success) return whole.data as Record<string, unknown>;
  const defaults = emptyFields(collection);
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(object)) {
    if (!(name in defaults)) continue;
    const one = collection.fields.safeParse({ [name]: value });
    if (one.success) kept[name] = (one.data as Record<string, unknown>)[name];
  }
  return { ...defaults, ...kept };
}

export function readInsightFields(stored: unknown): InsightFields {
  return readFields(COLLECTIONS.insights, stored) as InsightFields;
}

type Industry = (typeof CASE_STUDY_INDUSTRIES)[number];
type Service = (typeof CASE_STUDY_SERVICES)[number];
type Region = (typeof CASE_STUDY_REGIONS)[number];

const INDUSTRY_LABELS: Record<Industry, (options: { locale: Locale }) => string> = {
  retail: (o) => m.collection_industry_retail({}, o),
  "consumer-electronics": (o) => m.collection_industry_consumer_electronics({}, o),
  "food-beverage": (o) => m.collection_industry_food_beverage({}, o),
  "fashion-apparel": (o) => m.collection_industry_fashion_apparel({}, o),
  "health-beauty": (o) => m.collection_industry_health_beauty({}, o),
  automotive: (o) => m.collection_industry_automotive({}, o),
  hospitality: (o) => m.collection_industry_hospitality({}, o),
  "e-commerce": (o) => m.collection_industry_e_commerce({}, o),
};
const SERVICE_LABELS: Record<Service, (options: { locale: Locale }) => string> = {
  "test-buying": (o) => m.collection_service_test_buying({}, o),
  "quality-control": (o) => m.collection_service_quality_control({}, o),
  compliance: (o) => m.collection_service_compliance({}, o),
  consulting: (o) => m.collection_service_consulting({}, o),
  reporting: (o) => m.collection_service_reporting({}, o),
};
const REGION_LABELS: Record<Region, (options: { locale: Locale }) => string> = {
  europe: (o) => m.collection_region_europe({}, o),
  "asia-pacific": (o) => m.collection_region_asia_pacific({}, o),
  "north-america": (o) => m.collection_region_north_america({}, o),
  "middle-east-africa": (o) => m.collection_region_middle_east_africa({}, o),
  "latin-america": (o) => m.collection_region_latin_america({}, o),
  global: (o) => m.collection_region_global({}, o),
};

/** A case study's industry, service or region in a catalog's language (the filters and the item page name them so). */
/** A code no list has (a row a newer version wrote) is shown as it is. */
export function caseStudyLabel(list: "industry" | "service" | "region", value: string, locale: Locale): string {
  const labels: Record<string, (options: { locale: Locale }) => string> = list === "industry" ? INDUSTRY_LABELS : list === "service" ? SERVICE_LABELS : REGION_LABELS;
  return labels[value]?.({ locale }) ?? value;
}
