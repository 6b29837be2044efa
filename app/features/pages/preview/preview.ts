import { COLLECTION_KEYS, type CollectionKey } from "#app/features/collections/collections.ts";
import type { ItemPreviewView } from "#app/features/pages/collection-pages/insights-public.server.ts";
import { z } from "#app/lib/zod.ts";
import type { CollectionListViews } from "#app/sections/collection-list/view.ts";
import type { FormViews } from "#app/sections/form/view.ts";
import type { PageContent } from "../cms/content.ts";
import { PAGE_LIMITS, PageInput } from "../cms/schema.ts";
import { SITE_PAGES } from "../site-pages/site-pages.ts";

/** The staff-only preview of a draft, opened in a new tab by the editor's Preview button. */
export const DRAFT_PREVIEW_PATH = "/admin/pages/preview/draft";

/**
 * The preview form's fields: the draft as the editor saves it, the site page it is (if one), and for
 * a collection item its collection and, once stored, its id (its language and translations).
 */
export const DRAFT_PREVIEW_FORM = { page: "page", site: "site", collection: "collection", item: "item" } as const;

const SITE_PAGE_UNKNOWN = "This website page is unknown. Please reload the editor and try again.";

/**
 * A draft as the preview takes it: the save's own checks of the content (one home for them), but an
 * unfinished title or slug still previews ("Untitled Page"), since nothing is stored.
 */
export const DraftPreviewInput = PageInput.extend({
  title: z.string().trim().max(PAGE_LIMITS.title, `The title can be at most ${PAGE_LIMITS.title} characters.`),
  slug: z.string().max(PAGE_LIMITS.title, `The URL slug can be at most ${PAGE_LIMITS.title} characters.`),
});

/** A collection item's part of the preview form; both absent for a page. */
export const DraftItemInput = z.object({
  collection: z.enum(COLLECTION_KEYS as [CollectionKey, ...CollectionKey[]], "This kind of item is unknown. Please reload the editor and try again.").nullable(),
  item: z.string().max(100, "This item is unknown. Please reload the editor and try again.").nullable(),
});

export const SitePageKeyInput = z.enum(SITE_PAGES.map((page) => page.key) as [string, ...string[]], SITE_PAGE_UNKNOWN).nullable();

/** The preview's answer: the page as visitors would get it, or why it cannot be shown. */
export type DraftPreviewData =
  | { ok: true; title: string; path: string; content: PageContent; item: ItemPreviewView | null; collectionLists: CollectionListViews; formViews: FormViews }
  | { ok: false; message: string };

/** The Preview tab's answer (routes/admin/page-preview.ts): the draft's content cleaned as visitors will get it. */
export type PagePreviewData = { ok: true; content: PageContent; collectionLists: CollectionListViews; formViews: FormViews } | { ok: false; message: string };
