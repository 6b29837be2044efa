import { MISSING_TITLE } from "../cms/schema.ts";
import { slugProblem } from "../cms/slug.ts";

/** The spec's own message for an empty slug, which (like MISSING_TITLE) already reads "Title: description". */
const MISSING_SLUG = slugProblem("");

/**
 * PageInput's validation issues arranged the way the editor shows them: beside the title, slug and
 * meta description, or beside a field inside a section. Shared by the browser (before sending) and
 * the server (when the same schema refuses a save), so both point at the same place.
 */
export interface PageFieldErrors {
  title?: string;
  slug?: string;
  metaDescription?: string;
  /** A problem with the content as a whole: HTML too long, too many sections, unreadable content. */
  content?: string;
  /** Messages by section id, then by the path inside the section ("items.0.title"). */
  sections?: Record<string, Record<string, string>>;
  /** The SEO panel's fields ("canonicalUrl", "socialImage"). */
  seo?: Record<string, string>;
  /** A collection item's fields, by their path ("excerpt", "cover.alt"). */
  fields?: Record<string, string>;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

const PAGE_FIELDS = ["title", "slug", "metaDescription"] as const;

/** The first message for each place; later ones for the same place add nothing the person can act on. */
export function pageFieldErrors(issues: readonly Issue[]): PageFieldErrors {
  const errors: PageFieldErrors = {};
  for (const { path, message } of issues) {
    const [field, kind, sectionId, ...rest] = path.map(String);
    if ((PAGE_FIELDS as readonly string[]).includes(field ?? "")) {
      const key = field as (typeof PAGE_FIELDS)[number];
      errors[key] ??= message;
    } else if (field === "seo" && kind) {
      (errors.seo ??= {})[kind] ??= message;
    } else if (field === "fields" && kind) {
      (errors.fields ??= {})[[kind, sectionId, ...rest].filter(Boolean).join(".")] ??= message;
    } else if (field === "content" && kind === "sections" && sectionId) {
      const sections = (errors.sections ??= {});
      const forSection = (sections[sectionId] ??= {});
      forSection[rest.join(".")] ??= message;
    } else {
      errors.content ??= message;
    }
  }
  return errors;
}

/**
 * The one message a failed save announces ("Title: description"), in the order the fields appear
 * on screen: the spec's own texts for a missing title or slug, "Failed to save page: …" otherwise.
 */
export function pageErrorsMessage(errors: PageFieldErrors): string {
  const firstSection = Object.values(errors.sections ?? {})[0];
  const sectionMessage = firstSection ? `Some sections need attention. ${Object.values(firstSection)[0] ?? ""}`.trim() : undefined;
  const first = errors.title ?? errors.slug ?? errors.metaDescription ?? Object.values(errors.fields ?? {})[0] ?? errors.content ?? sectionMessage ?? Object.values(errors.seo ?? {})[0];
  if (first === MISSING_TITLE || first === MISSING_SLUG) return first;
  return `Failed to save page: ${first ?? "Please check the highlighted fields."}`;
}
