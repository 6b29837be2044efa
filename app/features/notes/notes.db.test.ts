import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertItem } from "#tests/utils/collab-builders.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { mentionedStaff } from "./mentions.ts";
import { addNoteThread, listMentionableStaff, listNoteThreads, replyToNote, setNoteResolved } from "./notes.server.ts";

let t: TestDb;
let ada: StaffUser;
let ben: StaffUser;
let vic: StaffUser;
let pageId: string;
const T0 = new Date("2026-03-02T09:00:00.000Z");
const at = (minutes: number) => ({ database: t.db, now: new Date(T0.getTime() + minutes * 60_000) });

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.cleanup());
beforeEach(async () => {
  for (const table of ["page_notes", "notifications", "notification_email_opt_outs", "jobs", "audit_log", "pages", "user"] as const) await t.db.deleteFrom(table).execute();
  ada = await insertStaffUser(t.db, { email: "ada@brandcheck.test", role: "editor" });
  ben = await insertStaffUser(t.db, { email: "ben@brandcheck.test", role: "admin" });
  vic = await insertStaffUser(t.db, { email: "vic@brandcheck.test", role: "viewer" });
  await t.db.updateTable("user").set({ name: "Ben Okafor" }).where("id", "=", ben.id).execute();
  ben = { ...ben, name: "Ben Okafor" };
  pageId = await insertItem(t.db, { title: "Pricing", collection: "insights" });
});

const threadIds = async () => (await listNoteThreads(pageId, { database: t.db })).map((thread) => thread.id);

describe("notes on an item", () => {
  it("threads: a root note and its replies in order, on the whole item or one of its sections", async () => {
    expect(await addNoteThread({ pageId, sectionId: "faq-1", body: "Is the FAQ still right?" }, ada, at(0))).toEqual({ outcome: "done" });
    await addNoteThread({ pageId, sectionId: "", body: "Title reads well." }, vic, at(1));
    const [faq] = await threadIds();
    await replyToNote(faq!, "Checked, two answers changed.", ben, at(2));
    await replyToNote(faq!, "Thanks", ada, at(3));
    const threads = await listNoteThreads(pageId, { database: t.db });
    expect(threads.map((thread) => ({ body: thread.body, sectionId: thread.sectionId, author: thread.authorName, replies: thread.replies.map((reply) => `${reply.authorName}: ${reply.body}`) }))).toEqual([
      { body: "Is the FAQ still right?", sectionId: "faq-1", author: "ada", replies: ["Ben Okafor: Checked, two answers changed.", "ada: Thanks"] },
      { body: "Title reads well.", sectionId: null, author: "vic", replies: [] },
    ]);
  });

  it("stores a section id the item does not have as a note on the whole item", async () => {
    await addNoteThread({ pageId, sectionId: "not-a-section", body: "Hm" }, ada, at(0));
    expect((await listNoteThreads(pageId, { database: t.db }))[0]?.sectionId).toBeNull();
  });

  it("resolves and reopens a thread; a reply to a resolved thread reopens it; resolved threads list last", async () => {
    await addNoteThread({ pageId, sectionId: "", body: "First" }, ada, at(0));
    await addNoteThread({ pageId, sectionId: "", body: "Second" }, ada, at(1));
    const [first, second] = await threadIds();
    await setNoteResolved(first!, true, ben, at(2));
    let threads = await listNoteThreads(pageId, { database: t.db });
    expect(threads.map((thread) => [thread.body, thread.resolvedBy])).toEqual([["Second", null], ["First", "Ben Okafor"]]);
    expect(threads[1]?.resolvedAt).toBe(new Date(T0.getTime() + 2 * 60_000).toISOString());
    await replyToNote(first!, "One more thing", ada, at(3));
    threads = await listNoteThreads(pageId, { database: t.db });
    expect(threads.every((thread) => thread.resolvedAt === null)).toBe(true);
    await setNoteResolved(second!, true, ada, at(4));
    await setNoteResolved(second!, false, ada, at(5));
    expect((await listNoteThreads(pageId, { database: t.db })).find((thread) => thread.id === second)?.resolvedAt).toBeNull();
  });

  it("refuses a reply or resolve naming a reply, or a thread or item that does not exist, and writes nothing", async () => {
    await addNoteThread({ pageId, sectionId: "", body: "Root" }, ada, at(0));
    const [root] = await threadIds();
    await replyToNote(root!, "Reply", ada, at(1));
    const reply = (await listNoteThreads(pageId, { database: t.db }))[0]!.replies[0]!.id;
    const before = await t.db.selectFrom("page_notes").selectAll().orderBy("id").execute();
    expect(await replyToNote(reply, "Nested?", ada, at(2))).toEqual({ outcome: "gone" });
    expect(await setNoteResolved(randomUUID(), true, ada, at(2))).toEqual({ outcome: "gone" });
    expect(await addNoteThread({ pageId: randomUUID(), sectionId: "", body: "x" }, ada, at(2))).toEqual({ outcome: "gone" });
    expect(await t.db.selectFrom("page_notes").selectAll().orderBy("id").execute()).toEqual(before);
  });

  it("changes nothing of the item: no version, no date, no revision (the public page and its cache never see a note)", async () => {
    const before = await t.db.selectFrom("pages").selectAll().where("id", "=", pageId).executeTakeFirstOrThrow();
    await addNoteThread({ pageId, sectionId: "", body: "Secret pricing plan" }, ada, at(0));
    expect(await t.db.selectFrom("pages").selectAll().where("id", "=", pageId).executeTakeFirstOrThrow()).toEqual(before);
    expect(await t.db.selectFrom("page_revisions").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("audit_log").select(["action", "summary"]).execute()).toEqual([{ action: "page.note", summary: "Added a note to “Pricing”" }]);
  });

  it("notifies the staff a note mentions (not its author, not twice), with an e-mail job each unless they turned it off", async () => {
    await t.db.insertInto("notification_email_opt_outs").values({ user_id: vic.id, kind: "mentioned" }).execute();
    await addNoteThread({ pageId, sectionId: "", body: "@Ben Okafor and @vic please check. @ada (me) @Ben Okafor again, @nobody" }, ada, at(0));
    const rows = await t.db.selectFrom("notifications").select(["user_id", "kind", "title", "body", "link"]).orderBy("user_id").execute();
    expect(rows.map((row) => row.user_id).sort()).toEqual([ben.id, vic.id].sort());
    expect(rows[0]).toMatchObject({ kind: "mentioned", title: "ada mentioned you on “Pricing”", link: `/admin/insights/edit/${pageId}#notes` });
    const jobs = await t.db.selectFrom("jobs").select(["type", "payload"]).execute();
    expect(jobs).toHaveLength(1);
    const bens = await t.db.selectFrom("notifications").select("id").where("user_id", "=", ben.id).executeTakeFirstOrThrow();
    expect(jobs[0]).toEqual({ type: "notification.email", payload: { notificationId: bens.id } });
    // A reply mentions too.
    const [root] = await threadIds();
    await replyToNote(root!, "@ada done", ben, at(1));
    expect(await t.db.selectFrom("notifications").select("user_id").where("user_id", "=", ada.id).execute()).toHaveLength(1);
  });

  it("lists every staff member who can sign in as mentionable, banned accounts aside", async () => {
    await t.db.updateTable("user").set({ banned: true }).where("id", "=", vic.id).execute();
    expect((await listMentionableStaff({ database: t.db })).map((person) => person.name)).toEqual(["Ben Okafor", "ada"]);
  });
});

describe("mentionedStaff", () => {
  const staff = [
    { id: "1", name: "Ada", email: "ada@x.test" },
    { id: "2", name: "Ada Lovelace", email: "lovelace@x.test" },
    { id: "3", name: "Ben", email: "ben@x.test" },
  ];
  it("reads the longest name at each @, by name or e-mail, at a word's end only", () => {
    expect(mentionedStaff("@Ada Lovelace, look", staff).map((person) => person.id)).toEqual(["2"]);
    expect(mentionedStaff("@ada and @lovelace@x.test", staff).map((person) => person.id)).toEqual(["1", "2"]);
    expect(mentionedStaff("@Benjamin, mail@ben", staff)).toEqual([]);
    expect(mentionedStaff("no mentions", staff)).toEqual([]);
  });
});
