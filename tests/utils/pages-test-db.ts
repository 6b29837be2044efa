import { afterAll, beforeAll, beforeEach } from "vitest";
import { insertStaffUser, type StaffUser } from "./staff-builders.ts";
import { createTestDb, type TestDb } from "./test-db.ts";

export interface PagesTestDb {
  testDb: () => TestDb;
  /** An editor, ed@brandcheck.test, written afresh before each test. */
  editor: () => StaffUser;
  /** An admin, ana@brandcheck.test, written afresh before each test. */
  admin: () => StaffUser;
}

/**
 * For a test file of the pages' data: registers the hooks that give the file its own database, used
 * by the app's `db()` (the page functions take no database parameter), and before each test empty
 * the pages, their revisions and search index, the audit log and the staff, then add an editor and an admin. Returns
 * getters, to be read once the hooks have run.
 */
export function setUpPagesTestDb(): PagesTestDb {
  let t: TestDb | undefined;
  let staff: { editor: StaffUser; admin: StaffUser } | undefined;
  beforeAll(async () => {
    t = await createTestDb({ asAppDatabase: true });
  });
  afterAll(() => t?.cleanup());
  beforeEach(async () => {
    const { db } = testDb();
    // The search index with the pages it describes (emptied here by hand, not through the page functions).
    for (const table of ["audit_log", "page_revisions", "page_search", "page_admin_search", "search_terms", "pages", "user"] as const) await db.deleteFrom(table).execute();
    staff = {
      editor: await insertStaffUser(db, { email: "ed@brandcheck.test", role: "editor" }),
      admin: await insertStaffUser(db, { email: "ana@brandcheck.test", role: "admin" }),
    };
  });
  const testDb = (): TestDb => {
    if (!t) throw new Error("The pages test database is set up in beforeAll: read it inside a test or hook.");
    return t;
  };
  const member = (role: "editor" | "admin") => (): StaffUser => {
    if (!staff) throw new Error("The staff are written in beforeEach: read them inside a test.");
    return staff[role];
  };
  return { testDb, editor: member("editor"), admin: member("admin") };
}
