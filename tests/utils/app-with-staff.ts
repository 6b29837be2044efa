// A system test's usual set-up: a database of its own with one staff account, and the built server
// on it. Apart from app-staff.ts, which the benchmarks import too: this registers Vitest hooks.
import { afterAll, beforeAll } from "vitest";
import type { Role } from "#app/lib/permissions.ts";
import { startAppProcess, type AppProcess } from "./app-process.ts";
import { createStaffAccount } from "./app-staff.ts";
import { createTestDb, type TestDb } from "./test-db.ts";

export interface AppWithStaff {
  /** The instance's database (migrated), for set-up and checks. */
  readonly db: TestDb["db"];
  readonly app: AppProcess;
}

/**
 * For a system test file (or describe block): before its tests, a database of its own with `account`
 * in it and the built server on it; after them, both gone. Read `db` and `app` inside tests and hooks.
 */
export function setUpAppWithStaff(account: { email: string; role: Role }): AppWithStaff {
  return setUpApp((db) => createStaffAccount(db, account).then(() => undefined));
}

/** The same for a test that needs no staff: a fresh install's database and the built server on it. */
export function setUpApp(prepare: (db: TestDb["db"]) => Promise<void> = async () => {}): AppWithStaff {
  let t: TestDb | undefined;
  let app: AppProcess | undefined;
  beforeAll(async () => {
    t = await createTestDb();
    await prepare(t.db);
    app = await startAppProcess({ databaseUrl: t.url });
  });
  afterAll(async () => {
    await app?.stop();
    await t?.cleanup();
  });
  return {
    get db() {
      if (!t) throw new Error("The database is made in beforeAll; use it inside a test or a later hook");
      return t.db;
    },
    get app() {
      if (!app) throw new Error("The server starts in beforeAll; use it inside a test or a later hook");
      return app;
    },
  };
}
