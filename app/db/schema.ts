import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Row types as the application sees them, whatever the dialect: timestamps are ISO strings,
 * booleans are booleans and JSON columns are parsed values (see client.server.ts).
 */
export interface Database {
  contact_submissions: ContactSubmissionTable;
  jobs: JobTable;
  rate_limit_hits: RateLimitHitTable;
}

export interface ContactSubmissionTable {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  status: string;
  created_at: string;
}

export interface JobTable {
  id: string;
  type: string;
  payload: unknown;
  status: "pending" | "done" | "failed";
  attempts: Generated<number>;
  max_attempts: number;
  run_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface RateLimitHitTable {
  id: string;
  bucket: string;
  created_at: string;
}

/** Columns SQLite stores as 0/1 and the application reads as booleans. */
export const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set([]);
/** Columns SQLite stores as JSON text and PostgreSQL as jsonb; the application reads parsed values. */
export const JSON_COLUMNS: ReadonlySet<string> = new Set(["payload"]);

export type ContactSubmission = Selectable<ContactSubmissionTable>;
export type NewContactSubmission = Insertable<ContactSubmissionTable>;
export type Job = Selectable<JobTable>;
export type JobUpdate = Updateable<JobTable>;
