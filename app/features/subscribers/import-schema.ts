import { z } from "#app/lib/zod.ts";

/** An import's bounds, checked before the file is read (bytes) and before any row is (rows). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
/** Rows with problems the answer lists one by one; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 500;
export const CONSENT_NOTE_MAX_LENGTH = 300;

export const IMPORT_MODES = ["confirmed", "send-confirmation"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const IMPORT_MODE_LABELS: Record<ImportMode, { label: string; hint: string }> = {
  confirmed: {
    label: "They consented elsewhere: mark as confirmed",
    hint: "Active at once. Say how they consented; it is stored with each of them, with their consent date (or today's).",
  },
  "send-confirmation": {
    label: "Send each a confirmation e-mail",
    hint: "Pending until they click the link in the e-mail, as after a sign-up on the website. The e-mails go out over a few minutes.",
  },
};

/** The columns an import can read, in the order the mapping shows them. */
export const IMPORT_FIELDS = ["email", "firstName", "lastName", "name", "consentDate", "status"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  email: "Email",
  firstName: "First name",
  lastName: "Last name",
  name: "Full name",
  consentDate: "Consent date",
  status: "Status",
};

/** The form's name for a field's column choice. */
export function columnFieldName(field: ImportField): string {
  return `column-${field}`;
}

/** A column choice: the header's position, or NO_COLUMN; absent (no JavaScript) means "found by its header". */
export const NO_COLUMN = "none";

const CONSENT_NOTE_NEEDED = "Please say how these people consented, for example: signed up on our old website's newsletter form.";

const COLUMN_UNKNOWN = "Please choose a column from the file.";
const Column = z.union([z.literal(NO_COLUMN), z.string().regex(/^\d{1,3}$/).transform(Number)], COLUMN_UNKNOWN).optional();

/** The import form's fields besides the file; one schema for the dialog and the action. */
export const ImportSubscribersInput = z
  .object({
    mode: z.enum(IMPORT_MODES, "Please choose how to treat the people in the file."),
    consentNote: z.string().trim().max(CONSENT_NOTE_MAX_LENGTH, `The consent statement must be ${CONSENT_NOTE_MAX_LENGTH} characters or less.`),
    columns: z.object(Object.fromEntries(IMPORT_FIELDS.map((field) => [field, Column])) as Record<ImportField, typeof Column>),
  })
  .refine((input) => input.mode !== "confirmed" || input.consentNote.length >= 3, { path: ["consentNote"], message: CONSENT_NOTE_NEEDED });
export type ImportSubscribersInput = z.infer<typeof ImportSubscribersInput>;

/** A column choice per field: a header's position, "none", or undefined (found by its header). */
export type ColumnChoices = ImportSubscribersInput["columns"];

/** One row the import did not add, by its line in the file. */
export interface ImportProblem {
  line: number;
  email: string;
  reason: string;
}

export interface ImportReport {
  mode: ImportMode;
  imported: number;
  /** Already on the list, or repeated in the file. */
  duplicates: ImportProblem[];
  invalid: ImportProblem[];
  /** Problems past MAX_LISTED_PROBLEMS, counted but not listed. */
  unlisted: number;
  /** The column each field was read from, as the file's header names it. */
  columns: Partial<Record<ImportField, string>>;
}

export type ImportActionData =
  | { ok: true; intent: "import"; message: { title: string; description: string }; report: ImportReport }
  | { ok: false; intent: "import"; message: { title: string; description: string }; fieldErrors?: { consentNote?: string; mode?: string } };
