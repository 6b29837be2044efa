import { data } from "react-router";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { readFormData, textFields } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { NoteInput, type NoteActionData } from "./notes-schema.ts";
import { addNoteThread, replyToNote, setNoteResolved, type NoteResult } from "./notes.server.ts";

const DONE = { add: "Note added", reply: "Reply added", resolve: "Note resolved", reopen: "Note reopened" } as const;
const GONE = { add: "This item no longer exists.", reply: "This note no longer exists.", resolve: "This note no longer exists.", reopen: "This note no longer exists." } as const;

/** The notes panel's forms, after the route has checked "pages:notes". Bad input changes nothing and says why. */
export async function handleNotesAction(request: Request, author: SessionUser) {
  const read = await readFormData(request);
  if (!read.ok) return data<NoteActionData>({ ok: false, message: read.formError }, { status: read.status });
  const parsed = NoteInput.safeParse(Object.fromEntries(textFields(read.form)));
  if (!parsed.success) return data<NoteActionData>({ ok: false, message: parsed.error.issues[0]?.message ?? "Unknown note request." }, { status: 400 });
  const input = parsed.data;
  let result: NoteResult;
  try {
    if (input.intent === "add") result = await addNoteThread(input, author);
    else if (input.intent === "reply") result = await replyToNote(input.threadId, input.body, author);
    else result = await setNoteResolved(input.threadId, input.intent === "resolve", author);
  } catch (error) {
    logger.error({ err: error }, "Note failed");
    return data<NoteActionData>({ ok: false, message: "The note could not be saved. Please try again." }, { status: 500 });
  }
  if (result.outcome === "gone") return data<NoteActionData>({ ok: false, message: GONE[input.intent] }, { status: 404 });
  return data<NoteActionData>({ ok: true, message: DONE[input.intent] });
}
