import { readFormData } from "#app/lib/form.server.ts";

/** HTML pages can be large (200,000 characters of HTML, 100 sections), far beyond the 64 KB of other forms. */
export const PAGE_FORM_MAX_BYTES = 1024 * 1024;

export const PAGE_TOO_LARGE = "The page is too large to save: the limit is 1 MB. Please shorten it or move some of it to another page.";
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
