import { data } from "react-router";
import { DRAFT_PREVIEW_FORM, DraftPreviewInput, SitePageKeyInput, type DraftPreviewData } from "./preview.ts";
import { normalizeSlug } from "../cms/slug.ts";
import { jsonField, readPageForm } from "../editor/page-form.server.ts";
import { withLibraryPictures } from "../cms/public-page-content.server.ts";
import { sanitizePageContent } from "../cms/sanitize-content.server.ts";
import { sitePageByKey } from "../site-pages/site-pages.ts";

/**
 * The editor's Preview button: the draft, saved or not, published or not, checked like a save and
 * cleaned like a public render, for a full-page look at it. Nothing is stored. Bad input answers 400
 * with its reason.
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
    content: withLibraryPictures(sanitizePageContent(content)),
  });
}

function refuse(message: string, status: number) {
  return data<DraftPreviewData>({ ok: false, message: `The preview is not available: ${message}` }, { status });
}
