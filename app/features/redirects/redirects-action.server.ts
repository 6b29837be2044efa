import { data } from "react-router";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { textField } from "#app/lib/form.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { clearNotFoundLog } from "./not-found-log.server.ts";
import { parseRedirectsCsv } from "./redirects-csv.ts";
import { createRedirect, deleteRedirect, importRedirects, RedirectError, updateRedirect } from "./redirects.server.ts";
import { MAX_IMPORT_BYTES, RedirectsIntent, validateRedirect, type RedirectsActionData } from "./schema.ts";

const UNEXPECTED = "Something went wrong. Please try again later.";
/** Room for the multipart wrapping around the file and the other fields. */
const FORM_OVERHEAD_BYTES = 16 * 1024;
const TOO_LARGE = `The file is too large: a redirects file can be at most ${MAX_IMPORT_BYTES / 1024} KB.`;

const FAILED: Record<string, string> = {
  create: "Could not add redirect",
  update: "Could not save redirect",
  delete: "Failed to delete redirect",
  import: "Import failed",
  "clear-404-log": "Could not clear the 404 log",
};

/**
 * The Redirects screen's changes, after the route has checked "pages:write". Bad input and refusals
 * answer 4xx with a message for staff and change nothing; only real failures are 5xx.
 */
export async function handleRedirectsAction(request: Request, actor: SessionUser) {
  const read = await readFormData(request, MAX_IMPORT_BYTES + FORM_OVERHEAD_BYTES);
  if (!read.ok) return refused("", read.status, read.status === 413 ? TOO_LARGE : read.formError);
  const { form } = read;
  const fields = Object.fromEntries(["intent", "id", "fromPath", "toPath", "statusCode"].map((key) => [key, textField(form, key)]));
  const intent = RedirectsIntent.safeParse(fields);
  if (!intent.success) return refused(fields.intent ?? "", 400, intent.error.issues[0]?.message ?? UNEXPECTED);
  const input = intent.data;

  try {
    switch (input.intent) {
      case "create":
      case "update": {
        const checked = validateRedirect(input);
        if (!checked.ok) return refused(input.intent, 400, checked.message, { fieldErrors: checked.errors, values: input });
        const row = input.intent === "create" ? await createRedirect(checked.value, actor) : await updateRedirect(input.id, checked.value, actor);
        return done(input.intent, input.intent === "create" ? "Redirect added" : "Redirect saved", `${row.fromPath} now leads to ${row.toPath} (${row.statusCode}).`);
      }
      case "delete": {
        const row = await deleteRedirect(input.id, actor);
        return done("delete", "Redirect deleted", `${row.fromPath} no longer redirects.`);
      }
      case "import": {
        const file = form.get("file");
        if (!(file instanceof File) || file.size === 0) return refused("import", 400, "Choose a CSV file to import.");
        const parsed = parseRedirectsCsv(await file.text());
        if (!parsed.ok) return refused("import", 400, parsed.message);
        const { added, updated } = await importRedirects(parsed.rows, actor);
        return done("import", "Redirects imported", `${added} added, ${updated} updated. Redirects not in the file were kept.`);
      }
      case "clear-404-log": {
        const count = await clearNotFoundLog(actor);
        return done("clear-404-log", "404 log cleared", `${count} ${count === 1 ? "path" : "paths"} removed.`);
      }
    }
  } catch (error) {
    if (error instanceof RedirectError) {
      const values = input.intent === "create" || input.intent === "update" ? { values: input } : {};
      return refused(input.intent, error.status, error.message, values);
    }
    logger.error({ err: error, intent: input.intent }, "Redirects action failed");
    return refused(input.intent, 500, UNEXPECTED);
  }
}

function done(intent: string, title: string, description: string) {
  return data<RedirectsActionData>({ ok: true, intent, message: { title, description } });
}

function refused(intent: string, status: number, description: string, extra: Pick<Extract<RedirectsActionData, { ok: false }>, "fieldErrors" | "values"> = {}) {
  const values = extra.values ? { fromPath: extra.values.fromPath, toPath: extra.values.toPath, statusCode: extra.values.statusCode } : undefined;
  return data<RedirectsActionData>({ ok: false, intent, message: { title: FAILED[intent] ?? "Error", description }, fieldErrors: extra.fieldErrors, values }, { status });
}
