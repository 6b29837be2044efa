import { z } from "#app/lib/zod.ts";

/** Notes on pages and collection items (docs/decisions/049-presence-and-notes.md). */
export const NOTES_PATH = "/admin/notes";
export const NOTE_MAX_LENGTH = 4_000;
const ID_MAX = 100;

const id = (message: string) => z.string().trim().min(1, message).max(ID_MAX, message);
const body = z.string().trim().min(1, "Write the note first.").max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString("en")} characters.`);

/** One schema for the notes panel's forms and the action: a new thread, a reply, resolve or reopen a thread. */
export const NoteInput = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), pageId: id("Name the item."), sectionId: z.string().max(ID_MAX).default(""), body }),
    z.object({ intent: z.literal("reply"), threadId: id("Name the thread."), body }),
    z.object({ intent: z.literal("resolve"), threadId: id("Name the thread.") }),
    z.object({ intent: z.literal("reopen"), threadId: id("Name the thread.") }),
  ],
  "Unknown note request.",
);
export type NoteInput = z.infer<typeof NoteInput>;

export interface NoteReply {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

/** A thread as the notes panel shows it: the root note, its replies oldest first, and whether it is resolved. */
export interface NoteThread extends NoteReply {
  sectionId: string | null;
  replies: NoteReply[];
  resolvedAt: string | null;
  resolvedBy: string | null;
}

/** Someone who can be @mentioned in a note: staff who can sign in. */
export interface MentionableStaff {
  id: string;
  name: string;
}

export interface NoteActionData {
  ok: boolean;
  message: string;
}
