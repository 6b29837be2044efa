import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NewContactSubmission } from "#app/db/schema.ts";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { handleInboxAction } from "./inbox-action.server.ts";
import { INBOX_PAGE_SIZE, SUBMISSION_GONE, SUBMISSION_STATUSES, UNKNOWN_STATUS, type InboxActionData } from "./inbox-schema.ts";
import {
  countUnreadSubmissions,
  exportSubmissionRows,
  getSubmission,
  listSubmissions,
  markSubmissionRead,
  recordSubmissionsExport,
  updateSubmissionStatus,
} from "./inbox.server.ts";

let t: TestDb;
let editor: StaffUser;

beforeAll(async () => {
  // The status update handler works on the app's db(), as in production.
  t = await createTestDb({ asAppDatabase: true });
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  for (const table of ["contact_submissions", "audit_log", "session", "user"] as const) await t.db.deleteFrom(table).execute();
  editor = await insertStaffUser(t.db, { email: "ed@brandcheck.test", role: "editor" });
});

/** A message received `minutesAgo` before a fixed moment; later arguments override the defaults. */
async function insert(minutesAgo: number, fields: Partial<Omit<NewContactSubmission, "extra_fields">> & { extra_fields?: unknown } = {}) {
  const row = {
    id: randomUUID(),
    name: `Sender ${minutesAgo}`,
    email: `sender${minutesAgo}@example.com`,
    company: null,
    message: "Hello",
    status: "new",
    created_at: new Date(Date.UTC(2025, 0, 1, 12, 0) - minutesAgo * 60_000).toISOString(),
    ...fields,
  };
  const { extra_fields, ...rest } = row;
  await t.db
    .insertInto("contact_submissions")
    .values({ ...rest, extra_fields: extra_fields === undefined ? null : JSON.stringify(extra_fields) })
    .execute();
  return row;
}

const ALL = { status: null, q: "", page: 1 } as const;

function statusRequest(fields: Record<string, string>): Request {
  return new Request("http://localhost/admin/contact-submissions", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** What handleInboxAction answered: the status and the body React Router would send. */
async function postStatus(fields: Record<string, string>) {
  const result = await handleInboxAction(statusRequest(fields), editor);
  return { status: result.init?.status ?? 200, body: result.data as InboxActionData };
}

async function statusOf(id: string) {
  return (await t.db.selectFrom("contact_submissions").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
}

describe("listing the inbox", () => {
  it("lists newest first, with every field the dialog shows, and an equal time ordered by id", async () => {
    const older = await insert(10, { company: "Acme", extra_fields: [{ label: "Phone", value: "0123" }], source_path: "/about-us" });
    const newer = await insert(1);
    const sameTimeA = await insert(5, { id: "00000000-0000-4000-8000-00000000000a" });
    const sameTimeB = await insert(5, { id: "00000000-0000-4000-8000-00000000000b" });

    const { submissions, total, page, pageCount } = await listSubmissions(ALL);
    expect(submissions.map((s) => s.id)).toEqual([newer.id, sameTimeB.id, sameTimeA.id, older.id]);
    expect({ total, page, pageCount }).toEqual({ total: 4, page: 1, pageCount: 1 });
    expect(submissions[3]).toEqual({
      id: older.id,
      name: "Sender 10",
      email: "sender10@example.com",
      company: "Acme",
      message: "Hello",
      status: "new",
      createdAt: older.created_at,
      // Inserted without a language: the column's default, the default language.
      language: { tag: "en", name: "English" },
      read: false,
      unverified: false,
      pageId: null,
      sourcePath: "/about-us",
      extraFields: [{ label: "Phone", value: "0123" }],
      answers: {},
      assignee: null,
    });
    expect(submissions[0]?.extraFields).toEqual([]);
  });

  it("shows 25 a page, and a page past the end as the last one", async () => {
    for (let i = 0; i < INBOX_PAGE_SIZE + 5; i++) await insert(i);
    const first = await listSubmissions(ALL);
    expect(first.submissions).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.submissions[0]?.name).toBe("Sender 0");
    expect({ total: first.total, pageCount: first.pageCount }).toEqual({ total: 30, pageCount: 2 });

    const second = await listSubmissions({ ...ALL, page: 2 });
    expect(second.submissions.map((s) => s.name)).toEqual(["Sender 25", "Sender 26", "Sender 27", "Sender 28", "Sender 29"]);
    expect((await listSubmissions({ ...ALL, page: 99 })).page).toBe(2);
  });

  it("filters by status, and keeps an unknown stored status listed under All", async () => {
    const fresh = await insert(1);
    const working = await insert(2, { status: "in-progress" });
    const done = await insert(3, { status: "completed" });
    const odd = await insert(4, { status: "archived" });
    const ids = async (status: (typeof SUBMISSION_STATUSES)[number] | null) => (await listSubmissions({ ...ALL, status })).submissions.map((s) => s.id);
    expect(await ids("new")).toEqual([fresh.id]);
    expect(await ids("in-progress")).toEqual([working.id]);
    expect(await ids("completed")).toEqual([done.id]);
    expect(await ids(null)).toEqual([fresh.id, working.id, done.id, odd.id]);
  });

  it("searches name, e-mail, company and message case-insensitively, each with the status filter", async () => {
    const byName = await insert(1, { name: "Zoë Quinton" });
    const byEmail = await insert(2, { email: "Buyer@Retail-Group.example" });
    const byCompany = await insert(3, { company: "Northwind Traders", status: "completed" });
    const byMessage = await insert(4, { message: "We need a MYSTERY shopping audit\nfor 40 stores." });
    const names = async (q: string, status: "completed" | null = null) => (await listSubmissions({ ...ALL, q, status })).submissions.map((s) => s.id);

    expect(await names("zoë QUIN")).toEqual([byName.id]);
    expect(await names("retail-group")).toEqual([byEmail.id]);
    expect(await names("NORTHWIND")).toEqual([byCompany.id]);
    expect(await names("northwind", "completed")).toEqual([byCompany.id]);
    expect(await names("mystery shopping")).toEqual([byMessage.id]);
    expect(await names("nothing like this")).toEqual([]);
    expect(await names("mystery", "completed")).toEqual([]);
  });

  it("takes % and _ in a search literally", async () => {
    const percent = await insert(1, { message: "A 100% check" });
    const underscore = await insert(2, { message: "see file_name" });
    await insert(3, { message: "plain words" });
    const ids = async (q: string) => (await listSubmissions({ ...ALL, q })).submissions.map((s) => s.id);
    expect(await ids("%")).toEqual([percent.id]);
    expect(await ids("_")).toEqual([underscore.id]);
    expect(await ids("100%")).toEqual([percent.id]);
  });

  it("reads one message by id, and null for an unknown one", async () => {
    const row = await insert(1, { page_id: null, source_path: "/landing", extra_fields: "not a list" });
    expect(await getSubmission(row.id)).toMatchObject({ id: row.id, sourcePath: "/landing", extraFields: [] });
    expect(await getSubmission(randomUUID())).toBeNull();
  });

  it("counts the unread messages for the sidebar, whatever their status", async () => {
    expect(await countUnreadSubmissions()).toBe(0);
    await insert(1);
    await insert(2, { read_at: "2025-01-01T12:00:00.000Z" });
    await insert(3, { status: "completed" });
    await insert(4, { status: "archived", read_at: "2025-01-01T12:00:00.000Z" });
    expect(await countUnreadSubmissions()).toBe(2);
  });

  it("marks a message read the first time it is opened, keeping when that was; its status stays", async () => {
    const row = await insert(1);
    expect(await getSubmission(row.id)).toMatchObject({ read: false, status: "new" });
    const first = new Date("2025-01-02T09:00:00.000Z");
    expect(await markSubmissionRead(row.id, { now: first })).toBe(true);
    expect(await markSubmissionRead(row.id, { now: new Date("2025-01-03T09:00:00.000Z") })).toBe(false);
    expect(await markSubmissionRead(randomUUID())).toBe(false);
    expect(await getSubmission(row.id)).toMatchObject({ read: true, status: "new" });
    const stored = await t.db.selectFrom("contact_submissions").select("read_at").where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(stored.read_at).toBe(first.toISOString());
    expect(await countUnreadSubmissions()).toBe(0);
  });
});

describe("changing the status", () => {
  it("sets any status to any other and records each change with who made it", async () => {
    const row = await insert(1);
    const pairs = SUBMISSION_STATUSES.flatMap((from) => SUBMISSION_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));
    for (const [from, to] of pairs) {
      await t.db.updateTable("contact_submissions").set({ status: from }).where("id", "=", row.id).execute();
      expect(await updateSubmissionStatus(row.id, to, editor), `${from} → ${to}`).toEqual({ name: row.name, status: to, changed: true });
      expect(await statusOf(row.id)).toBe(to);
    }
    const entries = await listRecentAudit(20);
    expect(entries).toHaveLength(pairs.length);
    expect(entries[0]).toMatchObject({
      actor_id: editor.id,
      actor_email: editor.email,
      action: "submission.status",
      target_type: "contact_submission",
      target_id: row.id,
    });
    expect(entries.map((e) => e.summary)).toContain("Marked the message from Sender 1 as Completed (was In Progress)");
  });

  it("moves a message with an unknown stored status to a known one", async () => {
    const row = await insert(1, { status: "archived" });
    expect(await updateSubmissionStatus(row.id, "new", editor)).toMatchObject({ changed: true });
    expect((await listRecentAudit(1))[0]?.summary).toBe("Marked the message from Sender 1 as New (was Unknown)");
  });

  it("records nothing when the status is already the one asked for", async () => {
    const row = await insert(1, { status: "completed" });
    expect(await updateSubmissionStatus(row.id, "completed", editor)).toEqual({ name: row.name, status: "completed", changed: false });
    expect(await listRecentAudit(5)).toEqual([]);
  });

  it("the form's answer: Status updated; read or unread is apart from the status", async () => {
    const row = await insert(1);
    expect(await postStatus({ id: row.id, status: "in-progress" })).toEqual({
      status: 200,
      body: { ok: true, message: { title: "Status updated", description: "The message from Sender 1 is now In Progress." } },
    });
    expect(await statusOf(row.id)).toBe("in-progress");
    expect(await countUnreadSubmissions()).toBe(1);
  });

  it("refuses an unknown status with 400 and its reason, changing nothing", async () => {
    const row = await insert(1);
    for (const status of ["archived", "", "New", "in progress"]) {
      expect(await postStatus({ id: row.id, status })).toEqual({ status: 400, body: { ok: false, message: { title: "Update failed", description: UNKNOWN_STATUS } } });
    }
    expect(await statusOf(row.id)).toBe("new");
    expect(await listRecentAudit(5)).toEqual([]);
  });

  it("answers 404 for a message that does not exist, and 400 without an id", async () => {
    expect(await postStatus({ id: randomUUID(), status: "completed" })).toEqual({
      status: 404,
      body: { ok: false, message: { title: "Update failed", description: SUBMISSION_GONE } },
    });
    expect((await postStatus({ status: "completed" })).status).toBe(400);
    expect(await listRecentAudit(5)).toEqual([]);
  });
});

describe("the language a message was sent in", () => {
  it("shows each message's language by its name, and filters by it with the status, the search and the pages", async () => {
    const hongKong = await insert(1, { locale: "zh-HK", name: "Wing Chan" });
    const german = await insert(2, { locale: "de", status: "completed" });
    const english = await insert(3);
    for (let i = 0; i < INBOX_PAGE_SIZE; i++) await insert(100 + i, { locale: "de" });

    const all = await listSubmissions(ALL);
    expect(all.submissions.slice(0, 3).map((s) => [s.id, s.language])).toEqual([
      [hongKong.id, { tag: "zh-HK", name: "繁體中文（香港）" }],
      [german.id, { tag: "de", name: "Deutsch" }],
      [english.id, { tag: "en", name: "English" }],
    ]);

    expect((await listSubmissions({ ...ALL, language: "zh-HK" })).submissions.map((s) => s.id)).toEqual([hongKong.id]);
    expect((await listSubmissions({ ...ALL, language: "zh-HK", q: "wing" })).total).toBe(1);
    expect((await listSubmissions({ ...ALL, language: "zh-HK", q: "nobody" })).total).toBe(0);
    expect((await listSubmissions({ ...ALL, language: "de", status: "completed" })).submissions.map((s) => s.id)).toEqual([german.id]);
    const germanPages = await listSubmissions({ ...ALL, language: "de", page: 2 });
    expect([germanPages.total, germanPages.pageCount, germanPages.submissions.length]).toEqual([INBOX_PAGE_SIZE + 1, 2, 1]);
    expect((await getSubmission(german.id))?.language).toEqual({ tag: "de", name: "Deutsch" });
  });

  it("names a language the site no longer lists by the known list's name, else by its tag", async () => {
    const old = await insert(1, { locale: "fr" });
    const odd = await insert(2, { locale: "x-odd" });
    expect((await getSubmission(old.id))?.language.name).toBe("Français");
    expect((await getSubmission(odd.id))?.language.name).toBe("x-odd");
  });
});

describe("exporting", () => {
  async function exported(filters: { status: "new" | "completed" | null; language?: string; q: string }, batchSize?: number) {
    const rows: string[][] = [];
    for await (const row of exportSubmissionRows(filters, { batchSize })) rows.push(row);
    return rows;
  }

  it("yields every matching message newest first, with its source page and other fields", async () => {
    const plain = await insert(1, { company: "Acme", message: "Line one\nline two" });
    const fromPage = await insert(2, { status: "weird", source_path: "/events", extra_fields: [{ label: "Phone", value: "+44 1" }, { label: "Budget", value: "" }] });
    expect(await exported({ status: null, q: "" })).toEqual([
      [plain.id, plain.created_at, "Sender 1", "sender1@example.com", "Acme", "New", "Line one\nline two", "", "English (en)", "", ""],
      [fromPage.id, fromPage.created_at, "Sender 2", "sender2@example.com", "", "Unknown", "Hello", "/events", "English (en)", "Phone: +44 1; Budget: ", ""],
    ]);
  });

  it("respects the status filter and the search, across every batch (keyset pagination)", async () => {
    const expected: string[] = [];
    for (let i = 0; i < 12; i++) {
      const row = await insert(i, { status: i % 3 === 0 ? "completed" : "new", message: i % 2 === 0 ? "about RETURNS" : "other" });
      if (i % 3 === 0 && i % 2 === 0) expected.push(row.id);
    }
    // Equal timestamps across a batch boundary are neither repeated nor skipped.
    await insert(0, { id: "ffffffff-0000-4000-8000-000000000000", status: "completed", message: "returns too" });
    await insert(0, { id: "00000000-0000-4000-8000-000000000000", status: "completed", message: "returns as well" });
    const all = await exported({ status: "completed", q: "returns" }, 2);
    expect(all.map((row) => row[0])).toEqual(["ffffffff-0000-4000-8000-000000000000", expected[0], "00000000-0000-4000-8000-000000000000", ...expected.slice(1)]);
    expect(all.every((row) => row[5] === "Completed")).toBe(true);
    expect(await exported({ status: null, q: "" }, 5)).toHaveLength(14);
    expect(await exported({ status: "new", q: "nobody" })).toEqual([]);
  });

  it("names each message's language, and exports only one language's when filtered", async () => {
    const german = await insert(1, { locale: "de", source_path: "/de/kontakt" });
    await insert(2);
    const rows = await exported({ status: null, language: "de", q: "" });
    expect(rows.map((row) => [row[0], row[8]])).toEqual([[german.id, "Deutsch (de)"]]);
  });

  it("records who exported what", async () => {
    await recordSubmissionsExport({ status: null, language: "zh-HK", q: "" }, editor);
    expect((await listRecentAudit(1))[0]?.summary).toBe("Exported the contact messages (language 繁體中文（香港） (zh-HK))");
    await recordSubmissionsExport({ status: "new", q: "acme" }, editor);
    await recordSubmissionsExport({ status: null, q: "" }, editor);
    const summaries = (await listRecentAudit(2)).map((e) => [e.action, e.actor_email, e.summary]);
    expect(summaries).toEqual(
      expect.arrayContaining([
        ["submission.export", editor.email, 'Exported the contact messages (status New, search "acme")'],
        ["submission.export", editor.email, "Exported all contact messages"],
      ]),
    );
  });
});
