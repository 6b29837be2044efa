import { data } from "react-router";
import { readFormData } from "#app/lib/form.server.ts";
import { textField } from "#app/lib/form.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { PageError } from "../cms/page-error.ts";
import { PAGES_LIST_MESSAGES, PagesListIntent, type PagesListActionData } from "./pages-list-schema.ts";
import { importSeedPages } from "./page-seeding.server.ts";
import { deletePage } from "../cms/pages.server.ts";
import { handleBulkAction } from "./bulk-action.server.ts";
import { isBulkIntent } from "./bulk-schema.ts";

/**
 * Import Website Pages, Delete and the bulk actions (bulk-action.server.ts), after the route has checked "pages:write". Bad input and
 * refusals answer 4xx with the spec's message; only real failures are 5xx.
 */
export async function handlePagesListAction(request: Request, actor: SessionUser) {
  const read = await readFormData(request);
  if (!read.ok) return data<PagesListActionData>({ ok: false, intent: "", message: { title: "Error", description: read.formError } }, { status: read.status });
  const intent = textField(read.form, "intent");
  if (isBulkIntent(intent)) return handleBulkAction(read.form, actor, null);
  const parsed = PagesListIntent.safeParse({ intent, id: textField(read.form, "id") });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.path[0] === "id" ? PAGES_LIST_MESSAGES.deleteFailed(issue.message) : PAGES_LIST_MESSAGES.unknownAction;
    return data<PagesListActionData>({ ok: false, intent: "", message }, { status: 400 });
  }

  const input = parsed.data;
  try {
    if (input.intent === "import") {
      const { imported } = await importSeedPages(actor);
      return data<PagesListActionData>({ ok: true, intent: "import", message: PAGES_LIST_MESSAGES.imported(imported) });
    }
    await deletePage(input.id, actor);
    return data<PagesListActionData>({ ok: true, intent: "delete", message: PAGES_LIST_MESSAGES.deleted });
  } catch (error) {
    const known = error instanceof PageError;
    if (!known) logger.error({ err: error, intent: input.intent }, "Pages list action failed");
    const message =
      input.intent === "import"
        ? PAGES_LIST_MESSAGES.importFailed(known ? error.message : undefined)
        : PAGES_LIST_MESSAGES.deleteFailed(known ? error.message : "Something went wrong. Please try again later.");
    return data<PagesListActionData>({ ok: false, intent: input.intent, message }, { status: known ? error.status : 500 });
  }
}
