import { data } from "react-router";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { textField } from "#app/lib/form.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";
import { columnFieldName, IMPORT_FIELDS, ImportSubscribersInput, MAX_IMPORT_BYTES, type ImportActionData, type ImportReport } from "./import-schema.ts";
import { planImport } from "./subscribers-csv-import.ts";
import { importSubscribers } from "./subscribers-import.server.ts";

/** Room for the multipart wrapping around the file and the other fields. */
const FORM_OVERHEAD_BYTES = 16 * 1024;
const TOO_LARGE = `The file is too large: an import can be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it and import each part.`;
const FAILED = "Import failed";

/**
 * Import CSV, after the route has checked "subscribers:write". The body is bounded before it is read;
 * a file that cannot be imported at all is refused (4xx) with one message and changes nothing; a
 * readable one imports its good rows and lists the others by line.
 */
export async function handleSubscribersImport(request: Request, actor: SessionUser) {
  const read = await readFormData(request, MAX_IMPORT_BYTES + FORM_OVERHEAD_BYTES);
  if (!read.ok) return refused(read.status, read.status === 413 ? TOO_LARGE : read.formError);
  const { form } = read;

  const columns = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, textField(form, columnFieldName(field)) || undefined]));
  const input = ImportSubscribersInput.safeParse({ mode: textField(form, "mode"), consentNote: textField(form, "consentNote"), columns });
  if (!input.success) {
    const issue = input.error.issues[0];
    const field = issue?.path[0];
    const fieldErrors = field === "consentNote" || field === "mode" ? { [field]: issue!.message } : undefined;
    return refused(400, issue?.message ?? "The import form is incomplete. Please reload the page.", fieldErrors);
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refused(400, "Please choose a CSV file to import.");
  if (file.size > MAX_IMPORT_BYTES) return refused(413, TOO_LARGE);

  const now = new Date();
  const plan = planImport(decodeText(new Uint8Array(await file.arrayBuffer())), input.data, now);
  if (!plan.ok) return refused(400, plan.message);
  try {
    const { mode, consentNote } = input.data;
    const report = await importSubscribers(mode, plan, actor, { origin: publicOrigin(), filename: file.name || "the file", consentNote: mode === "confirmed" ? consentNote : null, now });
    return data<ImportActionData>({ ok: true, intent: "import", message: summary(report), report });
  } catch (error) {
    logger.error({ err: error }, "Subscribers import failed");
    return refused(500, "Something went wrong and nothing was imported. Please try again later.");
  }
}

/**
 * The file's text: UTF-8 (with or without its byte-order mark), else Windows-1252, which Excel on
 * Windows writes for "CSV (Comma delimited)"; reading that as UTF-8 would garble every accent.
 */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function summary(report: ImportReport): { title: string; description: string } {
  const skipped = report.duplicates.length + report.invalid.length + report.unlisted;
  const people = `${report.imported} ${report.imported === 1 ? "subscriber" : "subscribers"}`;
  const what = report.mode === "confirmed" ? `${people} imported as confirmed.` : `${people} imported; each is sent a confirmation e-mail.`;
  const rest = skipped > 0 ? ` ${skipped} ${skipped === 1 ? "row was" : "rows were"} skipped: see the list.` : "";
  return { title: report.imported > 0 ? "Import complete" : "Nothing imported", description: `${what}${rest}` };
}

function refused(status: number, description: string, fieldErrors?: { consentNote?: string; mode?: string }) {
  return data<ImportActionData>({ ok: false, intent: "import", message: { title: FAILED, description }, fieldErrors }, { status });
}
