import { data } from "react-router";
import type { Actor } from "#app/features/auth/session-user.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { textField } from "#app/lib/form.ts";
import { logger } from "#app/lib/logger.server.ts";
import { assignSubmission } from "./assignment.server.ts";
import { INBOX_MESSAGES, parseUpdateStatusForm, SUBMISSION_GONE, type InboxActionData } from "./inbox-schema.ts";
import { updateSubmissionStatus } from "./inbox.server.ts";
import { LEAD_MESSAGES, NOT_STAFF, parseAssignForm } from "./lead-work-schema.ts";

/**
 * The screen's changes after the route has checked "submissions:write": a status update (the spec's,
 * posted without an intent) or an assignment (intent "assign"). Bad input answers 400, an unknown
 * message 404 and someone who cannot work the inbox 400, each with its reason and nothing changed.
 */
export async function handleInboxAction(request: Request, actor: Actor) {
  const read = await readFormData(request);
  if (!read.ok) return data<InboxActionData>({ ok: false, message: INBOX_MESSAGES.updateFailed(read.formError) }, { status: read.status });
  return textField(read.form, "intent") === "assign" ? handleAssign(read.form, actor) : handleStatusUpdate(read.form, actor);
}

async function handleStatusUpdate(form: FormData, actor: Actor) {
  const input = parseUpdateStatusForm(form);
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

async function handleAssign(form: FormData, actor: Actor) {
  const input = parseAssignForm(form);
  if (!input.ok) return data<InboxActionData>({ ok: false, message: LEAD_MESSAGES.assignFailed(input.message) }, { status: 400 });
  try {
    const result = await assignSubmission(input.value.id, input.value.assigneeId, actor);
    if (result.outcome === "gone") return data<InboxActionData>({ ok: false, message: LEAD_MESSAGES.assignFailed(SUBMISSION_GONE) }, { status: 404 });
    if (result.outcome === "not-staff") return data<InboxActionData>({ ok: false, message: LEAD_MESSAGES.assignFailed(NOT_STAFF) }, { status: 400 });
    return data<InboxActionData>({ ok: true, message: LEAD_MESSAGES.assigned(result.name, result.assignee?.name ?? null) });
  } catch (error) {
    logger.error({ err: error }, "Contact submission assignment failed");
    return data<InboxActionData>({ ok: false, message: LEAD_MESSAGES.assignFailed() }, { status: 500 });
  }
}
