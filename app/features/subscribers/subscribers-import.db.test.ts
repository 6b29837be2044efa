import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { NEWSLETTER_EMAIL_JOB } from "#app/features/newsletter/newsletter-emails.server.ts";
import { csvRow } from "#app/lib/csv.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { insertSubscribers } from "#tests/utils/subscriber-rows.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type ImportActionData } from "./import-schema.ts";
import { subscriberCsvRows } from "./subscribers-export.server.ts";
import { handleSubscribersImport } from "./subscribers-import-action.server.ts";
import { IMPORT_CONFIRMATIONS_PER_MINUTE } from "./subscribers-import.server.ts";

let t: TestDb;
let editor: StaffUser;
const CONSENT = "Signed up on our old website's form";

beforeAll(async () => {
  // The action works on the app's db(), as in production.
  t = await createTestDb({ asAppDatabase: true });
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  for (const table of ["subscribers", "audit_log", "jobs", "user"] as const) await t.db.deleteFrom(table).execute();
  editor = await insertStaffUser(t.db, { email: "ed@brandcheck.test", role: "editor" });
});

async function upload(file: string | Uint8Array | Blob, fields: Record<string, string> = {}, filename = "list.csv") {
  const form = new FormData();
  form.set("mode", "confirmed");
  form.set("consentNote", CONSENT);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", file instanceof Blob ? file : new Blob([file as BlobPart], { type: "text/csv" }), filename);
  const request = new Request("https://cms.brandcheck.test/admin/subscribers/import", { method: "POST", body: form });
  const result = await handleSubscribersImport(request, { ...editor, name: "ed" });
  return { status: result.init?.status ?? 200, data: result.data as ImportActionData };
}

function report(answer: { data: ImportActionData }) {
  if (!answer.data.ok) throw new Error(`refused: ${answer.data.message.description}`);
  return answer.data.report;
}

async function rows() {
  return t.db.selectFrom("subscribers").selectAll().orderBy("email").execute();
}

describe("importing people who consented elsewhere", () => {
  it("adds them active, confirmed at their consent date (or now), with the stated consent, and records the import", async () => {
    const answer = await upload("Email,First Name,Last Name,Consent Date\r\nAnn@Example.com,Ann,Lee,2024-03-01\r\nbo@example.com,Bo,,2024-03-02 09:30:00\r\ncy@example.com,,,\r\n");
    expect(answer.status).toBe(200);
    expect(report(answer)).toMatchObject({ imported: 3, duplicates: [], invalid: [], columns: { email: "Email", firstName: "First Name", lastName: "Last Name", consentDate: "Consent Date" } });
    expect(answer.data.message).toEqual({ title: "Import complete", description: "3 subscribers imported as confirmed." });

    const [ann, bo, cy] = await rows();
    expect(ann).toMatchObject({ email: "ann@example.com", first_name: "Ann", last_name: "Lee", is_active: true, source: "import", consent_note: CONSENT, consented_at: "2024-03-01T00:00:00.000Z" });
    expect(ann!.confirmed_at).toBe("2024-03-01T00:00:00.000Z");
    expect(ann!.subscribed_at).toBe("2024-03-01T00:00:00.000Z");
    expect(bo).toMatchObject({ last_name: null, consented_at: "2024-03-02T09:30:00.000Z" });
    // No date in the file: the import's own time stands for it.
    expect(Date.now() - Date.parse(cy!.consented_at!)).toBeLessThan(60_000);

    expect(await t.db.selectFrom("jobs").select("id").execute()).toEqual([]);
    expect((await listRecentAudit(1, t.db))[0]).toMatchObject({
      actor_id: editor.id,
      action: "subscriber.import",
      summary: `Imported 3 subscribers from list.csv as confirmed ("${CONSENT}")`,
    });
  });

  it("lists duplicates (on the list in any state, or repeated in the file) and bad rows by line, and imports the rest", async () => {
    await insertSubscribers(t.db, [{ email: "old@example.com" }, { email: "left@example.com", state: "unsubscribed" }]);
    const file = [
      "email,name,consent date",
      "good@example.com,Good One,2024-01-01",
      "OLD@example.com,Old,2024-01-01",
      "left@example.com,Left,2024-01-01",
      "not-an-email,Bad,2024-01-01",
      "good@example.com,Again,2024-01-01",
      "date@example.com,Date,01/03/2024",
      "feb@example.com,Feb,2024-02-30",
      "future@example.com,Future,2999-01-01",
      ",No Address,",
      "",
      "last@example.com,Zoë Ñúñez de la Peña,2024-05-05T10:00:00+02:00",
    ].join("\n");
    const answer = await upload(file);
    expect(answer.status).toBe(200);
    const { imported, duplicates, invalid, unlisted } = report(answer);
    expect(imported).toBe(2);
    expect(unlisted).toBe(0);
    expect(duplicates).toEqual([
      { line: 3, email: "old@example.com", reason: "Already on the list (Active)." },
      { line: 4, email: "left@example.com", reason: "Already on the list (Unsubscribed)." },
      { line: 6, email: "good@example.com", reason: "Repeated: already on line 2 of the file." },
    ]);
    expect(invalid).toEqual([
      { line: 5, email: "not-an-email", reason: "Not a valid e-mail address." },
      { line: 7, email: "date@example.com", reason: 'Consent date "01/03/2024" is not a date written as YYYY-MM-DD (a time may follow).' },
      { line: 8, email: "feb@example.com", reason: 'Consent date "2024-02-30" is not a date written as YYYY-MM-DD (a time may follow).' },
      { line: 9, email: "future@example.com", reason: 'Consent date "2999-01-01" is in the future.' },
      { line: 10, email: "", reason: "No e-mail address." },
    ]);
    expect(answer.data.message.description).toBe("2 subscribers imported as confirmed. 8 rows were skipped: see the list.");

    const stored = await rows();
    expect(stored.map((row) => row.email)).toEqual(["good@example.com", "last@example.com", "left@example.com", "old@example.com"]);
    // The one who left stays gone: an import never brings anyone back.
    expect(stored.find((row) => row.email === "left@example.com")).toMatchObject({ is_active: false, source: "admin" });
    expect(stored.find((row) => row.email === "last@example.com")).toMatchObject({ first_name: "Zoë", last_name: "Ñúñez de la Peña", consented_at: "2024-05-05T08:00:00.000Z" });
  });

  it("reads a spreadsheet's file: byte-order mark, semicolons, quoted fields over several lines, Windows-1252", async () => {
    const file = '\uFEFF"E-mail Address";"First name";"Last name"\r\n"ann@example.com";"Ann; ""Annie""";"Lee\r\nSmith"\r\nbad;x;y\r\n';
    const answer = await upload(file);
    expect(report(answer)).toMatchObject({ imported: 1, invalid: [{ line: 4, email: "bad", reason: "Not a valid e-mail address." }] });
    expect((await rows())[0]).toMatchObject({ first_name: 'Ann; "Annie"', last_name: "Lee\r\nSmith" });

    // "Zoë" as Excel on Windows writes it: ë is the single byte 0xEB.
    const latin = new Uint8Array([...new TextEncoder().encode("Email\tFirst Name\r\nzoe@example.com\tZo"), 0xeb, 0x0d, 0x0a]);
    expect(report(await upload(latin))).toMatchObject({ imported: 1 });
    expect((await rows()).find((row) => row.email === "zoe@example.com")).toMatchObject({ first_name: "Zoë" });
  });

  it("reads the columns the form chose, by position, and leaves out a column chosen as none", async () => {
    const file = "Contact,Backup address,Full Name\nfirst@example.com,second@example.com,Ann Lee\n";
    const answer = await upload(file, { "column-email": "1", "column-name": "none" });
    expect(report(answer)).toMatchObject({ imported: 1, columns: { email: "Backup address" } });
    expect((await rows())[0]).toMatchObject({ email: "second@example.com", first_name: null, last_name: null });
  });

  it("leaves out people another tool lists as gone, and never-confirmed people when marking confirmed", async () => {
    const file = "Email Address,Status\nin@example.com,subscribed\nout@example.com,Unsubscribed\nbounce@example.com,cleaned\nwait@example.com,pending\n";
    const { invalid, imported } = report(await upload(file));
    expect(imported).toBe(1);
    expect(invalid.map(({ line, reason }) => [line, reason])).toEqual([
      [3, 'Marked "Unsubscribed" in the file: people who left are not imported.'],
      [4, 'Marked "cleaned" in the file: people who left are not imported.'],
      [5, 'Marked "pending" in the file: they never confirmed, so import them with "Send each a confirmation e-mail".'],
    ]);
  });

  it("stores a formula-like name as text, and the export hands it back neutralised", async () => {
    const file = 'email,first name,last name\nx@example.com,=HYPERLINK("http://evil.example"),"\'=1+1"\n';
    expect(report(await upload(file))).toMatchObject({ imported: 1 });
    // The apostrophe an export put before a formula is taken off, so a re-import stores what was typed.
    expect((await rows())[0]).toMatchObject({ first_name: '=HYPERLINK("http://evil.example")', last_name: "=1+1" });
    const exported: string[] = [];
    for await (const values of subscriberCsvRows({}, { database: t.db })) exported.push(csvRow(values));
    expect(exported[0]).toContain(`"'=HYPERLINK(""http://evil.example"")",'=1+1,`);
  });
});

describe("importing people who are to confirm by e-mail", () => {
  it("adds them pending with no consent recorded, and queues each a confirmation e-mail, a minute's worth at a time", async () => {
    const count = IMPORT_CONFIRMATIONS_PER_MINUTE + 2;
    const file = ["email,consent date", ...Array.from({ length: count }, (_, i) => `p${i}@example.com,01/01/2020`)].join("\n");
    const answer = await upload(file, { mode: "send-confirmation", consentNote: "" });
    // The consent date is not read: they consent by clicking the link.
    expect(report(answer)).toMatchObject({ imported: count, invalid: [] });
    expect(answer.data.message.description).toBe(`${count} subscribers imported; each is sent a confirmation e-mail.`);

    const stored = await rows();
    expect(stored.every((row) => !row.is_active && row.confirmed_at === null && row.consent_note === null && row.consented_at === null)).toBe(true);
    const jobs = await t.db.selectFrom("jobs").select(["payload", "run_at"]).where("type", "=", NEWSLETTER_EMAIL_JOB).orderBy("run_at").execute();
    expect(jobs).toHaveLength(count);
    expect(new Set(jobs.map((job) => (job.payload as { kind: string }).kind))).toEqual(new Set(["confirm"]));
    const first = Date.parse(jobs[0]!.run_at);
    expect(Date.parse(jobs.at(-1)!.run_at) - first).toBe(60_000);
    expect(jobs.filter((job) => Date.parse(job.run_at) === first)).toHaveLength(IMPORT_CONFIRMATIONS_PER_MINUTE);
    expect((await listRecentAudit(1, t.db))[0]!.summary).toBe(`Imported ${count} subscribers from list.csv with a confirmation e-mail each`);
  });
});

describe("an import refused as a whole changes nothing", () => {
  async function expectRefused(answer: { status: number; data: ImportActionData }, status: number, description: string) {
    expect(answer.status).toBe(status);
    expect(answer.data).toMatchObject({ ok: false, message: { title: "Import failed", description } });
    expect(await rows()).toEqual([]);
    expect(await listRecentAudit(1, t.db)).toEqual([]);
  }

  it("without a consent statement when marking confirmed", async () => {
    const answer = await upload("email\na@example.com\n", { consentNote: "  " });
    await expectRefused(answer, 400, "Please say how these people consented, for example: signed up on our old website's newsletter form.");
    expect(answer.data.ok === false && answer.data.fieldErrors).toEqual({ consentNote: expect.any(String) });
  });

  it("with a mode or column choice that is not one of the form's", async () => {
    await expectRefused(await upload("email\na@example.com\n", { mode: "import-everyone" }), 400, "Please choose how to treat the people in the file.");
    await expectRefused(await upload("email\na@example.com\n", { "column-email": "1; drop table" }), 400, "Please choose a column from the file.");
  });

  it("without a file, or with an empty one, one without an e-mail column or with nothing but the header", async () => {
    const form = new FormData();
    form.set("mode", "confirmed");
    form.set("consentNote", CONSENT);
    const request = new Request("https://cms.brandcheck.test/admin/subscribers/import", { method: "POST", body: form });
    const missing = await handleSubscribersImport(request, { ...editor, name: "ed" });
    expect(missing.init?.status).toBe(400);
    expect((missing.data as ImportActionData).message.description).toBe("Please choose a CSV file to import.");
    await expectRefused(await upload(""), 400, "Please choose a CSV file to import.");
    await expectRefused(await upload("name,phone\nAnn,123\n"), 400, 'No e-mail column found: the first row must name the columns, one of them "Email".');
    await expectRefused(await upload("email\r\n\r\n"), 400, "The file has no subscribers in it, only a header row.");
    await expectRefused(await upload('email\n"a@example.com\n'), 400, "The file could not be read as CSV: a quoted field is not closed.");
  });

  it("past the size limit, before the file is read, and past the row limit", async () => {
    const huge = new Uint8Array(MAX_IMPORT_BYTES + 1).fill(0x61);
    await expectRefused(await upload(huge), 413, "The file is too large: an import can be at most 2 MB. Split it and import each part.");
    const many = ["email", ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `m${i}@x.io`)].join("\n");
    await expectRefused(await upload(many), 400, "A file can hold at most 10,000 subscribers; this one has 10,001. Split it and import each part.");
  });

  it("for a binary file (a spreadsheet's .xlsx, an image)", async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00, 0xff, 0xfe]);
    await expectRefused(await upload(zip, {}, "list.xlsx"), 400, "The file is not a CSV file: it holds binary data. Export your list as CSV and try again.");
  });
});
