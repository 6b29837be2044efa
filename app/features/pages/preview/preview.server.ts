import { data } from "react-router";
import { formViewsOf } from "#app/features/forms/form-view.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBook, languageOrDefault, type AddressBook } from "#app/features/languages/public-address.ts";
import { DEFAULT_PAGE_SEO } from "#app/features/seo/page-seo.ts";
import type { CollectionListViews } from "#app/sections/collection-list/view.ts";
import type { FormViews } from "#app/sections/form/view.ts";
import { collectionListViews } from "../collection-pages/collection-list.server.ts";
import { itemPreviewView, type ItemPreviewView } from "../collection-pages/insights-public.server.ts";
import type { PageContent } from "../cms/content.ts";
import { getPage } from "../cms/pages.server.ts";
import { normalizeSlug } from "../cms/slug.ts";
import { PAGE_FORM } from "../editor/page-editor-data.ts";
import { jsonField, readDraftContent, readPageForm } from "../editor/page-form.server.ts";
import { withLibraryPictures } from "../cms/public-page-content.server.ts";
import { resolvePageLinks } from "../links/page-links.server.ts";
import { sanitizePageContent } from "../cms/sanitize-content.server.ts";
import { sitePageByKey } from "../site-pages/site-pages.ts";
import { pagePublicPath } from "../page-address.ts";
import { DRAFT_PREVIEW_FORM, DraftItemInput, DraftPreviewInput, SitePageKeyInput, type DraftPreviewData, type PagePreviewData } from "./preview.ts";

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
  return answer(
    {
      ok: true,
      content: await asVisitorsGetIt(parsed.content, parsed.language),
      collectionLists: await previewLists(parsed.content, parsed.language, "/"),
      formViews: await previewForms(parsed.content, parsed.language, "/"),
    },
    200,
  );
}

/**
 * What the draft's Collection Lists would show now: the first page of each, in the page's language
 * (the editor sends it), or the default language's for a language the site does not have.
 */
async function previewLists(content: PageContent, language: string | null, path: string): Promise<CollectionListViews> {
  const { book, locale } = await draftLanguage(language);
  return (await collectionListViews(content, { locale, path, book, page: null })) ?? {};
}

/** The forms the draft's Form sections show, as its public page would draw them: in its language. */
async function previewForms(content: PageContent, language: string | null, path: string): Promise<FormViews> {
  const { book, locale } = await draftLanguage(language);
  return formViewsOf(content, { language: locale, defaultTag: book.defaultTag, path });
}

/** The site's addresses, and the draft's language where the site has it, else the default language. */
async function draftLanguage(language: string | null): Promise<{ book: AddressBook; locale: string }> {
  const book = addressBook(await listLanguages());
  return { book, locale: languageOrDefault(language, book) };
}

/** The content cleaned as a public render cleans it, with the library's pictures drawn and links to pages at their addresses. */
async function asVisitorsGetIt(content: PageContent, language: string | null): Promise<PageContent> {
  const { book, locale } = await draftLanguage(language);
  return resolvePageLinks(withLibraryPictures(sanitizePageContent(content)), locale, book);
}

function answer(body: PagePreviewData, status: number): Response {
  return Response.json(body, { status });
}

/**
 * The editor's Preview button: the draft, saved or not, published or not, for a full-page look at
 * it; a collection item's as its public page lays it out (an article's byline, dates, cover and
 * related articles, read in the stored item's language). Bad input answers 400 with its reason.
 */
export async function previewDraftPage(request: Request, book: AddressBook) {
  const read = await readPageForm(request);
  if (!read.ok) return refuse(read.message, read.status);
  const raw = jsonField(read.form, DRAFT_PREVIEW_FORM.page);
  if (!raw.ok) return refuse(raw.message, 400);
  const input = DraftPreviewInput.safeParse(raw.value);
  if (!input.success) return refuse(input.error.issues[0]?.message ?? "The page could not be read.", 400);
  const siteKey = SitePageKeyInput.safeParse(textField(read.form, DRAFT_PREVIEW_FORM.site));
  if (!siteKey.success) return refuse(siteKey.error.issues[0]?.message ?? "", 400);
  const itemFields = DraftItemInput.safeParse({ collection: textField(read.form, DRAFT_PREVIEW_FORM.collection), item: textField(read.form, DRAFT_PREVIEW_FORM.item) });
  if (!itemFields.success) return refuse(itemFields.error.issues[0]?.message ?? "", 400);
  const sitePage = sitePageByKey(siteKey.data);
  const { title, slug, content } = input.data;
  const { collection, item: itemId } = itemFields.data;
  const itemCollection = sitePage ? null : collection || null;
  // A stored item is previewed in its own language, its translations left out of its related articles.
  const stored = itemCollection && itemId ? await getPage(itemId) : null;
  if (itemCollection && itemId && stored?.collection !== itemCollection) return refuse("This item no longer exists. It may have been deleted.", 404);
  const path = sitePage?.path ?? `/${normalizeSlug(slug)}`;
  // The page's language (the editor sends it): its Collection Lists show items in it.
  const language = stored?.locale ?? textField(read.form, PAGE_FORM.language);
  const draft = { title: title || "Untitled Page", path, content: await asVisitorsGetIt(content, language), item: null, collectionLists: await previewLists(content, language, path), formViews: await previewForms(content, language, path) };
  if (!itemCollection) return data<DraftPreviewData>({ ok: true, ...draft });

  const now = new Date().toISOString();
  const record = {
    ...draft,
    slug: normalizeSlug(slug),
    collection: itemCollection,
    metaDescription: input.data.metaDescription,
    fields: input.data.fields ?? stored?.fields ?? {},
    seo: input.data.seo ?? stored?.seo ?? DEFAULT_PAGE_SEO,
    locale: stored?.locale ?? book.defaultTag,
    translationKey: stored?.translationKey ?? "",
    systemKey: null,
    createdAt: stored?.createdAt ?? now,
    updatedAt: now,
  };
  const item: ItemPreviewView | null = await itemPreviewView(record, book);
  return data<DraftPreviewData>({ ok: true, ...draft, path: pagePublicPath(record, book) ?? draft.path, item });
}

/** A text field of the form; absent is null, a file is "" (refused by the schema as no choice). */
function textField(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" ? value : value === null ? null : "";
}

function refuse(message: string, status: number) {
  return data<DraftPreviewData>({ ok: false, message: `The preview is not available: ${message}` }, { status });
}
