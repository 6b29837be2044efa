import { afterAll, beforeAll, beforeEach } from "vitest";
import { insertStaffUser, type StaffUser } from "./staff-builders.ts";
import { createTestDb, type TestDb } from "./test-db.ts";

const TABLES = ["media_variants", "media", "page_revisions", "pages", "site_settings", "audit_log", "user"] as const;

/**
 * The media library's data tests: one database for the file (the app's own, so code without a
 * database parameter uses it too), emptied before each test, with an Editor who acts. Read the
 * fields inside tests: they are set by the hooks.
 */
export function mediaTestDb(): { t: TestDb; editor: StaffUser } {
  const state = {} as { t: TestDb; editor: StaffUser };
  beforeAll(async () => {
    state.t = await createTestDb({ asAppDatabase: true });
  });
  afterAll(async () => {
    await state.t?.cleanup();
  });
  beforeEach(async () => {
    for (const table of TABLES) await state.t.db.deleteFrom(table).execute();
    state.editor = await insertStaffUser(state.t.db, { email: "ed@brandcheck.test", role: "editor" });
  });
  return state;
}
