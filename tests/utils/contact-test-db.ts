import { afterAll, beforeAll, beforeEach } from "vitest";
import type { ContactSubmission, Job } from "#app/db/schema.ts";
import { createTestDb, type TestDb } from "./test-db.ts";
import { setSuiteEnv } from "./test-env.ts";

export interface ContactTestDb {
  testDb: () => TestDb;
  /** What the submissions wrote: the stored messages and the notification jobs. */
  stored: () => Promise<{ submissions: ContactSubmission[]; jobs: Job[] }>;
}

/**
 * For a test file of the contact forms' data: registers the hooks that give the file its own
 * database, used by the app's `db()` (the submit functions take no database parameter), with the
 * shipped limits (2 s fill time, 5 messages in 10 minutes per IP, whatever the shell says), and
 * empty the tables a submission writes to before each test. Returns the database, to be read once
 * the hooks have run, and a reader of what was stored.
 */
export function setUpContactTestDb(): ContactTestDb {
  let t: TestDb | undefined;
  // The settings that tune the contact forms' spam checks, unset: their defaults.
  setSuiteEnv({ CONTACT_MIN_FILL_MS: undefined, CONTACT_RATE_LIMIT: undefined, CONTACT_RATE_WINDOW_SECONDS: undefined });
  beforeAll(async () => {
    t = await createTestDb({ asAppDatabase: true });
  });
  afterAll(() => t?.cleanup());
  beforeEach(async () => {
    for (const table of ["contact_submissions", "jobs", "rate_limit_hits", "pages"] as const) await testDb().db.deleteFrom(table).execute();
  });
  const testDb = (): TestDb => {
    if (!t) throw new Error("The contact test database is set up in beforeAll: read it inside a test or hook.");
    return t;
  };
  const stored = async () => ({
    submissions: await testDb().db.selectFrom("contact_submissions").selectAll().execute(),
    jobs: await testDb().db.selectFrom("jobs").selectAll().execute(),
  });
  return { testDb, stored };
}
