import { readFormData } from "#app/lib/form.server.ts";
import { parseContentForWrite } from "../cms/content-parse.ts";
import type { PageContent } from "../cms/content.ts";
import { PAGE_FORM } from "./page-editor-data.ts";

/** HTML pages can be large (200,000 characters of HTML, 100 sections), far beyond the 64 KB of other forms. */
export const PAGE_FORM_MAX_BYTES = 1024 * 1024;

const PAGE_TOO_LARGE = "The page is too large to save: the limit is 1 MB. Please shorten it or move some of it to another page.";
const PAGE_UNREADABLE = "The page could not be read. Please reload the editor and try again.";

/** The editor's form, with a message written for the editor when it is too large or not a form. */
export async function readPageForm(request: Request): Promise<{ ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string }> {
  const read = await readFormData(request, PAGE_FORM_MAX_BYTES);
  if (read.ok) return read;
  return { ok: false, status: read.status, message: read.status === 413 ? PAGE_TOO_LARGE : PAGE_UNREADABLE };
}

/** A form field that carries JSON, parsed; refused when it is missing, a file, or not JSON. */
export function jsonField(form: FormData, name: string): { ok: true; value: unknown } | { ok: false; message: string } {
  const raw = form.get(name);
  if (typeof raw !== "string") return { ok: false, message: PAGE_UNREADABLE };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, message: PAGE_UNREADABLE };
  }
}

/**
 * The editor's unsaved content from a form (the Preview tab, the sections-as-HTML offer), checked
 * like a save; refused with the editor's message and status when too large, unreadable or invalid.
 */
export async function readDraftContent(request: Request): Promise<{ ok: true; content: PageContent; language: string | null } | { ok: false; status: 400 | 413; message: string }> {
  const read = await readPageForm(request);
  if (!read.ok) return read;
  const raw = jsonField(read.form, PAGE_FORM.content);
  if (!raw.ok) return { ok: false, status: 400, message: raw.message };
  const parsed = parseContentForWrite(raw.value);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.issues[0]?.message ?? "The page content could not be read." };
  // The page's language (the preview lists its Collection Lists' items in it); checked by the caller against the site's languages.
  const language = read.form.get(PAGE_FORM.language);
  return { ok: true, content: parsed.content, language: typeof language === "string" ? language.slice(0, 35) : null };
}
