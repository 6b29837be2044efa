import { data } from "react-router";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { PageError } from "#app/features/pages/cms/page-error.ts";
import { textField } from "#app/lib/form.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { changeCount, pagesToWrite, type ImportPlan } from "./import-plan.ts";
import { readXliff } from "./xliff-document.ts";
import { XliffError } from "./xliff-error.ts";
import { applyImport, planImport } from "./xliff-import.server.ts";
import { ImportIntent, MAX_XLIFF_BYTES, XLIFF_TOO_LARGE } from "./xliff-schema.ts";

/** Room for the multipart wrapping around the file (or the file sent back as a field) and the other fields. */
const FORM_OVERHEAD_BYTES = 16 * 1024;
const UNEXPECTED = "Something went wrong. Please try again later.";

export type ImportActionData =
  | { ok: true; intent: "preview"; plan: ImportPlan; xliff: string; filename: string; message?: undefined }
  | { ok: true; intent: "apply"; plan: ImportPlan; message: { title: string; description: string } }
  | { ok: false; intent: string; message: { title: string; description: string } };

/**
 * The import's two steps, after the route has checked "pages:write": "preview" reads an uploaded file
 * and answers what it would change; "apply" gets the same file back with the preview's fingerprint
 * and writes it. Anything refused answers 4xx with a message and changes nothing.
 */
export async function handleXliffImport(request: Request, actor: SessionUser) {
  const read = await readFormData(request, MAX_XLIFF_BYTES + FORM_OVERHEAD_BYTES);
  if (!read.ok) return refused("", read.status, read.status === 413 ? XLIFF_TOO_LARGE : read.formError);
  const { form } = read;
  const parsed = ImportIntent.safeParse({ intent: textField(form, "intent"), xliff: textField(form, "xliff"), fingerprint: textField(form, "fingerprint") });
  if (!parsed.success) return refused(textField(form, "intent") ?? "", 400, parsed.error.issues[0]?.message ?? UNEXPECTED);
  const input = parsed.data;

  let bytes: Uint8Array;
  let filename = "";
  if (input.intent === "preview") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return refused("preview", 400, "Choose an XLIFF file to import.");
    if (file.size > MAX_XLIFF_BYTES) return refused("preview", 413, XLIFF_TOO_LARGE);
    bytes = new Uint8Array(await file.arrayBuffer());
    filename = file.name.slice(0, 200);
  } else {
    bytes = new TextEncoder().encode(input.xliff);
    if (bytes.byteLength > MAX_XLIFF_BYTES) return refused("apply", 413, XLIFF_TOO_LARGE);
  }
  const document = await readXliff(bytes);
  if (!document.ok) return refused(input.intent, 400, document.message);

  try {
    if (input.intent === "preview") {
      const { plan } = await planImport(document.document);
      return data<ImportActionData>({ ok: true, intent: "preview", plan, xliff: new TextDecoder().decode(bytes), filename });
    }
    const plan = await applyImport(document.document, input.fingerprint, actor);
    const pages = pagesToWrite(plan).length;
    return data<ImportActionData>({
      ok: true,
      intent: "apply",
      plan,
      message: { title: "Translations imported", description: `${changeCount(plan)} ${changeCount(plan) === 1 ? "text" : "texts"} on ${pages} ${pages === 1 ? "page" : "pages"} updated in ${plan.target.name}.` },
    });
  } catch (error) {
    if (error instanceof XliffError || error instanceof PageError) return refused(input.intent, error.status, error.message);
    logger.error({ err: error, intent: input.intent }, "XLIFF import failed");
    return refused(input.intent, 500, UNEXPECTED);
  }
}

function refused(intent: string, status: number, description: string) {
  return data<ImportActionData>({ ok: false, intent, message: { title: "Import failed", description } }, { status });
}
