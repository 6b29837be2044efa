import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { insertSubscribers, type SubscriberSeed } from "#tests/utils/subscriber-rows.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { ADMIN_INVALID_EMAIL } from "#app/lib/email-field.ts";
import { DUPLICATE_SUBSCRIBER, SUBSCRIBER_LIST_SIZE, type SubscribersActionData } from "./schema.ts";
import { handleSubscribersAction } from "./subscribers-action.server.ts";
import { addSubscriber, deleteSubscriber, getSubscriber, listSubscribers, SUBSCRIBER_GONE, SubscriberError } from "./subscribers.server.ts";

let t: TestDb;
let editor: StaffUser;

beforeAll(async () => {
  // The action handler works on the app's db(), as in production.
  t = await createTestDb({ asAppDatabase: true });
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  for (const table of ["subscribers", "audit_log", "user"] as const) await t.db.deleteFrom(table).execute();
  editor = await insertStaffUser(t.db, { email: "ed@brandcheck.test", role: "editor" });
});

async function post(fields: Record<string, string>) {
  const request = new Request("https://cms.brandcheck.test/admin/subscribers", { method: "POST", body: new URLSearchParams(fields) });
  const result = await handleSubscribersAction(request, { ...editor, name: "ed" });
  return { status: result.init?.status ?? 200, data: result.data as SubscribersActionData };
}

async function emails(query: string, page = 1) {
  return (await listSubscribers({ query, page }, t.db)).subscribers.map((s) => s.email);
}

describe("adding a subscriber", () => {
  it("stores the address trimmed and lower-cased, active at once, and records who added it", async () => {
    const now = new Date("2025-03-04T05:06:07.000Z");
    const added = await addSubscriber({ email: "  Ann.Lee@Example.COM ", firstName: "Ann", lastName: null }, editor, { database: t.db, now });
    expect(added).toMatchObject({ email: "ann.lee@example.com", firstName: "Ann", lastName: null, status: "active", subscribedAt: now.toISOString() });

    const row = await t.db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    // Staff name no language: the default language.
    expect(row).toMatchObject({ email: "ann.lee@example.com", is_active: true, source: "admin", confirmed_at: now.toISOString(), unsubscribed_at: null, locale: "en" });
    const [entry] = await listRecentAudit(1, t.db);
    expect(entry).toMatchObject({ actor_id: editor.id, action: "subscriber.add", target_id: row.id, summary: "Added subscriber ann.lee@example.com" });
  });

  it("refuses an address already on the list, in any case and with any spaces, with the spec's message", async () => {
    await insertSubscribers(t.db, [{ email: "ann@example.com", state: "unsubscribed" }]);
    const again = addSubscriber({ email: " ANN@example.com", firstName: null, lastName: null }, editor, { database: t.db });
    await expect(again).rejects.toThrow(new SubscriberError(DUPLICATE_SUBSCRIBER, 409));
    expect(await emails("")).toEqual(["ann@example.com"]);
    expect(await listRecentAudit(5, t.db)).toEqual([]);
  });

  it("answers the form: success toast, the duplicate message on the field, the invalid e-mail message for empty or @-less input", async () => {
    expect(await post({ intent: "add", email: "Bob@Example.com ", firstName: " Bob ", lastName: "" })).toEqual({
      status: 200,
      data: { ok: true, intent: "add", message: { title: "Subscriber added", description: "bob@example.com is now on the list." } },
    });
    expect(await getSubscriber((await listSubscribers({}, t.db)).subscribers[0]!.id, t.db)).toMatchObject({ firstName: "Bob", lastName: null });

    expect(await post({ intent: "add", email: "BOB@example.com", firstName: "", lastName: "" })).toEqual({
      status: 409,
      data: {
        ok: false,
        intent: "add",
        message: { title: DUPLICATE_SUBSCRIBER },
        fieldErrors: { email: DUPLICATE_SUBSCRIBER },
        values: { email: "bob@example.com", firstName: "", lastName: "" },
      },
    });

    for (const email of ["", "   ", "no-at-sign.example.com"]) {
      const { status, data } = await post({ intent: "add", email, firstName: "", lastName: "" });
      expect(status).toBe(400);
      expect(data).toMatchObject({ ok: false, intent: "add", message: { title: "Invalid email", description: "Please enter a valid email address." }, fieldErrors: { email: ADMIN_INVALID_EMAIL } });
    }
    expect(await emails("")).toEqual(["bob@example.com"]);
  });
});

describe("deleting a subscriber", () => {
  it("removes the row with an audit entry, and explains a subscriber that is already gone", async () => {
    await insertSubscribers(t.db, [{ email: "gone@example.com", id: "sub-1" }, { email: "stays@example.com" }]);
    expect(await deleteSubscriber("sub-1", editor, { database: t.db })).toEqual({ email: "gone@example.com" });
    expect(await emails("")).toEqual(["stays@example.com"]);
    expect((await listRecentAudit(1, t.db))[0]).toMatchObject({ action: "subscriber.delete", target_id: "sub-1", summary: "Deleted subscriber gone@example.com" });

    expect(await post({ intent: "delete", id: "sub-1" })).toEqual({
      status: 404,
      data: { ok: false, intent: "delete", message: { title: "Failed to delete subscriber", description: SUBSCRIBER_GONE } },
    });
  });

  it("answers the form with the spec's toast, and refuses a delete without an id or an unknown intent with 400", async () => {
    await insertSubscribers(t.db, [{ email: "bye@example.com", id: "sub-2" }]);
    expect(await post({ intent: "delete", id: "sub-2" })).toEqual({
      status: 200,
      data: { ok: true, intent: "delete", message: { title: "Subscriber deleted", description: "bye@example.com has been removed from the list." } },
    });
    expect((await post({ intent: "delete", id: " " })).status).toBe(400);
    expect((await post({ intent: "delete" })).data.message.title).toBe("Failed to delete subscriber");
    expect(await post({ intent: "truncate" })).toMatchObject({ status: 400, data: { ok: false, message: { title: "Unknown action. Please reload the page and try again." } } });
  });
});

describe("searching", () => {
  beforeEach(async () => {
    await insertSubscribers(t.db, [
      { email: "ann@alpha.test", firstName: "Ann", lastName: "Smith", state: "active" },
      { email: "bob@beta.test", firstName: "Robert", lastName: "Jones", state: "pending" },
      { email: "cy@gamma.test", firstName: null, lastName: "Ng", state: "unsubscribed" },
      { email: "under_score@delta.test", state: "active" },
    ]);
  });

  it("matches e-mail, first name and last name, case-insensitively, taking % and _ literally", async () => {
    expect(await emails("ALPHA")).toEqual(["ann@alpha.test"]);
    expect(await emails("robert")).toEqual(["bob@beta.test"]);
    expect(await emails("nG")).toEqual(["cy@gamma.test"]);
    expect(await emails("  smith ")).toEqual(["ann@alpha.test"]);
    expect(await emails("_")).toEqual(["under_score@delta.test"]);
    expect(await emails("%")).toEqual([]);
    expect(await emails("nobody")).toEqual([]);
  });

  it("finds subscribers by the words active, pending and unsubscribed, in any case", async () => {
    expect((await emails("Active")).sort()).toEqual(["ann@alpha.test", "under_score@delta.test"]);
    expect(await emails("PENDING")).toEqual(["bob@beta.test"]);
    expect(await emails("unsubscribed")).toEqual(["cy@gamma.test"]);
    expect((await listSubscribers({ query: "active" }, t.db)).subscribers.map((s) => s.status)).toEqual(["active", "active"]);
  });
});

describe("the list", () => {
  it("shows 50 a page, newest first (ties by id), and keeps the page number within range", async () => {
    const start = Date.UTC(2025, 0, 1);
    const seeds: SubscriberSeed[] = Array.from({ length: 120 }, (_, i) => ({
      email: `s${String(i).padStart(3, "0")}@example.com`,
      id: `id-${String(i).padStart(3, "0")}`,
      // Pairs share a second, so the id decides their order.
      subscribedAt: new Date(start + Math.floor(i / 2) * 1000),
    }));
    await insertSubscribers(t.db, seeds);

    const first = await listSubscribers({ page: 1 }, t.db);
    expect(first).toMatchObject({ total: 120, page: 1, pageCount: 3 });
    expect(first.subscribers).toHaveLength(SUBSCRIBER_LIST_SIZE);
    expect(first.subscribers.slice(0, 3).map((s) => s.email)).toEqual(["s119@example.com", "s118@example.com", "s117@example.com"]);

    const last = await listSubscribers({ page: 3 }, t.db);
    expect(last.subscribers.map((s) => s.email)).toEqual(seeds.slice(0, 20).map((s) => s.email).reverse());
    expect((await listSubscribers({ page: 99 }, t.db)).page).toBe(3);
    expect((await listSubscribers({ page: Number.NaN }, t.db)).page).toBe(1);
    expect((await listSubscribers({ query: "s00" }, t.db)).total).toBe(10);
  });

  it("shows each subscriber's language and filters by it, with the search and the pages", async () => {
    await insertSubscribers(t.db, [
      ...Array.from({ length: SUBSCRIBER_LIST_SIZE + 1 }, (_, i): SubscriberSeed => ({ email: `de${i}@example.com`, locale: "de", subscribedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)) })),
      { email: "wing@example.com", locale: "zh-HK", subscribedAt: new Date(Date.UTC(2025, 1, 1)) },
      { email: "ann@example.com", subscribedAt: new Date(Date.UTC(2025, 1, 2)) },
    ]);
    expect((await listSubscribers({ page: 1 }, t.db)).subscribers.slice(0, 3).map((s) => [s.email, s.locale])).toEqual([
      ["ann@example.com", "en"],
      ["wing@example.com", "zh-HK"],
      [`de${SUBSCRIBER_LIST_SIZE}@example.com`, "de"],
    ]);
    expect((await listSubscribers({ language: "zh-HK" }, t.db)).subscribers.map((s) => s.email)).toEqual(["wing@example.com"]);
    expect((await listSubscribers({ language: "zh-HK", query: "ann" }, t.db)).total).toBe(0);
    expect((await listSubscribers({ language: "de", query: "de1" }, t.db)).total).toBe(11);
    const germanLast = await listSubscribers({ language: "de", page: 2 }, t.db);
    expect([germanLast.total, germanLast.pageCount, germanLast.subscribers.map((s) => s.email)]).toEqual([SUBSCRIBER_LIST_SIZE + 1, 2, ["de0@example.com"]]);
  });

  it("is empty, one page, when nobody has subscribed", async () => {
    expect(await listSubscribers({}, t.db)).toEqual({ subscribers: [], total: 0, more: false, page: 1, pageCount: 1 });
  });
});
