import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { ASSIGNMENT_EMAIL_JOB, sendAssignmentEmail } from "#app/features/contact/notification/assignment-email.server.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { setSuiteEnv } from "#tests/utils/test-env.ts";
import { assignSubmission, listAssignableStaff } from "./assignment.server.ts";
import { handleInboxAction } from "./inbox-action.server.ts";
import { parseInboxFilters, type InboxActionData, type InboxListFilters } from "./inbox-schema.ts";
import { exportSubmissionRows, listSubmissions } from "./inbox.server.ts";
import { NOT_STAFF, NOTE_MAX_LENGTH } from "./lead-work-schema.ts";
import { handleNoteAction } from "./notes-action.server.ts";
import { addSubmissionNote, listSubmissionNotes } from "./notes.server.ts";

let t: TestDb;
let smtp: TestSmtpServer;
let admin: StaffUser;
let editor: StaffUser;
let viewer: StaffUser;

beforeAll(async () => {
  // The actions work on the app's db(), as in production.
  t = await createTestDb({ asAppDatabase: true });
  smtp = await startSmtpServer();
});
setSuiteEnv(() => ({ SMTP_URL: smtp.url, SITE_URL: "https://www.brandcheck.test" }));
afterAll(async () => {
  await smtp?.close();
  await t?.cleanup();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  for (const table of ["submission_notes", "contact_submissions", "jobs", "audit_log", "session", "user"] as const) await t.db.deleteFrom(table).execute();
  admin = await insertStaffUser(t.db, { email: "ada@brandcheck.test", role: "admin" });
  editor = await insertStaffUser(t.db, { email: "ed@brandcheck.test", role: "editor" });
  viewer = await insertStaffUser(t.db, { email: "vi@brandcheck.test", role: "viewer" });
});

async function insert(name: string, fields: { assignee_id?: string | null; status?: string; locale?: string; minutesAgo?: number } = {}) {
  const id = randomUUID();
  const { minutesAgo = 0, ...rest } = fields;
  await t.db
    .insertInto("contact_submissions")
    .values({ id, name, email: `${name.toLowerCase()}@example.com`, company: null, message: "Hello", status: "new", created_at: new Date(Date.UTC(2025, 0, 1) - minutesAgo * 60_000).toISOString(), ...rest })
    .execute();
  return id;
}

const assigneeOf = async (id: string) => (await t.db.selectFrom("contact_submissions").select("assignee_id").where("id", "=", id).executeTakeFirstOrThrow()).assignee_id;
const jobs = () => t.db.selectFrom("jobs").select(["type", "payload"]).execute();

function post(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
}

async function answered(result: Response | { data: unknown; init: ResponseInit | null }) {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
  return { status: result.init?.status ?? 200, body: result.data as InboxActionData };
}

describe("assignment", () => {
  it("offers those who work the inbox, not Viewers nor banned staff", async () => {
    await t.db.updateTable("user").set({ banned: true }).where("id", "=", admin.id).execute();
    expect((await listAssignableStaff()).map((s) => s.id)).toEqual([editor.id]);
  });

  it("assigns a message, records it, and e-mails the assignee a link to it; assigning oneself sends nothing", async () => {
    const id = await insert("Ann");
    expect(await assignSubmission(id, editor.id, admin)).toEqual({ outcome: "done", name: "Ann", assignee: { id: editor.id, name: "ed" }, changed: true });
    expect(await assigneeOf(id)).toBe(editor.id);
    expect((await listRecentAudit(1))[0]).toMatchObject({ action: "submission.assign", summary: "Assigned the message from Ann to ed" });
    const queued = await jobs();
    expect(queued).toEqual([{ type: ASSIGNMENT_EMAIL_JOB, payload: { submissionId: id, assigneeId: editor.id, assignedBy: admin.email } }]);

    await sendAssignmentEmail(queued[0]!.payload, t.db);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.envelope.to).toEqual([editor.email]);
    expect(smtp.messages[0]!.text).toContain(`https://www.brandcheck.test/admin/contact-submissions?view=${id}`);

    await t.db.deleteFrom("jobs").execute();
    expect((await assignSubmission(id, admin.id, admin)).outcome).toBe("done");
    expect(await jobs()).toEqual([]);
  });

  it("does not announce a message reassigned before its e-mail went out", async () => {
    const id = await insert("Ann");
    await assignSubmission(id, editor.id, admin);
    const [job] = await jobs();
    await assignSubmission(id, admin.id, admin);
    await sendAssignmentEmail(job!.payload, t.db);
    expect(smtp.messages).toEqual([]);
  });

  it("unassigns, and a repeat changes nothing", async () => {
    const id = await insert("Ann", { assignee_id: editor.id });
    expect(await assignSubmission(id, "", editor)).toMatchObject({ outcome: "done", assignee: null, changed: true });
    expect(await assigneeOf(id)).toBeNull();
    expect(await assignSubmission(id, "", editor)).toMatchObject({ changed: false });
  });

  it("refuses a Viewer, a made-up id and a missing message as assignee or target, changing nothing", async () => {
    const id = await insert("Ann", { assignee_id: editor.id });
    for (const assigneeId of [viewer.id, randomUUID(), "' OR 1=1 --", "x".repeat(201)]) {
      const reply = await answered(await handleInboxAction(post("/admin/contact-submissions", { intent: "assign", id, assigneeId }), admin));
      expect(reply, assigneeId).toMatchObject({ status: 400, body: { ok: false, message: { title: "Assignment failed", description: NOT_STAFF } } });
    }
    expect(await answered(await handleInboxAction(post("/admin/contact-submissions", { intent: "assign", id: randomUUID(), assigneeId: editor.id }), admin))).toMatchObject({ status: 404 });
    expect(await assigneeOf(id)).toBe(editor.id);
    expect(await jobs()).toEqual([]);
    expect(await listRecentAudit(5)).toEqual([]);
  });

  it("still takes the spec's status change, posted without an intent", async () => {
    const id = await insert("Ann");
    expect(await answered(await handleInboxAction(post("/admin/contact-submissions", { id, status: "completed" }), editor))).toMatchObject({ status: 200, body: { ok: true } });
  });
});

describe("notes", () => {
  it("keeps each note with its author and time, oldest first, and records that one was added (not what it says)", async () => {
    const id = await insert("Ann");
    await addSubmissionNote(id, "Called, wants a quote", editor, { now: new Date("2025-01-02T10:00:00Z") });
    await addSubmissionNote(id, "Quote sent", admin, { now: new Date("2025-01-03T10:00:00Z") });
    expect(await listSubmissionNotes(id)).toEqual([
      expect.objectContaining({ authorName: "ed", body: "Called, wants a quote", createdAt: "2025-01-02T10:00:00.000Z" }),
      expect.objectContaining({ authorName: "ada", body: "Quote sent", createdAt: "2025-01-03T10:00:00.000Z" }),
    ]);
    const [entry] = await listRecentAudit(1);
    expect(entry).toMatchObject({ action: "submission.note", summary: "Added a note to the message from Ann" });
    expect(JSON.stringify(entry)).not.toContain("Quote sent");
  });

  it("keeps a note, and who wrote it, when the author's account is removed; the message's deletion takes its notes", async () => {
    const id = await insert("Ann");
    await addSubmissionNote(id, "Keep me", editor);
    await t.db.deleteFrom("user").where("id", "=", editor.id).execute();
    expect((await listSubmissionNotes(id)).map((n) => n.authorName)).toEqual(["ed"]);
    await t.db.deleteFrom("contact_submissions").where("id", "=", id).execute();
    expect(await t.db.selectFrom("submission_notes").selectAll().execute()).toEqual([]);
  });

  it("goes back to the same list with the message open, and only ever to the inbox", async () => {
    const id = await insert("Ann");
    const reply = await answered(await handleNoteAction(post("/admin/contact-submissions/notes?status=new&assignee=me&page=2", { id, body: "Hi" }), editor));
    expect(reply).toEqual({ status: 302, location: `/admin/contact-submissions?status=new&assignee=me&page=2&view=${id}` });
    const sneaky = await answered(await handleNoteAction(post("/admin/contact-submissions/notes?next=//evil.example", { id, body: "Hi" }), editor));
    expect(sneaky.location).toMatch(/^\/admin\/contact-submissions\?/);
  });

  it("refuses an empty, an over-long note and a missing message, storing nothing", async () => {
    const id = await insert("Ann");
    expect(await answered(await handleNoteAction(post("/admin/contact-submissions/notes", { id, body: "   " }), editor))).toMatchObject({ status: 400 });
    expect(await answered(await handleNoteAction(post("/admin/contact-submissions/notes", { id, body: "x".repeat(NOTE_MAX_LENGTH + 1) }), editor))).toMatchObject({ status: 400 });
    expect(await answered(await handleNoteAction(post("/admin/contact-submissions/notes", { id: randomUUID(), body: "Hi" }), editor))).toMatchObject({ status: 404 });
    expect(await t.db.selectFrom("submission_notes").selectAll().execute()).toEqual([]);
  });
});

describe("filters", () => {
  async function names(query: string, viewerId = editor.id) {
    const staffIds = (await listAssignableStaff()).map((s) => s.id);
    const filters = parseInboxFilters(new URLSearchParams(query), [{ tag: "en", nativeName: "English" }, { tag: "de", nativeName: "Deutsch" }] as never, { staffIds, viewerId });
    return (await listSubmissions(filters)).submissions.map((s) => s.name);
  }

  beforeEach(async () => {
    await insert("Mine", { assignee_id: editor.id, minutesAgo: 1 });
    await insert("Hers", { assignee_id: admin.id, minutesAgo: 2, locale: "de" });
    await insert("Nobody's", { minutesAgo: 3, status: "completed" });
  });

  it("narrows by assignee: me, nobody, one person; with status and language", async () => {
    expect(await names("assignee=me")).toEqual(["Mine"]);
    expect(await names("assignee=none")).toEqual(["Nobody's"]);
    expect(await names(`assignee=${admin.id}`)).toEqual(["Hers"]);
    expect(await names(`assignee=${admin.id}&language=de`)).toEqual(["Hers"]);
    expect(await names("assignee=none&status=new")).toEqual([]);
    expect(await names("assignee=me", admin.id)).toEqual(["Hers"]);
  });

  it("reads forged values as no filter, never as an error or someone else's list", async () => {
    for (const query of [`assignee=${viewer.id}`, "assignee=' OR 1=1 --", "assignee=%00", "status=deleted&language=../../etc"]) {
      expect(await names(query), query).toEqual(["Mine", "Hers", "Nobody's"]);
    }
  });

  it("shows the assignee's name in the list and the export, which honours the filter", async () => {
    const filters: InboxListFilters = { status: null, q: "", assignee: { param: "none", id: null } };
    const rows: string[][] = [];
    for await (const row of exportSubmissionRows(filters)) rows.push(row);
    expect(rows.map((r) => r[2])).toEqual(["Nobody's"]);
    const all: string[][] = [];
    for await (const row of exportSubmissionRows({ status: null, q: "" })) all.push(row);
    expect(all.map((r) => [r[2], r.at(-1)])).toEqual([["Mine", "ed"], ["Hers", "ada"], ["Nobody's", ""]]);
  });
});
