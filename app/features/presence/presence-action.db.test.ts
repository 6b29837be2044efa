// What an attacker tries first against the heartbeat endpoint (POST /admin/presence), on its handler:
// the route has already checked that the caller is staff (the authorization matrix checks that).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertItem } from "#tests/utils/collab-builders.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { handlePresenceAction } from "./presence-action.server.ts";

let t: TestDb;
let editor: StaffUser;
let other: StaffUser;
let viewer: StaffUser;
let pageId: string;

beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
});
afterAll(async () => t?.cleanup());
beforeEach(async () => {
  for (const table of ["editor_presence", "notifications", "jobs", "audit_log", "pages", "user"] as const) await t.db.deleteFrom(table).execute();
  editor = await insertStaffUser(t.db, { email: "ed@brandcheck.test", role: "editor" });
  other = await insertStaffUser(t.db, { email: "other@brandcheck.test", role: "editor" });
  viewer = await insertStaffUser(t.db, { email: "vi@brandcheck.test", role: "viewer" });
  pageId = await insertItem(t.db);
});

const post = (fields: Record<string, string> | string) =>
  new Request("http://localhost/admin/presence", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: typeof fields === "string" ? fields : new URLSearchParams(fields) });

async function answer(request: Request, user: StaffUser) {
  const result = await handlePresenceAction(request, user);
  if (result instanceof Response) return { status: result.status, body: null };
  return { status: result.init?.status ?? 200, body: result.data as Record<string, unknown> };
}
const rows = () => t.db.selectFrom("editor_presence").select(["user_id", "tab_id", "taken_over_by"]).orderBy("user_id").execute();

describe("POST /admin/presence", () => {
  it("records an editor's heartbeat and answers who else is editing", async () => {
    const tabId = randomUUID();
    expect(await answer(post({ intent: "edit", pageId, tabId }), editor)).toEqual({ status: 200, body: { editors: [], takenOverBy: null } });
    expect((await answer(post({ intent: "watch", pageId, tabId: randomUUID() }), viewer)).body).toEqual({ editors: [expect.objectContaining({ userId: editor.id })], takenOverBy: null });
  });

  it("refuses a Viewer's heartbeat as an editor and their take-over, and nothing changes", async () => {
    const tabId = randomUUID();
    await answer(post({ intent: "edit", pageId, tabId }), editor);
    const before = await rows();
    expect((await answer(post({ intent: "take-over", pageId, tabId: randomUUID() }), viewer)).status).toBe(403);
    expect((await answer(post({ intent: "edit", pageId, tabId: randomUUID() }), viewer)).status).toBe(403);
    expect(await rows()).toEqual(before);
    expect(await t.db.selectFrom("notifications").selectAll().execute()).toEqual([]);
  });

  it("cannot end or refresh another person's presence by sending their tab id", async () => {
    const tabId = randomUUID();
    await answer(post({ intent: "edit", pageId, tabId }), editor);
    expect((await answer(post({ intent: "leave", pageId, tabId }), other)).status).toBe(204);
    // The other person's "edit" with the same tab id makes a row of their own, keyed by who they are.
    await answer(post({ intent: "edit", pageId, tabId }), other);
    expect((await rows()).map((row) => row.user_id).sort()).toEqual([editor.id, other.id].sort());
    expect((await rows()).every((row) => row.taken_over_by === null)).toBe(true);
  });

  it("answers 404 for an item that does not exist, and writes nothing", async () => {
    for (const intent of ["edit", "watch", "take-over"]) expect((await answer(post({ intent, pageId: randomUUID(), tabId: randomUUID() }), editor)).status, intent).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it("refuses bad input with a reason: an unknown intent, a tab id that is not one, a long id, a body past 1 KB", async () => {
    const cases = [
      post({ intent: "delete-everything", pageId, tabId: randomUUID() }),
      post({ intent: "edit", pageId, tabId: "'; DROP TABLE pages;--" }),
      post({ intent: "edit", pageId: "p".repeat(101), tabId: randomUUID() }),
      post({ intent: "edit", pageId }),
    ];
    for (const request of cases) {
      const result = await answer(request, editor);
      expect(result.status).toBe(400);
      expect(result.body?.message).toEqual(expect.any(String));
    }
    expect((await answer(post(`intent=edit&pageId=${pageId}&tabId=${randomUUID()}&pad=${"x".repeat(2000)}`), editor)).status).toBe(413);
    expect(await rows()).toEqual([]);
  });
});
