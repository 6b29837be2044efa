import { data } from "react-router";
import type { Actor } from "#app/features/auth/session-user.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { INBOX_MESSAGES, parseUpdateStatusForm, SUBMISSION_GONE, type InboxActionData } from "./inbox-schema.ts";
import { updateSubmissionStatus } from "./inbox.server.ts";

/**
 * The screen's one change, a status update, after the route has checked "submissions:write". Bad
 * input answers 400 and an unknown message 404, each with its reason and nothing changed.
 */
export async function handleStatusUpdate(request: Request, actor: Actor) {
  const read = await readFormData(request);
  if (!read.ok) return data<InboxActionData>({ ok: false, message: INBOX_MESSAGES.updateFailed(read.formError) }, { status: read.status });
  const input = parseUpdateStatusForm(read.form);
  if (!input.ok) return data<InboxActionData>({ ok: false, message: INBOX_MESSAGES.updateFailed(input.message) }, { status: 400 });
  try {
    const updated = await updateSubmissionStatus(input.value.id, input.value.status, actor);
    if (!updated) return data<InboxActionData>({ ok: false, message: INBOX_MESSAGES.updateFailed(SUBMISSION_GONE) }, { status: 404 });
    return data<InboxActionData>({ ok: true, message: INBOX_MESSAGES.updated(updated.name, updated.status) });
  } catch (error) {
    logger.error({ err: error }, "Contact submission status update failed");
    return data<InboxActionData>({ ok: false, message: INBOX_MESSAGES.updateFailed() }, { status: 500 });
  }
}
