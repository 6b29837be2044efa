// What an attacker tries first against the notes endpoint (POST /admin/notes), on its handler: the
// route has already checked "pages:notes" (every staff role, decision 049; the authorization matrix).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertItem } from "#tests/utils/collab-builders.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { handleNotesAction } from "./notes-action.server.ts";
import type { NoteActionData } from "./notes-schema.ts";

let t: TestDb;
let viewer: StaffUser;
let pageId: string;

beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
});
afterAll(async () => t?.cleanup());
beforeEach(async () => {
  for (const table of ["page_notes", "notifications", "jobs", "audit_log", "pages", "user"] as const) await t.db.deleteFrom(table).execute();
  viewer = await insertStaffUser(t.db, { email: "vi@brandcheck.test", role: "viewer" });
  pageId = await insertItem(t.db);
});

const post = (fields: Record<string, string>) => new Request("http://localhost/admin/notes", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
async function answer(fields: Record<string, string>) {
  const result = await handleNotesAction(post(fields), viewer);
  return { status: result.init?.status ?? 200, body: result.data as NoteActionData };
}
const notes = () => t.db.selectFrom("page_notes").selectAll().execute();

describe("POST /admin/notes", () => {
  it("lets a Viewer add a note, reply and resolve (decision 049)", async () => {
    expect(await answer({ intent: "add", pageId, body: "Legal: check the claim in the hero." })).toEqual({ status: 200, body: { ok: true, message: "Note added" } });
    const [root] = await notes();
    expect((await answer({ intent: "reply", threadId: root!.id, body: "Done" })).body.message).toBe("Reply added");
    expect((await answer({ intent: "resolve", threadId: root!.id })).body.message).toBe("Note resolved");
  });

  it("refuses, with a reason and no change: an empty or oversized note, an unknown intent, an item or thread that does not exist", async () => {
    const refusals = [
      [{ intent: "add", pageId, body: "   " }, 400, "Write the note first."],
      [{ intent: "add", pageId, body: "x".repeat(4001) }, 400, "A note can be at most 4,000 characters."],
      [{ intent: "publish", pageId, body: "x" }, 400, "Unknown note request."],
      [{ intent: "add", pageId: randomUUID(), body: "x" }, 404, "This item no longer exists."],
      [{ intent: "reply", threadId: randomUUID(), body: "x" }, 404, "This note no longer exists."],
      [{ intent: "resolve", threadId: "'; DROP TABLE page_notes;--" }, 404, "This note no longer exists."],
    ] as const;
    for (const [fields, status, message] of refusals) expect(await answer(fields)).toEqual({ status, body: { ok: false, message } });
    expect(await notes()).toEqual([]);
  });

  it("refuses a body past the form limit with 413", async () => {
    const result = await handleNotesAction(post({ intent: "add", pageId, body: "x".repeat(70_000) }), viewer);
    expect(result.init?.status).toBe(413);
    expect(await notes()).toEqual([]);
  });
});
