import { textField } from "#app/lib/form.ts";
import { z } from "#app/lib/zod.ts";
import { SUBMISSION_GONE } from "./inbox-schema.ts";

/** The most a note may hold: a working note, not a document (a pasted e-mail thread fits). */
export const NOTE_MAX_LENGTH = 5000;

export const NOT_STAFF = "Please choose someone from the team: that person cannot work the inbox.";
const EMPTY_NOTE = "Please write the note first.";
const LONG_NOTE = `A note must be ${NOTE_MAX_LENGTH} characters or less.`;

const SubmissionId = z.string().trim().min(1, SUBMISSION_GONE).max(200, SUBMISSION_GONE);

/** Assign (an assignee's id) or unassign (empty), as the detail view's form posts it with intent "assign". */
export const AssignInput = z.object({
  id: SubmissionId,
  assigneeId: z.string().trim().max(200, NOT_STAFF),
});
export type AssignInput = z.infer<typeof AssignInput>;

export const NoteInput = z.object({
  id: SubmissionId,
  body: z.string().trim().min(1, EMPTY_NOTE).max(NOTE_MAX_LENGTH, LONG_NOTE),
});
export type NoteInput = z.infer<typeof NoteInput>;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function parse<T>(schema: z.ZodType<T>, fields: Record<string, string>): Parsed<T> {
  const result = schema.safeParse(fields);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message ?? SUBMISSION_GONE };
}

export function parseAssignForm(form: FormData): Parsed<AssignInput> {
  return parse(AssignInput, { id: textField(form, "id"), assigneeId: textField(form, "assigneeId") });
}

export function parseNoteForm(form: FormData): Parsed<NoteInput> {
  return parse(NoteInput, { id: textField(form, "id"), body: textField(form, "body") });
}

/** Someone who can be assigned a message: staff who work the inbox. */
export interface StaffChoice {
  id: string;
  name: string;
}

/** A note as the detail view shows it. */
export interface InboxNote {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

export const LEAD_MESSAGES = {
  assigned: (name: string, assignee: string | null) =>
    assignee ? { title: "Message assigned", description: `The message from ${name} is now assigned to ${assignee}.` } : { title: "Message unassigned", description: `Nobody is assigned the message from ${name}.` },
  assignFailed: (reason = "There was an error assigning the message.") => ({ title: "Assignment failed", description: reason }),
  noteAdded: { title: "Note added" },
  noteFailed: (reason = "There was an error saving the note.") => ({ title: "Note not saved", description: reason }),
} as const;
