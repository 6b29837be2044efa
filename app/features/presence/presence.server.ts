import type { Kysely } from "kysely";
import { db, type QueryOptions as Options } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { notify } from "#app/features/notifications/notifications.server.ts";
import { editorPath } from "#app/features/collections/collections.ts";
import { kickJobWorker } from "#app/lib/jobs.server.ts";
import { STALE_AFTER_MS, type EditorPresence, type PresenceAnswer } from "./presence-schema.ts";

type Person = Pick<SessionUser, "id" | "name" | "email">;
type Tab = { pageId: string; tabId: string };

const displayName = (person: Person) => person.name || person.email;
const freshSince = (now: Date) => new Date(now.getTime() - STALE_AFTER_MS).toISOString();

/** Fresh, not taken-over editor rows: who is editing now. */
function editing(database: Kysely<Database>, now: Date) {
  return database.selectFrom("editor_presence").where("seen_at", ">", freshSince(now)).where("taken_over_by", "is", null);
}

/** Everyone but `userId` editing page `pageId` now, longest first (one entry per person, whatever their tabs). */
export async function editorsOf(pageId: string, userId: string, { database = db(), now = new Date() }: Options = {}): Promise<EditorPresence[]> {
  const rows = await editing(database, now).select(["user_id", "user_name", "started_at"]).where("page_id", "=", pageId).where("user_id", "!=", userId).orderBy("started_at").execute();
  return onePerPerson(rows).map((row) => ({ userId: row.user_id, name: row.user_name, since: row.started_at }));
}

/** Who is editing each item now (for the lists), by page id; the signed-in person's own tabs left out. */
export async function editorsByPage(userId: string, { database = db(), now = new Date() }: Options = {}): Promise<Record<string, EditorPresence[]>> {
  const rows = await editing(database, now).select(["page_id", "user_id", "user_name", "started_at"]).where("user_id", "!=", userId).orderBy("started_at").execute();
  const byPage: Record<string, EditorPresence[]> = {};
  for (const row of onePerPerson(rows, (r) => `${r.page_id} ${r.user_id}`)) (byPage[row.page_id] ??= []).push({ userId: row.user_id, name: row.user_name, since: row.started_at });
  return byPage;
}

function onePerPerson<R extends { user_id: string }>(rows: R[], key: (row: R) => string = (row) => row.user_id): R[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(key(row)) && seen.add(key(row)));
}

/**
 * A heartbeat of an editing tab: one read of its row, then one small write (its time, or the row on
 * its first beat). A tab someone took over is not refreshed: the answer names who took over, and the
 * editor turns read-only. Null when the page does not exist.
 */
export async function heartbeat(tab: Tab, person: Person, { database = db(), now = new Date() }: Options = {}): Promise<PresenceAnswer | null> {
  const mine = await database
    .selectFrom("editor_presence")
    .select("taken_over_by")
    .where("page_id", "=", tab.pageId)
    .where("user_id", "=", person.id)
    .where("tab_id", "=", tab.tabId)
    .executeTakeFirst();
  if (mine?.taken_over_by) return { editors: await editorsOf(tab.pageId, person.id, { database, now }), takenOverBy: mine.taken_over_by };
  if (mine) {
    await database.updateTable("editor_presence").set({ seen_at: now.toISOString() }).where("page_id", "=", tab.pageId).where("user_id", "=", person.id).where("tab_id", "=", tab.tabId).execute();
  } else {
    if (!(await pageExists(database, tab.pageId))) return null;
    // A tab's first beat clears the page's stale rows, so the table holds only the editors of the last minutes.
    await database.deleteFrom("editor_presence").where("page_id", "=", tab.pageId).where("seen_at", "<=", freshSince(now)).execute();
    await database
      .insertInto("editor_presence")
      .values({ page_id: tab.pageId, user_id: person.id, tab_id: tab.tabId, user_name: displayName(person), started_at: now.toISOString(), seen_at: now.toISOString(), taken_over_by: null })
      .execute();
  }
  return { editors: await editorsOf(tab.pageId, person.id, { database, now }), takenOverBy: null };
}

/** A read-only tab's poll: who is editing, nothing written. Null when the page does not exist. */
export async function watch(tab: Tab, person: Person, { database = db(), now = new Date() }: Options = {}): Promise<PresenceAnswer | null> {
  if (!(await pageExists(database, tab.pageId))) return null;
  return { editors: await editorsOf(tab.pageId, person.id, { database, now }), takenOverBy: null };
}

/**
 * Takes page `pageId` over for this tab: every other fresh editor tab (another person's, or this
 * person's other tabs) is marked taken over by this person, who becomes the editor; each person
 * taken over is told in the bell (and by e-mail unless they turned it off). Null when the page does not exist.
 */
export async function takeOver(tab: Tab, person: Person, { database = db(), now = new Date() }: Options = {}): Promise<PresenceAnswer | null> {
  const taken = await database.transaction().execute(async (trx) => {
    const page = await trx.selectFrom("pages").select(["title", "collection"]).where("id", "=", tab.pageId).executeTakeFirst();
    if (!page) return null;
    const others = await editing(trx, now).select(["user_id", "tab_id"]).where("page_id", "=", tab.pageId).execute();
    const othersButMe = others.filter((row) => row.user_id !== person.id || row.tab_id !== tab.tabId);
    const name = displayName(person);
    for (const row of othersButMe) {
      await trx.updateTable("editor_presence").set({ taken_over_by: name }).where("page_id", "=", tab.pageId).where("user_id", "=", row.user_id).where("tab_id", "=", row.tab_id).execute();
    }
    await trx.deleteFrom("editor_presence").where("page_id", "=", tab.pageId).where("user_id", "=", person.id).where("tab_id", "=", tab.tabId).execute();
    await trx
      .insertInto("editor_presence")
      .values({ page_id: tab.pageId, user_id: person.id, tab_id: tab.tabId, user_name: name, started_at: now.toISOString(), seen_at: now.toISOString(), taken_over_by: null })
      .execute();
    await recordAudit(trx, { actorId: person.id, actorEmail: person.email, action: "page.take_over", targetType: "page", targetId: tab.pageId, summary: `Took over editing “${page.title}”` }, now);
    const told = [...new Set(othersButMe.map((row) => row.user_id))].filter((userId) => userId !== person.id);
    for (const userId of told) {
      await notify(
        trx,
        { userId, kind: "taken-over", title: `${name} took over “${page.title}”`, body: `${name} took over editing “${page.title}”. Your editor turned read-only; copy any text you had not saved.`, link: editorPath({ id: tab.pageId, collection: page.collection }) },
        now,
      );
    }
    return told.length;
  });
  if (taken === null) return null;
  if (taken > 0) kickJobWorker();
  return { editors: [], takenOverBy: null };
}

/** The tab closed (its goodbye beacon): its row goes at once instead of going stale. */
export async function leave(tab: Tab, person: Person, { database = db() }: Options = {}): Promise<void> {
  await database.deleteFrom("editor_presence").where("page_id", "=", tab.pageId).where("user_id", "=", person.id).where("tab_id", "=", tab.tabId).execute();
}

async function pageExists(database: Kysely<Database>, pageId: string): Promise<boolean> {
  return (await database.selectFrom("pages").select("id").where("id", "=", pageId).executeTakeFirst()) !== undefined;
}
