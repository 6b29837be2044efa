import { m } from "#app/paraglide/messages.js";
import type { CatalogLocale } from "./i18n.ts";
import { readBodyWithin } from "./request-body.server.ts";

export const MAX_FORM_BYTES = 64 * 1024;

export type FormReadResult = { ok: true; form: FormData } | { ok: false; status: 400 | 413; formError: string };

/**
 * Reads a form body of at most `maxBytes` (readBodyWithin: a missing or false Content-Length cannot
 * get a larger body past the limit). A larger body is refused as 413 and one that is not a form as
 * 400, each with a message for the visitor in `catalog`'s language (a public page's; the admin's is English).
 */
export async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES, catalog: CatalogLocale = "en"): Promise<FormReadResult> {
  const locale = { locale: catalog };
  const chunks = await readBodyWithin(request, maxBytes);
  if (!chunks) return { ok: false, status: 413, formError: m.form_too_large({}, locale) };
  try {
    const headers = { "content-type": request.headers.get("content-type") ?? "" };
    return { ok: true, form: await new Response(new Blob(chunks as BlobPart[]), { headers }).formData() };
  } catch {
    return { ok: false, status: 400, formError: m.form_unreadable({}, locale) };
  }
}

/** A form's text fields as URLSearchParams, for parsers written for the query string (a list's filters). */
export function textFields(form: FormData): URLSearchParams {
  return new URLSearchParams([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
