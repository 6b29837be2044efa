import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Subscriber } from "#app/db/schema.ts";
import { overrideEnvForTests } from "#app/lib/env.server.ts";
import { registerJobHandlers } from "#server/job-handlers.ts";
import { runDueJobs } from "#app/lib/jobs.server.ts";
import { startSmtpServer, type ReceivedMessage, type TestSmtpServer } from "./smtp-server.ts";
import { createTestDb, type TestDb } from "./test-db.ts";

/** The public origin the tests' e-mailed links point at. */
export const NEWSLETTER_ORIGIN = "https://www.brandcheck.test";


export interface NewsletterTestDb {
  testDb: () => TestDb;
  smtp: () => TestSmtpServer;
  /** Every subscriber row, oldest first. */
  subscribers: () => Promise<Subscriber[]>;
  /** Runs the due jobs (at `now`, default the real time) and returns the e-mails they sent. */
  deliverEmails: (now?: Date) => Promise<ReceivedMessage[]>;
}

/**
 * For a test file of the newsletter's data: its own database behind the app's `db()`, a real SMTP
 * server on 127.0.0.1 that the job worker sends to, a fixed AUTH_SECRET (the links' signing key)
 * and the shipped spam limits. Tables and mailbox are emptied before each test.
 */
export function setUpNewsletterTestDb(): NewsletterTestDb {
  let t: TestDb | undefined;
  let server: TestSmtpServer | undefined;
  let restoreEnv: (() => void) | undefined;

  beforeAll(async () => {
    server = await startSmtpServer();
    // Settings the newsletter reads, fixed here whatever the shell says (the spam limits and the
    // sender unset: their defaults). Links are built from the configured origin, never the request's.
    restoreEnv = overrideEnvForTests({
      AUTH_SECRET: "newsletter-tests-secret-0123456789abcdef",
      SITE_URL: NEWSLETTER_ORIGIN,
      SMTP_URL: server.url,
      CONTACT_MIN_FILL_MS: undefined,
      CONTACT_RATE_LIMIT: undefined,
      CONTACT_RATE_WINDOW_SECONDS: undefined,
      MAIL_FROM: undefined,
    });
    t = await createTestDb({ asAppDatabase: true });
    registerJobHandlers();
  });
  afterAll(async () => {
    restoreEnv?.();
    await server?.close();
    await t?.cleanup();
  });
  beforeEach(async () => {
    for (const table of ["subscribers", "jobs", "rate_limit_hits"] as const) await testDb().db.deleteFrom(table).execute();
    smtp().messages.length = 0;
  });

  const testDb = (): TestDb => {
    if (!t) throw new Error("The newsletter test database is set up in beforeAll: read it inside a test or hook.");
    return t;
  };
  const smtp = (): TestSmtpServer => {
    if (!server) throw new Error("The test SMTP server is started in beforeAll.");
    return server;
  };
  return {
    testDb,
    smtp,
    subscribers: () => testDb().db.selectFrom("subscribers").selectAll().orderBy("subscribed_at").execute(),
    async deliverEmails(now) {
      const before = smtp().messages.length;
      await runDueJobs(testDb().db, now ? () => now : undefined);
      return smtp().messages.slice(before);
    },
  };
}
