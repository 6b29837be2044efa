// The browser tests' `test`: Playwright's, with the base URL of this worker's own server
// (e2e-server.ts), for pages, API requests and contexts made by hand, in tests and hooks alike.
import { test as playwrightTest } from "@playwright/test";
import { E2E_SERVER } from "./e2e-server.ts";

export const test = playwrightTest.extend({ baseURL: E2E_SERVER.origin });
