import { data } from "react-router";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import type { CollectionListViews } from "#app/sections/collection-list/view.ts";
import { collectionListViews } from "../collection-pages/collection-list.server.ts";
import type { PageContent } from "../cms/content.ts";
import { normalizeSlug } from "../cms/slug.ts";
import { PAGE_FORM } from "../editor/page-editor-data.ts";
import { jsonField, readDraftContent, readPageForm } from "../editor/page-form.server.ts";
import { withLibraryPictures } from "../cms/public-page-content.server.ts";
import { sanitizePageContent } from "../cms/sanitize-content.server.ts";
import { sitePageByKey } from "../site-pages/site-pages.ts";
import { DRAFT_PREVIEW_FORM, DraftPreviewInput, SitePageKeyInput, type DraftPreviewData, type PagePreviewData } from "./preview.ts";

// The editor's two previews of an unsaved draft: both check it like a save and clean it like a
// public render, and neither stores anything.

/**
 * The editor's Preview tab: the draft's content, so the preview shows exactly what visitors would
 * get. Answers JSON, because the editor asks with a plain fetch (a router fetcher would reload the
 * editor's data after each POST).
 */
export async function previewPageContent(request: Request): Promise<Response> {
  const parsed = await readDraftContent(request);
  if (!parsed.ok) return answer({ ok: false, message: parsed.message }, parsed.status);
  return answer({ ok: true, content: asVisitorsGetIt(parsed.content), collectionLists: await previewLists(parsed.content, parsed.language, "/") }, 200);
}

/**
 * What the draft's Collection Lists would show now: the first page of each, in the page's language
 * (the editor sends it), or the default language's for a language the site does not have.
 */
async function previewLists(content: PageContent, language: string | null, path: string): Promise<CollectionListViews> {
  const book = addressBook(await listLanguages());
  const locale = language !== null && (language === book.defaultTag || book.prefixByTag.has(language)) ? language : book.defaultTag;
  return (await collectionListViews(content, { locale, path, book, page: null })) ?? {};
}

/** The content cleaned as a public render cleans it, with the library's pictures drawn. */
function asVisitorsGetIt(content: PageContent): PageContent {
  return withLibraryPictures(sanitizePageContent(content));
}

function answer(body: PagePreviewData, status: number): Response {
  return Response.json(body, { status });
}

/**
 * The editor's Preview button: the draft, saved or not, published or not, for a full-page look at
 * it. Bad input answers 400 with its reason.
 */
export async function previewDraftPage(request: Request) {
  const read = await readPageForm(request);
  if (!read.ok) return refuse(read.message, read.status);
  const raw = jsonField(read.form, DRAFT_PREVIEW_FORM.page);
  if (!raw.ok) return refuse(raw.message, 400);
  const input = DraftPreviewInput.safeParse(raw.value);
  if (!input.success) return refuse(input.error.issues[0]?.message ?? "The page could not be read.", 400);
  const siteField = read.form.get(DRAFT_PREVIEW_FORM.site);
  const siteKey = SitePageKeyInput.safeParse(typeof siteField === "string" ? siteField : siteField === null ? null : "");
  if (!siteKey.success) return refuse(siteKey.error.issues[0]?.message ?? "", 400);
  const sitePage = sitePageByKey(siteKey.data);
  const { title, slug, content } = input.data;
  const path = sitePage?.path ?? `/${normalizeSlug(slug)}`;
  const language = read.form.get(PAGE_FORM.language);
  return data<DraftPreviewData>({
    ok: true,
    title: title || "Untitled Page",
    path,
    content: asVisitorsGetIt(content),
    collectionLists: await previewLists(content, typeof language === "string" ? language : null, path),
  });
}

function refuse(message: string, status: number) {
  return data<DraftPreviewData>({ ok: false, message: `The preview is not available: ${message}` }, { status });
}
