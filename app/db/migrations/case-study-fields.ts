/**
 * The fields of a shipped case study (case-study-1…3) as items of the "case-studies" collection
 * (docs/decisions/039-collections.md), read from what its page holds: the Case Study section's
 * figures, outcomes, quote and picture, and the card that leads to it on the Case Studies page.
 * The industry, services and region are facts about the three clients, not words, so they are given
 * here by key.
 *
 * Used by migration 0027 (pages that exist) and by the seeding at start (a fresh install's pages), so
 * both end in the same state. Plain data in, plain data out, no import from the application: a
 * migration must not change when the application does; change it only in ways 0027 may take.
 */

const FACTS: Record<string, { industry: string; services: string[]; region: string }> = {
  "case-study-1": { industry: "consumer-electronics", services: ["test-buying", "quality-control"], region: "europe" },
  "case-study-2": { industry: "health-beauty", services: ["compliance", "test-buying"], region: "europe" },
  "case-study-3": { industry: "retail", services: ["quality-control", "test-buying", "consulting"], region: "global" },
};

/** The site pages that are case studies, by their system_key. */
export const CASE_STUDY_KEYS: readonly string[] = Object.keys(FACTS);

// The schema's limits (features/collections/collections.ts, CaseStudyFields) as 0027 met them.
const LIMITS = { excerpt: 500, alt: 300, figureValue: 50, figureLabel: 200, outcome: 5000, outcomes: 50, quote: 5000, name: 200, role: 200 };

/** At most `max` characters; a longer text is cut at the last space before the limit, with an ellipsis. */
function fit(text: unknown, max: number): string {
  const value = typeof text === "string" ? text.trim() : "";
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

type Section = Record<string, unknown> & { type?: unknown };

function sectionsOf(content: unknown): Section[] {
  const parsed: unknown = typeof content === "string" ? safeJson(content) : content;
  const sections = parsed && typeof parsed === "object" ? (parsed as { sections?: unknown }).sections : undefined;
  return Array.isArray(sections) ? sections.filter((section): section is Section => Boolean(section) && typeof section === "object") : [];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A link as a path to compare: no query, fragment or trailing slash, lower case (routes match any case). */
function comparablePath(href: unknown): string {
  if (typeof href !== "string") return "";
  const path = href.split(/[?#]/)[0] ?? "";
  return (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();
}

/** The text of the card that leads to the case study on the Case Studies page of its language, or "". */
function cardText(listingContent: unknown, paths: readonly string[]): string {
  const wanted = new Set(paths.map(comparablePath));
  for (const section of sectionsOf(listingContent)) {
    if (section.type !== "case-study-cards" || !Array.isArray(section.items)) continue;
    for (const card of section.items as Array<Record<string, unknown>>) {
      if (card && wanted.has(comparablePath(card.link)) && typeof card.description === "string" && card.description.trim()) return card.description;
    }
  }
  return "";
}

function linesOf(text: unknown): string[] {
  return typeof text === "string"
    ? text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
}

/** An instant as the collection stores it ("2026-01-15T09:30:00.000Z"), or "". */
function instant(value: unknown): string {
  if (!(typeof value === "string" || value instanceof Date)) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

export interface CaseStudyPage {
  /** Its system_key ("case-study-1"). */
  key: string;
  /** Its `content` (JSON text or the parsed object). */
  content: unknown;
  /** The Case Studies page's content in the same language, whose card for it gives the excerpt. */
  listingContent: unknown;
  /** The addresses a card may name it by ("/case-study-1", "/de/fallstudie-…"). */
  paths: readonly string[];
  /** The date it shows as published: when its page was first written. */
  createdAt: unknown;
}

/** The collection fields of a shipped case study in one language. */
export function caseStudyFieldsOf(page: CaseStudyPage): Record<string, unknown> {
  const facts = FACTS[page.key] ?? { industry: "", services: [], region: "" };
  const body = sectionsOf(page.content).find((section) => section.type === "case-study-body") ?? {};
  const figures = (Array.isArray(body.figures) ? (body.figures as Array<Record<string, unknown>>) : [])
    .slice(0, 2)
    .map((figure) => ({ value: fit(figure?.value, LIMITS.figureValue), label: fit(figure?.label, LIMITS.figureLabel) }));
  const image = typeof body.image === "string" ? body.image.trim() : "";
  const alt = fit(body.imageAlt, LIMITS.alt);
  return {
    excerpt: fit(cardText(page.listingContent, page.paths) || body.summary, LIMITS.excerpt),
    // The collection asks for alt text with every cover: a picture without one is left to staff.
    cover: image && alt ? { image, alt } : { image: "", alt: "" },
    industry: facts.industry,
    services: facts.services,
    region: facts.region,
    figures,
    outcomes: linesOf(body.outcomes)
      .slice(0, LIMITS.outcomes)
      .map((line) => fit(line, LIMITS.outcome)),
    quote: { text: fit(body.quote, LIMITS.quote), name: fit(body.quoteAuthor, LIMITS.name), role: fit(body.quotePosition, LIMITS.role) },
    publishedAt: instant(page.createdAt),
    featured: false,
  };
}
