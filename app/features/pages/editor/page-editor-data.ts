import type { PageFieldErrors } from "./page-input-errors.ts";
import type { PageRecord } from "../cms/schema.ts";

/**
 * What the page editor and its server exchange besides the page itself: the shapes the browser
 * reads, kept apart from the server code that produces them.
 */

/** A page as stored, or one of its revisions: everything the editor's draft can be loaded from. */
export type PageSnapshot = Pick<PageRecord, "title" | "slug" | "metaDescription" | "isPublished" | "content"> & { fields?: Record<string, unknown> };

/** The form field names of a save or delete. */
export const PAGE_FORM = {
  intent: "intent",
  page: "page",
  version: "version",
  content: "content",
  /** A translation's save: the default language's version it now matches ("up to date"). */
  matchesSourceVersion: "matchesSourceVersion",
  /** Translate: the language to start the page's translation in. */
  language: "language",
} as const;

export type PageEditorIntent = "save" | "delete" | "reset" | "translate";

/**
 * The answer to a save or delete that did not redirect. `message` reads "Title: description" like
 * the spec's catalogue ("Failed to save page: …"); `errors` point at the fields a refused save named.
 */
export type PageEditorActionData =
  | { ok: true; intent: "save"; page: PageRecord }
  | { ok: false; intent: PageEditorIntent | null; message: string; errors?: PageFieldErrors };

/** Where the editor asks for its sections as HTML (routes/admin/page-sections-html.ts). */
export const SECTIONS_HTML_PATH = "/admin/pages/sections-html";

/** The answer of the route that turns a page's sections into HTML for the HTML Editor. */
export type SectionsHtmlData = { ok: true; html: string } | { ok: false; message: string };
