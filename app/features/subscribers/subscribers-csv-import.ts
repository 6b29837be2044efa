import { readCsvRecords, sniffSeparator, unneutralizeCell } from "#app/lib/csv-read.ts";
import { AddSubscriberInput } from "./schema.ts";
import { IMPORT_FIELDS, MAX_IMPORT_ROWS, NO_COLUMN, type ColumnChoices, type ImportField, type ImportMode, type ImportProblem } from "./import-schema.ts";

/**
 * How other newsletter tools (Mailchimp, Brevo, MailerLite, Substack, a spreadsheet, this site's own
 * export) name each column, compared without case, spaces or punctuation; the first that a file
 * has wins. The consent date prefers the moment of confirmation to the sign-up's.
 */
const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  email: ["email", "emailaddress", "mail", "subscriberemail", "subscriber"],
  firstName: ["firstname", "fname", "givenname", "forename", "first"],
  lastName: ["lastname", "lname", "surname", "familyname", "last"],
  name: ["name", "fullname", "subscribername", "displayname"],
  consentDate: ["consentdate", "consentedat", "confirmtime", "confirmedat", "optintime", "optindate", "datesubscribed", "subscribedat", "subscriptiondate", "signupdate", "dateadded", "createdat", "created"],
  status: ["status", "memberstatus", "subscriptionstatus"],
};

function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Each field's column in `header` (its position), found by the names above; a field the file lacks is absent. */
export function detectColumns(header: readonly string[]): Partial<Record<ImportField, number>> {
  const keys = header.map(headerKey);
  const found: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    for (const name of HEADER_NAMES[field]) {
      const index = keys.findIndex((key, i) => key === name && !taken.has(i));
      if (index >= 0) {
        found[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  return found;
}

/** A file's header row, for the dialog's column choices; null when it cannot be read as CSV. */
export function readImportHeader(text: string): string[] | null {
  // Only the first records are needed; a quote left open further down is the server's to report.
  const firstLines = text.split(/\r?\n/, 20).join("\n");
  const records = readCsvRecords(firstLines, sniffSeparator(text));
  const header = records?.[0]?.cells.map((cell) => cell.trim());
  return header && header.some(Boolean) ? header : null;
}

/** A row that passed every check the file alone allows; the database decides the rest (already on the list). */
export interface ImportRow {
  line: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** ISO time; null when the file gives none. */
  consentedAt: string | null;
}

export type ImportPlan =
  | { ok: true; rows: ImportRow[]; repeated: ImportProblem[]; invalid: ImportProblem[]; columns: Partial<Record<ImportField, string>> }
  | { ok: false; message: string };

/** Statuses other tools give people who must not be mailed. */
const GONE_STATUSES = new Set(["unsubscribed", "cleaned", "bounced", "complained", "blocklisted", "blacklisted", "spam", "deleted", "inactive"]);
/** Statuses of people who never confirmed: no proof of consent to mark them confirmed with. */
const UNCONFIRMED_STATUSES = new Set(["pending", "unconfirmed", "notconfirmed"]);

/**
 * Reads an uploaded file into the rows to import and the rows refused, each by its line: bad
 * addresses, names or dates, people another tool lists as gone (or, to mark confirmed, as never
 * confirmed), and addresses the file repeats. A file that cannot be read as a whole (no e-mail
 * column, nothing in it, too many rows) is refused with one message.
 */
export function planImport(text: string, { mode, columns: chosen }: { mode: ImportMode; columns: ColumnChoices }, now: Date): ImportPlan {
  if (text.includes("\u0000")) return { ok: false, message: "The file is not a CSV file: it holds binary data. Export your list as CSV and try again." };
  const records = readCsvRecords(text, sniffSeparator(text));
  if (!records) return { ok: false, message: "The file could not be read as CSV: a quoted field is not closed." };
  const header = (records[0]?.cells ?? []).map((cell) => cell.trim());
  const columns = resolveColumns(header, chosen);
  if (columns.email === undefined) return { ok: false, message: 'No e-mail column found: the first row must name the columns, one of them "Email".' };

  const body = records.slice(1).filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (body.length === 0) return { ok: false, message: "The file has no subscribers in it, only a header row." };
  if (body.length > MAX_IMPORT_ROWS) return { ok: false, message: `A file can hold at most ${MAX_IMPORT_ROWS.toLocaleString("en")} subscribers; this one has ${body.length.toLocaleString("en")}. Split it and import each part.` };

  const rows: ImportRow[] = [];
  const repeated: ImportProblem[] = [];
  const invalid: ImportProblem[] = [];
  const firstLine = new Map<string, number>();
  for (const { cells, line } of body) {
    const cell = (field: ImportField) => {
      const index = columns[field];
      return index === undefined ? "" : unneutralizeCell((cells[index] ?? "").trim());
    };
    const email = cell("email");
    const refuse = (reason: string) => invalid.push({ line, email, reason });
    const [first, last] = names(cell("firstName"), cell("lastName"), cell("name"));
    const parsed = AddSubscriberInput.safeParse({ email, firstName: first, lastName: last });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.path[0] === "email" ? (email ? "Not a valid e-mail address." : "No e-mail address.") : (parsed.error.issues[0]?.message ?? "Not a valid row."));
      continue;
    }
    const status = headerKey(cell("status"));
    if (GONE_STATUSES.has(status)) {
      refuse(`Marked "${cell("status")}" in the file: people who left are not imported.`);
      continue;
    }
    if (mode === "confirmed" && UNCONFIRMED_STATUSES.has(status)) {
      refuse(`Marked "${cell("status")}" in the file: they never confirmed, so import them with "Send each a confirmation e-mail".`);
      continue;
    }
    const consent = mode === "confirmed" ? consentDate(cell("consentDate"), now) : { ok: true as const, value: null };
    if (!consent.ok) {
      refuse(consent.reason);
      continue;
    }
    const seen = firstLine.get(parsed.data.email);
    if (seen !== undefined) {
      repeated.push({ line, email: parsed.data.email, reason: `Repeated: already on line ${seen} of the file.` });
      continue;
    }
    firstLine.set(parsed.data.email, line);
    rows.push({ line, email: parsed.data.email, firstName: parsed.data.firstName, lastName: parsed.data.lastName, consentedAt: consent.value });
  }
  const named = Object.fromEntries(Object.entries(columns).map(([field, index]) => [field, header[index] ?? ""]));
  return { ok: true, rows, repeated, invalid, columns: named };
}

/** The form's choices, with the header's names for every field left to them. */
function resolveColumns(header: readonly string[], chosen: ColumnChoices): Partial<Record<ImportField, number>> {
  const detected = detectColumns(header);
  const columns: Partial<Record<ImportField, number>> = {};
  for (const field of IMPORT_FIELDS) {
    const choice = chosen[field];
    const index = choice === undefined ? detected[field] : choice === NO_COLUMN ? undefined : choice;
    if (index !== undefined && index < header.length) columns[field] = index;
  }
  return columns;
}

/** First and last name from their own columns, else a full name split at its first space. */
function names(first: string, last: string, full: string): [string, string] {
  if (first || last || !full) return [first, last];
  const space = full.search(/\s/);
  return space < 0 ? [full, ""] : [full.slice(0, space), full.slice(space + 1).trim()];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
/** A day's grace for a consent given "today" in a time zone ahead of the server's. */
const FUTURE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * A consent date as other tools export it: a day (2024-03-01) or a time (2024-03-01 09:30:00, UTC
 * unless it names its offset). A day written 01/03/2024 is refused rather than guessed: it is the
 * 1st of March in Europe and the 3rd of January in the United States. Blank: the import's time.
 */
function consentDate(value: string, now: Date): { ok: true; value: string } | { ok: false; reason: string } {
  if (!value) return { ok: true, value: now.toISOString() };
  const match = ISO_DATE.exec(value);
  const notADate = { ok: false as const, reason: `Consent date "${value}" is not a date written as YYYY-MM-DD (a time may follow).` };
  if (!match) return notADate;
  const [, year, month, day, hour = "00", minute = "00", second = "00", zone] = match;
  const fields = [Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)] as const;
  const utc = new Date(Date.UTC(...fields));
  const real = utc.getUTCFullYear() === fields[0] && utc.getUTCMonth() === fields[1] && utc.getUTCDate() === fields[2] && fields[3] < 24 && fields[4] < 60 && fields[5] < 60;
  if (!real) return notADate;
  const at = new Date(utc.getTime() - offsetMinutes(zone) * 60_000);
  if (at.getTime() > now.getTime() + FUTURE_GRACE_MS) return { ok: false, reason: `Consent date "${value}" is in the future.` };
  return { ok: true, value: at.toISOString() };
}

function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === "Z") return 0;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}
