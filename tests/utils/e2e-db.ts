// Read-only look into the browser tests' database (this worker's server's), to check what a submission stored.
import { DatabaseSync } from "node:sqlite";
import { E2E_SERVER } from "./e2e-server.ts";

const E2E_DB_PATH = E2E_SERVER.databasePath;

/** Contact submissions whose name, e-mail or message contains `marker` (each test uses its own). */
export function countContactSubmissions(marker: string): number {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database
      .prepare("SELECT COUNT(*) AS n FROM contact_submissions WHERE instr(name, ?) > 0 OR instr(email, ?) > 0 OR instr(message, ?) > 0")
      .get(marker, marker, marker) as { n: number };
    return Number(row.n);
  } finally {
    database.close();
  }
}

/**
 * Notification jobs of the contact submissions containing `marker` that have not run yet. Every
 * stored message writes its job in the same transaction, so at 0 no further e-mail about them can come.
 */
export function countPendingContactNotifications(marker: string): number {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database
      .prepare(
        `SELECT COUNT(*) AS n FROM jobs JOIN contact_submissions s ON s.id = json_extract(jobs.payload, '$.submissionId')
         WHERE jobs.type = 'contact.notify' AND jobs.status = 'pending' AND (instr(s.name, ?) > 0 OR instr(s.email, ?) > 0 OR instr(s.message, ?) > 0)`,
      )
      .get(marker, marker, marker) as { n: number };
    return Number(row.n);
  } finally {
    database.close();
  }
}

/** Staff accounts in the browser tests' database (0 until the first Admin signs up). */
export function countUsers(): number {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database.prepare('SELECT COUNT(*) AS n FROM "user"').get() as { n: number };
    return Number(row.n);
  } finally {
    database.close();
  }
}

/** A staff account's id and role by e-mail, or undefined when there is none. */
export function findUser(email: string): { id: string; role: string | null } | undefined {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database.prepare('SELECT id, role FROM "user" WHERE email = ?').get(email) as { id: string; role: string | null } | undefined;
    return row ? { id: row.id, role: row.role } : undefined;
  } finally {
    database.close();
  }
}

/** How many staff accounts hold `role`. */
export function countUsersWithRole(role: string): number {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database.prepare('SELECT COUNT(*) AS n FROM "user" WHERE role = ?').get(role) as { n: number };
    return Number(row.n);
  } finally {
    database.close();
  }
}

/** Test clean-up: switches two-factor sign-in off for `email` again, whatever state a failed test left. */
export function clearTwoFactor(email: string): void {
  const database = new DatabaseSync(E2E_DB_PATH);
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    const user = database.prepare('SELECT id FROM "user" WHERE email = ?').get(email) as { id: string } | undefined;
    if (!user) return;
    database.prepare('DELETE FROM "twoFactor" WHERE "userId" = ?').run(user.id);
    database.prepare('UPDATE "user" SET "twoFactorEnabled" = 0 WHERE id = ?').run(user.id);
  } finally {
    database.close();
  }
}

/**
 * Removes every staff account (their sessions, sign-in methods and invitations go with them; what they
 * wrote keeps no author): this worker's server is then an installation nobody has signed up to yet.
 */
export function removeAllStaff(): void {
  const database = new DatabaseSync(E2E_DB_PATH);
  try {
    database.exec('PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; DELETE FROM "user"');
  } finally {
    database.close();
  }
}

/** Removes these staff accounts (their sessions and sign-in methods go with them), for the files after a test that made them. */
export function removeStaff(emails: readonly string[]): void {
  const database = new DatabaseSync(E2E_DB_PATH);
  try {
    database.exec("PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON");
    const remove = database.prepare('DELETE FROM "user" WHERE email = ?');
    for (const email of emails) remove.run(email);
  } finally {
    database.close();
  }
}

export interface E2ePageInput {
  title: string;
  slug: string;
  metaDescription?: string;
  /** Stored as it is, bypassing the editor's validation and sanitising: { html } or { sections }. */
  content: unknown;
  isPublished?: boolean;
  /** The page's language (a site language's tag); a page in another than the default is served under its prefix (/de/…). */
  locale?: string;
}

/** Writes a CMS page straight into the table, as an older version or a hand-made import might have. Returns its id. */
export function insertPage({ title, slug, metaDescription = "", content, isPublished = true, locale = "en" }: E2ePageInput): string {
  const database = new DatabaseSync(E2E_DB_PATH);
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    database
      .prepare(
        "INSERT INTO pages (id, title, slug, meta_description, content, is_published, author_id, created_at, updated_at, version, locale) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, 1, ?)",
      )
      .run(id, title, slug, metaDescription, JSON.stringify(content), isPublished ? 1 : 0, now, now, locale);
    return id;
  } finally {
    database.close();
  }
}

export interface E2eContactSubmission {
  name: string;
  email: string;
  message: string;
  page_id: string | null;
  source_path: string | null;
  extra_fields: { label: string; value: string }[] | null;
  /** The proof-of-work verdict: null when the form did not ask for one (decision 046). */
  proof_of_work: string | null;
}

/** The contact submissions whose name, e-mail, message or extra fields contain `marker`, oldest first. */
export function findContactSubmissions(marker: string): E2eContactSubmission[] {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const rows = database
      .prepare(
        "SELECT name, email, message, page_id, source_path, extra_fields, proof_of_work FROM contact_submissions WHERE instr(name, ?) > 0 OR instr(email, ?) > 0 OR instr(message, ?) > 0 OR instr(coalesce(extra_fields, ''), ?) > 0 ORDER BY created_at",
      )
      .all(marker, marker, marker, marker) as unknown as (Omit<E2eContactSubmission, "extra_fields"> & { extra_fields: string | null })[];
    return rows.map((row) => ({ ...row, extra_fields: row.extra_fields === null ? null : JSON.parse(row.extra_fields) }));
  } finally {
    database.close();
  }
}

/** Test clean-up: removes pages a test inserted, so later tests see the list as they expect. */
export function deletePages(ids: readonly string[]): void {
  const database = new DatabaseSync(E2E_DB_PATH);
  try {
    database.exec("PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON");
    const remove = database.prepare("DELETE FROM pages WHERE id = ?");
    for (const id of ids) remove.run(id);
  } finally {
    database.close();
  }
}

export interface E2eContactSubmissionInput {
  name: string;
  email: string;
  message: string;
  company?: string | null;
  status?: string;
  createdAt?: string;
  pageId?: string | null;
  sourcePath?: string | null;
  extraFields?: { label: string; value: string }[] | null;
}

/** Writes a contact submission straight into the table, as the contact forms would have stored it. Returns its id. */
export function insertContactSubmission({
  name,
  email,
  message,
  company = null,
  status = "new",
  createdAt = new Date().toISOString(),
  pageId = null,
  sourcePath = null,
  extraFields = null,
}: E2eContactSubmissionInput): string {
  const database = new DatabaseSync(E2E_DB_PATH);
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    const id = crypto.randomUUID();
    database
      .prepare(
        "INSERT INTO contact_submissions (id, name, email, company, message, status, created_at, page_id, source_path, extra_fields) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(id, name, email, company, message, status, createdAt, pageId, sourcePath, extraFields === null ? null : JSON.stringify(extraFields));
    return id;
  } finally {
    database.close();
  }
}

/** A contact submission's stored status, or undefined when there is no such submission. */
export function contactSubmissionStatus(id: string): string | undefined {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database.prepare("SELECT status FROM contact_submissions WHERE id = ?").get(id) as { status: string } | undefined;
    return row?.status;
  } finally {
    database.close();
  }
}

/** How many contact submissions have `status` (all test files' together). */
/** The messages nobody who works the inbox has opened yet: what the sidebar counts. */
export function countUnreadContactSubmissions(): number {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database.prepare("SELECT COUNT(*) AS n FROM contact_submissions WHERE read_at IS NULL").get() as { n: number };
    return Number(row.n);
  } finally {
    database.close();
  }
}

/** When a page's scheduled publish or unpublish runs, as stored (UTC), or undefined when there is none. */
export function storedScheduleRunAt(pageId: string, action: "publish" | "unpublish"): string | undefined {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database.prepare("SELECT run_at FROM page_schedules WHERE page_id = ? AND action = ?").get(pageId, action) as { run_at: string } | undefined;
    return row?.run_at;
  } finally {
    database.close();
  }
}
