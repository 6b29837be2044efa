import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertItem } from "#tests/utils/collab-builders.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { STALE_AFTER_MS } from "./presence-schema.ts";
import { editorsByPage, editorsOf, heartbeat, leave, takeOver, watch } from "./presence.server.ts";

let t: TestDb;
let ada: StaffUser;
let ben: StaffUser;
let pageId: string;
const T0 = new Date("2026-03-02T09:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const tab = (id = randomUUID()) => ({ pageId, tabId: id });

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.cleanup());
beforeEach(async () => {
  for (const table of ["editor_presence", "notifications", "jobs", "audit_log", "pages", "user"] as const) await t.db.deleteFrom(table).execute();
  ada = await insertStaffUser(t.db, { email: "ada@brandcheck.test", role: "editor" });
  ben = await insertStaffUser(t.db, { email: "ben@brandcheck.test", role: "admin" });
  pageId = await insertItem(t.db, { title: "Pricing" });
});

describe("presence", () => {
  it("shows an editor to the others, not to themselves, until their heartbeats stop for STALE_AFTER_MS", async () => {
    const adaTab = tab();
    await heartbeat(adaTab, ada, { database: t.db, now: T0 });
    expect(await editorsOf(pageId, ben.id, { database: t.db, now: at(1_000) })).toEqual([{ userId: ada.id, name: "ada", since: T0.toISOString() }]);
    expect(await editorsOf(pageId, ada.id, { database: t.db, now: at(1_000) })).toEqual([]);
    expect(await editorsByPage(ben.id, { database: t.db, now: at(1_000) })).toEqual({ [pageId]: [{ userId: ada.id, name: "ada", since: T0.toISOString() }] });

    // A beat every 15 s keeps Ada there; her tab closed without a goodbye, she is gone within the stale time.
    await heartbeat(adaTab, ada, { database: t.db, now: at(15_000) });
    expect(await editorsOf(pageId, ben.id, { database: t.db, now: at(15_000 + STALE_AFTER_MS - 1) })).toHaveLength(1);
    expect(await editorsOf(pageId, ben.id, { database: t.db, now: at(15_000 + STALE_AFTER_MS + 1) })).toEqual([]);
    expect(await editorsByPage(ben.id, { database: t.db, now: at(60_000) })).toEqual({});
  });

  it("costs one row per open tab: a beat updates it, the next first beat clears the page's stale rows", async () => {
    const adaTab = tab();
    for (let beat = 0; beat < 10; beat += 1) await heartbeat(adaTab, ada, { database: t.db, now: at(beat * 15_000) });
    expect(await t.db.selectFrom("editor_presence").selectAll().execute()).toHaveLength(1);
    // Ada's tab went away without a goodbye; Ben's first beat an hour later leaves only his row.
    await heartbeat(tab(), ben, { database: t.db, now: at(3_600_000) });
    expect((await t.db.selectFrom("editor_presence").select("user_id").execute()).map((row) => row.user_id)).toEqual([ben.id]);
  });

  it("removes a tab at once when it says goodbye, and a goodbye names only the person's own tab", async () => {
    const adaTab = tab();
    await heartbeat(adaTab, ada, { database: t.db, now: T0 });
    // Ben sends Ada's tab id: the row is keyed by the signed-in person, so Ada stays.
    await leave(adaTab, ben, { database: t.db });
    expect(await editorsOf(pageId, ben.id, { database: t.db, now: T0 })).toHaveLength(1);
    await leave(adaTab, ada, { database: t.db });
    expect(await editorsOf(pageId, ben.id, { database: t.db, now: T0 })).toEqual([]);
  });

  it("takes over: the first editor's next beat says who took over, they no longer count as editing, and they are notified", async () => {
    const adaTab = tab();
    const benTab = tab();
    await heartbeat(adaTab, ada, { database: t.db, now: T0 });
    expect(await watch(benTab, ben, { database: t.db, now: at(1_000) })).toEqual({ editors: [expect.objectContaining({ userId: ada.id })], takenOverBy: null });
    // Watching writes nothing.
    expect(await t.db.selectFrom("editor_presence").select("user_id").execute()).toEqual([{ user_id: ada.id }]);

    expect(await takeOver(benTab, ben, { database: t.db, now: at(2_000) })).toEqual({ editors: [], takenOverBy: null });
    expect(await heartbeat(adaTab, ada, { database: t.db, now: at(3_000) })).toEqual({ editors: [expect.objectContaining({ userId: ben.id, name: "ben" })], takenOverBy: "ben" });
    expect(await editorsOf(pageId, "someone-else", { database: t.db, now: at(3_000) })).toEqual([expect.objectContaining({ userId: ben.id })]);

    const notes = await t.db.selectFrom("notifications").select(["user_id", "kind", "title", "link"]).execute();
    expect(notes).toEqual([{ user_id: ada.id, kind: "taken-over", title: "ben took over “Pricing”", link: `/admin/pages/edit/${pageId}` }]);
    expect((await t.db.selectFrom("jobs").select("type").execute()).map((job) => job.type)).toEqual(["notification.email"]);
    expect(await t.db.selectFrom("audit_log").select(["action", "actor_id"]).execute()).toEqual([{ action: "page.take_over", actor_id: ben.id }]);

    // Ada takes it back: now Ben's tab is the one taken over.
    await takeOver(adaTab, ada, { database: t.db, now: at(4_000) });
    expect((await heartbeat(benTab, ben, { database: t.db, now: at(5_000) }))?.takenOverBy).toBe("ada");
  });

  it("answers null for an item that does not exist, and writes nothing", async () => {
    const missing = { pageId: randomUUID(), tabId: randomUUID() };
    expect(await heartbeat(missing, ada, { database: t.db, now: T0 })).toBeNull();
    expect(await watch(missing, ada, { database: t.db, now: T0 })).toBeNull();
    expect(await takeOver(missing, ada, { database: t.db, now: T0 })).toBeNull();
    expect(await t.db.selectFrom("editor_presence").selectAll().execute()).toEqual([]);
  });

  it("goes with the item: deleting a page deletes its presence rows", async () => {
    await heartbeat(tab(), ada, { database: t.db, now: T0 });
    await t.db.deleteFrom("pages").where("id", "=", pageId).execute();
    expect(await t.db.selectFrom("editor_presence").selectAll().execute()).toEqual([]);
  });
});
