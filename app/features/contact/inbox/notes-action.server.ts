import { data, redirect } from "react-router";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { SUBMISSION_GONE, VIEW_PARAM, type InboxActionData } from "./inbox-schema.ts";
import { LEAD_MESSAGES, parseNoteForm } from "./lead-work-schema.ts";
import { addSubmissionNote } from "./notes.server.ts";

const INBOX_PATH = "/admin/contact-submissions";

/**
 * Adds a note, after the route has checked "submissions:notes", then goes back to the inbox with the
 * message open, keeping the list's query the form was posted with (the path is fixed: only the query
 * comes from the request, so this cannot redirect anywhere else). Refusals answer with their reason.
 */
export async function handleNoteAction(request: Request, author: SessionUser) {
  const read = await readFormData(request);
  if (!read.ok) return data<InboxActionData>({ ok: false, message: LEAD_MESSAGES.noteFailed(read.formError) }, { status: read.status });
  const input = parseNoteForm(read.form);
  if (!input.ok) return data<InboxActionData>({ ok: false, message: LEAD_MESSAGES.noteFailed(input.message) }, { status: 400 });
  try {
    const added = await addSubmissionNote(input.value.id, input.value.body, author);
    if (!added) return data<InboxActionData>({ ok: false, message: LEAD_MESSAGES.noteFailed(SUBMISSION_GONE) }, { status: 404 });
  } catch (error) {
    logger.error({ err: error }, "Contact submission note failed");
    return data<InboxActionData>({ ok: false, message: LEAD_MESSAGES.noteFailed() }, { status: 500 });
  }
  const back = new URLSearchParams(new URL(request.url).search);
  back.set(VIEW_PARAM, input.value.id);
  return redirect(`${INBOX_PATH}?${back}`);
}
