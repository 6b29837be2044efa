import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3225);
/** The server refuses a public form sent sooner than this after the page was rendered, as a bot's. */
const E2E_MIN_FILL_MS = 500;
/** How long a browser test waits before sending a public form: a little longer than the minimum, as a person would. */
export const HUMAN_FILL_MS = E2E_MIN_FILL_MS + 100;

/**
 * Browser tests run against the production build served by server.ts, in Debian's Chromium
 * (Playwright's own browser download is not available here). Notification e-mails go to a real
 * SMTP server that the contact tests start on SMTP_PORT.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  // Ten seconds: the browser tests share two cores with the tests beside them (scripts/test.sh), and a
  // sign-up hashes its password on the server; an expectation still passes the moment it holds.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node tests/e2e/start-server.ts",
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: "file:./data/e2e.db",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      CONTACT_NOTIFY_TO: "sales@brandcheck.test",
      CONTACT_MIN_FILL_MS: String(E2E_MIN_FILL_MS),
      CONTACT_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
      JOBS_POLL_MS: "200",
      // The public origin e-mailed links point at (confirmation, password reset, invitations).
      SITE_URL: `http://127.0.0.1:${PORT}`,
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
  },
});
