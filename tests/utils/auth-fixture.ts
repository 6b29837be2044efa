// Shared set-up for the authentication integration tests: a fresh database as the app's own, a real
// SMTP server the app's jobs deliver to, and better-auth built the way the server builds it.
import { registerJobHandlers } from "#server/job-handlers.ts";
import { runDueJobs } from "#app/lib/jobs.server.ts";
import { overrideEnvForTests } from "#app/lib/env.server.ts";
import { closeAuth, getAuth, type Auth } from "#app/features/auth/auth.server.ts";
import { authBrowser, type AuthBrowser } from "./auth-http.ts";
import { startSmtpServer, type ReceivedMessage, type TestSmtpServer } from "./smtp-server.ts";
import { createTestDb, type TestDb } from "./test-db.ts";

export const ORIGIN = "http://brandcheck.test";
export const PASSWORD = "correct horse battery staple";

export interface AuthFixture {
  t: TestDb;
  smtp: TestSmtpServer;
  auth: Auth;
  browser(ip?: string): AuthBrowser;
  /** Runs the jobs worker until nothing is due, as the server's worker would after each commit. */
  deliverEmails(): Promise<void>;
  /** The one link in the newest e-mail to `to` whose subject contains `subject`. */
  linkFromEmail(to: string, subject: string): string;
  cleanup(): Promise<void>;
}

export async function setUpAuthFixture(): Promise<AuthFixture> {
  const t = await createTestDb({ asAppDatabase: true });
  const smtp = await startSmtpServer();
  // E-mailed links are built from the configured origin (SITE_URL), never the request's (publicOrigin()).
  const restoreEnv = overrideEnvForTests({ SMTP_URL: smtp.url, SITE_URL: ORIGIN });
  registerJobHandlers();
  const auth = getAuth(ORIGIN);
  return {
    t,
    smtp,
    auth,
    browser: (ip) => authBrowser(auth, ORIGIN, ip ? { ip } : {}),
    async deliverEmails() {
      while ((await runDueJobs()) > 0) {
        // keep draining
      }
    },
    linkFromEmail(to, subject) {
      const message = [...smtp.messages].reverse().find((m) => m.envelope.to.includes(to) && m.subject?.includes(subject));
      if (!message) throw new Error(`No e-mail to ${to} about "${subject}"; got: ${JSON.stringify(smtp.messages.map(summary))}`);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      if (links.length !== 1) throw new Error(`Expected one link in "${message.subject}", found ${links.length}`);
      return links[0]!;
    },
    async cleanup() {
      restoreEnv();
      await closeAuth();
      await smtp.close();
      await t.cleanup();
    },
  };
}

function summary(message: ReceivedMessage) {
  return { to: message.envelope.to, subject: message.subject };
}
