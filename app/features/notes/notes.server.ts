import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db, type QueryOptions as Options } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { editorPath } from "#app/features/collections/collections.ts";
import { notify } from "#app/features/notifications/notifications.server.ts";
import { kickJobWorker } from "#app/lib/jobs.server.ts";
import { mentionedStaff } from "./mentions.ts";
import type { MentionableStaff, NoteThread } from "./notes-schema.ts";

type Author = Pick<SessionUser, "id" | "email" | "name">;

/** A note's outcome: done, or refused because what it names does not exist (a thread is looked up with its item). */
export type NoteResult = { outcome: "done" } | { outcome: "gone" };

/** Item `pageId`'s threads, open ones first, each oldest reply first. Read only by the admin's editor: no public read joins this table. */
export async function listNoteThreads(pageId: string, { database = db() }: Options = {}): Promise<NoteThread[]> {
  const rows = await database.selectFrom("page_notes").selectAll().where("page_id", "=", pageId).orderBy("created_at").orderBy("id").execute();
  const threads = new Map<string, NoteThread>();
  for (const row of rows) {
    const note = { id: row.id, authorName: row.author_name, body: row.body, createdAt: row.created_at };
    if (row.thread_id === null) threads.set(row.id, { ...note, sectionId: row.section_id, replies: [], resolvedAt: row.resolved_at, resolvedBy: row.resolved_by });
    else threads.get(row.thread_id)?.replies.push(note);
  }
  return [...threads.values()].sort((a, b) => Number(a.resolvedAt !== null) - Number(b.resolvedAt !== null));
}

/** Staff who can be mentioned (not banned), by name. */
export async function listMentionableStaff({ database = db() }: Options = {}): Promise<(MentionableStaff & { email: string })[]> {
  const rows = await database
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where((eb) => eb.or([eb("banned", "is", null), eb("banned", "=", false)]))
    .orderBy("name")
    .orderBy("email")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name || row.email, email: row.email }));
}

/** Starts a thread on item `pageId` (on one of its sections when `sectionId` names one of them). */
export async function addNoteThread(input: { pageId: string; sectionId: string; body: string }, author: Author, { database = db(), now = new Date() }: Options = {}): Promise<NoteResult> {
  return writeNote(database, now, author, async (trx) => {
    const page = await trx.selectFrom("pages").select(["id", "title", "collection", "content"]).where("id", "=", input.pageId).executeTakeFirst();
    if (!page) return null;
    // A section id the item does not have is not stored: the note is then about the whole item.
    const sectionIds = sectionIdsOf(page.content);
    const sectionId = sectionIds.includes(input.sectionId) ? input.sectionId : null;
    const id = randomUUID();
    await trx.insertInto("page_notes").values({ id, page_id: page.id, thread_id: null, section_id: sectionId, author_id: author.id, author_name: nameOf(author), body: input.body, created_at: now.toISOString(), resolved_at: null, resolved_by: null }).execute();
    return { page, body: input.body, summary: `Added a note to “${page.title}”` };
  });
}

/** Replies to thread `threadId` (a reply to a resolved thread reopens it: someone is still talking about it). */
export async function replyToNote(threadId: string, body: string, author: Author, { database = db(), now = new Date() }: Options = {}): Promise<NoteResult> {
  return writeNote(database, now, author, async (trx) => {
    const thread = await threadWithPage(trx, threadId);
    if (!thread) return null;
    await trx.insertInto("page_notes").values({ id: randomUUID(), page_id: thread.page.id, thread_id: threadId, section_id: null, author_id: author.id, author_name: nameOf(author), body, created_at: now.toISOString(), resolved_at: null, resolved_by: null }).execute();
    await trx.updateTable("page_notes").set({ resolved_at: null, resolved_by: null }).where("id", "=", threadId).execute();
    return { page: thread.page, body, summary: `Replied to a note on “${thread.page.title}”` };
  });
}

/** Marks thread `threadId` resolved (`resolved` true) or open again. */
export async function setNoteResolved(threadId: string, resolved: boolean, author: Author, { database = db(), now = new Date() }: Options = {}): Promise<NoteResult> {
  return writeNote(database, now, author, async (trx) => {
    const thread = await threadWithPage(trx, threadId);
    if (!thread) return null;
    await trx.updateTable("page_notes").set(resolved ? { resolved_at: now.toISOString(), resolved_by: nameOf(author) } : { resolved_at: null, resolved_by: null }).where("id", "=", threadId).execute();
    return { page: thread.page, body: "", summary: `${resolved ? "Resolved" : "Reopened"} a note on “${thread.page.title}”` };
  });
}

/** The ids of a stored content's sections (none for HTML content), read without trusting its shape. */
function sectionIdsOf(content: unknown): string[] {
  const sections = (content as { sections?: unknown } | null)?.sections;
  return Array.isArray(sections) ? sections.flatMap((section) => (typeof section?.id === "string" ? [section.id as string] : [])) : [];
}

const nameOf = (author: Author) => author.name || author.email;

async function threadWithPage(trx: Kysely<Database>, threadId: string) {
  const row = await trx
    .selectFrom("page_notes")
    .innerJoin("pages", "pages.id", "page_notes.page_id")
    .select(["pages.id", "pages.title", "pages.collection"])
    .where("page_notes.id", "=", threadId)
    .where("page_notes.thread_id", "is", null)
    .executeTakeFirst();
  return row ? { page: row } : null;
}

type Written = { page: { id: string; title: string; collection: string | null }; body: string; summary: string };

/**
 * One note write in a transaction: the change, an audit entry (that a note was written, not what it
 * says: the log is read more widely), and a notification for each person the text mentions (the
 * author aside). A note changes no page: no version, no revision, no cache to clear.
 */
async function writeNote(database: Kysely<Database>, now: Date, author: Author, write: (trx: Kysely<Database>) => Promise<Written | null>): Promise<NoteResult> {
  const told = await database.transaction().execute(async (trx) => {
    const written = await write(trx);
    if (!written) return null;
    const { page, body, summary } = written;
    await recordAudit(trx, { actorId: author.id, actorEmail: author.email, action: "page.note", targetType: "page", targetId: page.id, summary }, now);
    const mentioned = body ? mentionedStaff(body, await listMentionableStaff({ database: trx })).filter((person) => person.id !== author.id) : [];
    for (const person of mentioned) {
      await notify(trx, { userId: person.id, kind: "mentioned", title: `${nameOf(author)} mentioned you on “${page.title}”`, body: `${nameOf(author)} wrote:\n\n${body}`, link: `${editorPath(page)}#notes` }, now);
    }
    return mentioned.length;
  });
  if (told === null) return { outcome: "gone" };
  if (told > 0) kickJobWorker();
  return { outcome: "done" };
}
