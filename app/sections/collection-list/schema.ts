import { z } from "#app/lib/zod.ts";
import { headingFields, layoutChoice, newId, optionalText, sectionBase } from "#app/components/admin/fields/section-fields.ts";
import { CASE_STUDY_INDUSTRIES, CASE_STUDY_SERVICES, COLLECTION_KEY_LIST } from "#app/lib/collection-lists.ts";

/**
 * A list that fills itself (docs/decisions/039-collections.md, "As built: Collection List section"):
 * the newest (or oldest, or featured) published items of one collection in the page's language,
 * optionally of one topic, industry or service, as cards or a list, with pages by links.
 */
const COLLECTION_LIST_SORTS = ["newest", "oldest", "featured"] as const;
/** Cards (date, title, labels, excerpt), a list of rows, or teasers (picture, labels, title, excerpt and the section's link text: the case studies' look). */
const COLLECTION_LIST_LAYOUTS = ["cards", "list", "teasers"] as const;
export const COLLECTION_LIST_MAX = 24;

/** Which filters each collection offers: Insights by topic (a topic's translation key), case studies by industry or service (fixed lists). */
const COLLECTION_FILTER_KINDS = { insights: ["topic"], "case-studies": ["industry", "service"] } as const satisfies Record<(typeof COLLECTION_KEY_LIST)[number], readonly string[]>;

/** A filter as stored: "" for none, else "topic:{key}", "industry:{value}" or "service:{value}". */
type CollectionFilter = { kind: "topic" | "industry" | "service"; value: string } | null;

const FILTER = /^(topic|industry|service):([A-Za-z0-9:_-]{1,100})$/;

export function readCollectionFilter(filter: string): CollectionFilter {
  const match = FILTER.exec(filter);
  return match ? { kind: match[1] as "topic" | "industry" | "service", value: match[2]! } : null;
}

const FIXED_LISTS: Record<"industry" | "service", readonly string[]> = { industry: CASE_STUDY_INDUSTRIES, service: CASE_STUDY_SERVICES };

export const CollectionListSection = z
  .object({
    ...sectionBase,
    type: z.literal("collection-list"),
    ...headingFields,
    collection: z.enum(COLLECTION_KEY_LIST, "Choose a collection from the list.").default("insights"),
    filter: z
      .string()
      .trim()
      .refine((filter) => filter === "" || FILTER.test(filter), "Choose a filter from the list.")
      .default(""),
    sort: z.enum(COLLECTION_LIST_SORTS, "Choose an order from the list.").default("newest"),
    count: z
      .number("How many items: enter a number from 1 to 24.")
      .int("How many items: enter a whole number.")
      .min(1, "Show at least 1 item.")
      .max(COLLECTION_LIST_MAX, `Show at most ${COLLECTION_LIST_MAX} items.`)
      .default(3),
    layout: layoutChoice(COLLECTION_LIST_LAYOUTS),
    /** Links to further pages (?page=2) under the list; without, only the first `count` items show. */
    paginate: z.boolean().default(false),
    /** A link to the collection's own listing in the page's language ("View all"), where it has one. */
    showAllLink: z.boolean().default(false),
    /** A hidden heading is read by screen readers only: the list then continues the page header above it (/case-studies). */
    showHeading: z.boolean().default(true),
    /** The teasers' link to each item ("Read full case study"). */
    linkText: optionalText("Link text", 100),
    /** Links above the list that narrow it to one industry (?industry=retail), for visitors; case studies only. */
    industryLinks: z.boolean().default(false),
  })
  .superRefine((section, ctx) => {
    if (section.layout === "teasers" && section.linkText === "") ctx.addIssue({ code: "custom", path: ["linkText"], message: "Teasers need a link text, such as \"Read full case study\"." });
    if (section.industryLinks && section.collection !== "case-studies") ctx.addIssue({ code: "custom", path: ["industryLinks"], message: "Only case studies can be filtered by industry." });
    else if (section.industryLinks && section.filter.startsWith("industry:")) ctx.addIssue({ code: "custom", path: ["industryLinks"], message: "A list of one industry has no industry links: choose another filter or turn them off." });
    if (section.filter === "") return;
    const filter = readCollectionFilter(section.filter);
    const kinds: readonly string[] = COLLECTION_FILTER_KINDS[section.collection];
    if (!filter || !kinds.includes(filter.kind)) {
      const message = section.collection === "insights" ? "Insights can be filtered by a topic from the list only." : "Case studies can be filtered by an industry or a service from the list only.";
      ctx.addIssue({ code: "custom", path: ["filter"], message });
    } else if (filter.kind !== "topic" && !FIXED_LISTS[filter.kind].includes(filter.value)) {
      ctx.addIssue({ code: "custom", path: ["filter"], message: filter.kind === "industry" ? "Choose an industry from the list." : "Choose a service from the list." });
    }
  });
export type CollectionListSection = z.infer<typeof CollectionListSection>;

export function collectionListDefaults(order: number): CollectionListSection {
  return {
    id: newId(),
    type: "collection-list",
    order,
    eyebrow: "",
    heading: "Latest Insights",
    intro: "",
    collection: "insights",
    filter: "",
    sort: "newest",
    count: 3,
    layout: "cards",
    paginate: false,
    showAllLink: true,
    showHeading: true,
    linkText: "",
    industryLinks: false,
  };
}
