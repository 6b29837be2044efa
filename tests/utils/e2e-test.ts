// The browser tests' `test`: Playwright's, with the base URL of this worker's own server
// (e2e-server.ts), for pages, API requests and contexts made by hand, in tests and hooks alike.
import { DatabaseSync } from "node:sqlite";
import { test as playwrightTest } from "@playwright/test";
import { E2E_SERVER } from "./e2e-server.ts";

export const test = playwrightTest.extend<{ nobodyEditing: void }>({
  baseURL: E2E_SERVER.origin,
  // An editor tab counts as someone editing until 45 s after its last heartbeat (decision 049), and a
  // test's closed page sends no goodbye: the next test to open the same item (the home page, say) would
  // find it taken, and read-only. Each test starts with nobody editing; the presence test makes its own.
  nobodyEditing: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const database = new DatabaseSync(E2E_SERVER.databasePath);
      try {
        // Waits its turn while the server writes (a locked database otherwise fails the test before it starts).
        database.exec("PRAGMA busy_timeout = 10000; DELETE FROM editor_presence");
      } finally {
        database.close();
      }
      await use();
    },
    { auto: true },
  ],
});
