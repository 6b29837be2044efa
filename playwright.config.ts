import { defineConfig, devices } from "@playwright/test";
import { NODE_COMPILE_CACHE, TEST_HTML_CACHE_WARM_PAGES } from "./tests/utils/app-process.ts";
import { installedChromium } from "./tests/utils/installed-chromium.ts";
import { E2E_WORKERS, e2eServer, type E2eServer } from "./tests/utils/e2e-server.ts";

/** The server refuses a public form sent sooner than this after the page was rendered, as a bot's. */
const E2E_MIN_FILL_MS = 500;
/** How long a browser test waits before sending a public form: a little longer than the minimum, as a person would. */
export const HUMAN_FILL_MS = E2E_MIN_FILL_MS + 100;
const BROWSER = { ...devices["Desktop Chrome"], channel: undefined };
/**
 * Debian's headless shell where it is installed (.ci/run installs it): the same Chromium build without
 * the full browser's windowing and UI processes, which took half the browser tests' CPU and 40 % of
 * their time in a side-by-side run of five files. Otherwise the full Chromium; CHROMIUM_PATH chooses.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? installedChromium();
const LONG_FILES = ["xss-canary.test.ts", "admin-everyday.test.ts", "admin-page-editor.test.ts", "accessibility.test.ts"].map((file) => `**/${file}`);

/**
 * Browser tests run against the production build served by server.ts, in Debian's Chromium
 * (Playwright's own browser download is not available here). Each worker has a server of its own
 * (tests/utils/e2e-server.ts; tests/utils/e2e-test.ts points its base URL there), so the workers'
 * files run side by side without sharing a row or an e-mail. Notification e-mails go to a real SMTP
 * server that the tests start on the worker's server's SMTP port.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // Files, not tests, are spread over the workers: the tests of a file build on one another.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [["list"]],
  // Sixty seconds: on the CI's two cores, shared with the lanes, a test of many steps that takes
  // 5–10 s alone has run past 30 s (the inbox's status test, 28 November); a wait still ends the moment it holds.
  timeout: 60_000,
  // Ten seconds: the browser tests share two cores with the tests beside them (scripts/test.sh), and a
  // sign-up hashes its password on the server; an expectation still passes the moment it holds.
  expect: { timeout: 10_000 },
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  // The longest files first (a few minutes each), so that neither worker is left with one at the end
  // while the other has nothing to do; Playwright hands out the projects' files in this order.
  projects: [
    { name: "chromium (long files)", testMatch: LONG_FILES, use: BROWSER },
    { name: "chromium", testIgnore: LONG_FILES, use: BROWSER },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => webServer(e2eServer(index))),
});

function webServer(server: E2eServer) {
  return {
    command: "node tests/e2e/start-server.ts",
    url: `${server.origin}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      NODE_COMPILE_CACHE,
      PORT: String(server.port),
      HOST: "127.0.0.1",
      DATABASE_URL: server.databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${server.smtpPort}`,
      CONTACT_NOTIFY_TO: "sales@brandcheck.test",
      CONTACT_MIN_FILL_MS: String(E2E_MIN_FILL_MS),
      CONTACT_RATE_LIMIT: "1000",
      HTML_CACHE_WARM_PAGES: TEST_HTML_CACHE_WARM_PAGES,
      LOG_LEVEL: "warn",
      JOBS_POLL_MS: "200",
      // The public origin e-mailed links point at (confirmation, password reset, invitations).
      SITE_URL: server.origin,
      // Every browser test signs in from 127.0.0.1; the production limits (5 a minute per address)
      // would refuse later tests. The limits themselves are tested in app/features/auth/sign-in.db.test.ts.
      AUTH_SIGNIN_IP_LIMIT: "1000",
      AUTH_SIGNIN_PAIR_LIMIT: "1000",
      AUTH_SIGNIN_ACCOUNT_LIMIT: "1000",
      // The webhook tests' receiver listens on 127.0.0.1, which the forgery guard refuses in production.
      // The guard itself is tested in app/features/webhooks/ssrf-guard.test.ts and deliver.db.test.ts.
      WEBHOOK_ALLOW_PRIVATE: "true",
      // Visit counts reach the dashboard within a moment (5 s in production).
      VISITS_FLUSH_MS: "300",
    },
  };
}
