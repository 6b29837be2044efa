// Pages written the way staff write them: the page editor's form posted over HTTP to a running
// server (tests/utils/app-process.ts), with a signed-in cookie (tests/utils/app-staff.ts).
import { PAGE_FORM } from "#app/features/pages/editor/page-editor-data.ts";

export interface HttpPage {
  id: string;
  /** The version the next save must name. */
  version: number;
}

export interface HtmlPageDraft {
  title: string;
  slug: string;
  html: string;
  isPublished: boolean;
}

/** Posts the editor's save form; resolves with the raw response (redirect or page, status kept). */
export function postPageSave(baseUrl: string, cookie: string, path: string, draft: HtmlPageDraft, version?: number): Promise<Response> {
  const { html, ...fields } = draft;
  const form = new URLSearchParams({ [PAGE_FORM.intent]: "save", [PAGE_FORM.page]: JSON.stringify({ ...fields, metaDescription: "", content: { html } }) });
  if (version !== undefined) form.set(PAGE_FORM.version, String(version));
  return fetch(`${baseUrl}${path}`, { method: "POST", headers: { cookie, origin: baseUrl }, body: form, redirect: "manual" });
}

/** Creates an HTML page through /admin/pages/new. */
export async function createPageOverHttp(baseUrl: string, cookie: string, draft: HtmlPageDraft): Promise<HttpPage> {
  const response = await postPageSave(baseUrl, cookie, "/admin/pages/new", draft);
  const id = /\/admin\/pages\/edit\/([^/?]+)/.exec(response.headers.get("location") ?? "")?.[1];
  if (response.status !== 302 || !id) throw new Error(`Creating page "${draft.slug}" failed: ${response.status} ${await response.text()}`);
  return { id, version: 1 };
}

/** Saves `page` over its current version through its editor; resolves with the version after the save. */
export async function savePageOverHttp(baseUrl: string, cookie: string, page: HttpPage, draft: HtmlPageDraft): Promise<HttpPage> {
  const response = await postPageSave(baseUrl, cookie, `/admin/pages/edit/${page.id}`, draft, page.version);
  if (response.status !== 200) throw new Error(`Saving page "${draft.slug}" failed: ${response.status} ${await response.text()}`);
  return { id: page.id, version: page.version + 1 };
}

/** Presses Translate in `page`'s editor: starts its draft translation into `tag`; resolves with the translation. */
export async function translatePageOverHttp(baseUrl: string, cookie: string, page: HttpPage, tag: string): Promise<HttpPage> {
  const form = new URLSearchParams({ [PAGE_FORM.intent]: "translate", [PAGE_FORM.language]: tag });
  const response = await fetch(`${baseUrl}/admin/pages/edit/${page.id}`, { method: "POST", headers: { cookie, origin: baseUrl }, body: form, redirect: "manual" });
  const id = /\/admin\/pages\/edit\/([^/?]+)/.exec(response.headers.get("location") ?? "")?.[1];
  if (response.status !== 302 || !id) throw new Error(`Translating into ${tag} failed: ${response.status} ${await response.text()}`);
  return { id, version: 1 };
}
