import { PageSeoInput, type PageSeo } from "#app/features/seo/page-seo.ts";
import { z } from "#app/lib/zod.ts";
import type { PageContent } from "./content.ts";
import { parseContentForWrite } from "./content-parse.ts";
import { normalizeSlug, slugProblem } from "./slug.ts";

/** The spec's threshold: longer descriptions get a warning but still save. */
export const META_DESCRIPTION_WARNING_LENGTH = 160;
export const META_DESCRIPTION_WARNING = "Meta descriptions should be 160 characters or less";
export const PAGE_LIMITS = { title: 200, metaDescription: 1000 } as const;

export const MISSING_TITLE = "Missing title: Please enter a title for the page.";

/**
 * What the editor sends when it saves a page, checked by the same schema in the browser (before
 * sending) and on the server. Content issues carry the section id and the path inside it, so the
 * editor can show them beside the field.
 */
export const PageInput = z
  .object({
    title: z.string().trim().min(1, MISSING_TITLE).max(PAGE_LIMITS.title, `The title can be at most ${PAGE_LIMITS.title} characters.`),
    slug: z
      .string()
      .transform(normalizeSlug)
      .superRefine((slug, ctx) => {
        const problem = slugProblem(slug);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    metaDescription: z
      .string()
      .trim()
      .max(PAGE_LIMITS.metaDescription, `The meta description can be at most ${PAGE_LIMITS.metaDescription} characters.`)
      .default(""),
    isPublished: z.boolean().default(false),
    // Left out, the page's stored search settings stay as they are (a save from before the SEO panel).
    seo: PageSeoInput.optional(),
    // A collection item's own fields, checked against its collection's schema where the item is
    // written (features/collections/collections.ts); left out, the stored fields stay. A page has none.
    fields: z.record(z.string(), z.unknown()).optional(),
    content: z.unknown().transform((raw, ctx): PageContent => {
      const parsed = parseContentForWrite(raw);
      if (parsed.ok) return parsed.content;
      for (const issue of parsed.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.sectionId ? ["sections", issue.sectionId, ...issue.path.split(".").filter(Boolean)] : [] });
      }
      return z.NEVER;
    }),
  })
  .strict();
export type PageInput = z.output<typeof PageInput>;
export type PageInputDraft = z.input<typeof PageInput>;

/** A page as the admin screens and the public route see it (camelCase, content parsed). */
export interface PageRecord {
  id: string;
  title: string;
  slug: string;
  metaDescription: string;
  content: PageContent;
  isPublished: boolean;
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by one on every save; a save names the version it started from. */
  version: number;
  /** The site page this is (features/pages/site-pages/site-pages.ts), or null for a page staff created. */
  systemKey: string | null;
  /** Its language (docs/decisions/037-locale-model.md) and the key its translations share. */
  locale: string;
  translationKey: string;
  /** The default language's version this translation was made from; null on the default language's own pages. */
  sourceVersion: number | null;
  seo: PageSeo;
  /** The collection of a collection item (docs/decisions/039-collections.md), null for a page. */
  collection: string | null;
  /** A collection item's fields as stored ({} for a page); read them through the collection (readFields). */
  fields: Record<string, unknown>;
}

/** One row of the pages list. */
export interface PageSummary {
  id: string;
  title: string;
  slug: string;
  /** Its public path, with its language's prefix ("/de/ueber-uns"). */
  path: string;
  /** The page's language when it is not the default (a page only another language has); null in the default language. */
  language: { tag: string; nativeName: string } | null;
  isPublished: boolean;
  updatedAt: string;
  /** True when a site page answers this slug, so visitors never see this page there. */
  shadowedBySitePage: boolean;
}

export interface PageRevisionSummary {
  id: string;
  version: number;
  title: string;
  isPublished: boolean;
  savedByEmail: string | null;
  createdAt: string;
}

export const PAGE_LIST_SIZE = 50;
