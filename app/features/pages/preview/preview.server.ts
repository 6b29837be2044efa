import { data } from "react-router";
import type { PageContent } from "../cms/content.ts";
import { normalizeSlug } from "../cms/slug.ts";
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
  return answer({ ok: true, content: asVisitorsGetIt(parsed.content) }, 200);
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
  return data<DraftPreviewData>({
    ok: true,
    title: title || "Untitled Page",
    path: sitePage?.path ?? `/${normalizeSlug(slug)}`,
    content: asVisitorsGetIt(content),
  });
}

function refuse(message: string, status: number) {
  return data<DraftPreviewData>({ ok: false, message: `The preview is not available: ${message}` }, { status });
}
