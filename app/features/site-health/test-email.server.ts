import { db } from "#app/db/client.server.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { BRAND } from "#app/lib/brand.ts";
import { emailIsDelivered, sendEmail } from "#app/lib/email.server.ts";
import { enqueueJob, kickJobWorker } from "#app/lib/jobs.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";
import { ActionRefusal } from "#app/lib/action-refusal.ts";

export const TEST_EMAIL_JOB = "site_health.test_email";
/** Enough to try again after fixing a setting, too few to turn the button into a way of flooding one's own inbox. */
const TEST_EMAIL_LIMIT = 5;
const TEST_EMAIL_WINDOW_SECONDS = 10 * 60;

interface TestEmailPayload {
  to: string;
}

export const TEST_EMAIL_SUBJECT = `Test e-mail from ${BRAND}`;

/**
 * Queues a test e-mail to the signed-in Admin, through the jobs queue like every other e-mail, so it
 * tests the whole way a password reset or an invitation takes. Refused when no mail server is
 * configured (it would go nowhere) and after a few in ten minutes.
 */
export async function queueTestEmail(actor: Actor, now: Date = new Date()): Promise<void> {
  if (!emailIsDelivered()) {
    throw new ActionRefusal(
      "E-mail is not configured: SMTP_URL is not set, so the test e-mail would go nowhere. Set SMTP_URL in the server's environment, restart the server, then try again.",
      409,
    );
  }
  const limit = await consumeRateLimit(`site-health-test-email:${actor.id}`, { limit: TEST_EMAIL_LIMIT, windowSeconds: TEST_EMAIL_WINDOW_SECONDS, now });
  if (!limit.allowed) {
    throw new ActionRefusal(`You have sent ${TEST_EMAIL_LIMIT} test e-mails in the last ${TEST_EMAIL_WINDOW_SECONDS / 60} minutes. Please wait ${minutes(Math.ceil(limit.retryAfterSeconds / 60))} and try again.`, 429);
  }
  await db()
    .transaction()
    .execute(async (trx) => {
      await enqueueJob(trx, TEST_EMAIL_JOB, { to: actor.email } satisfies TestEmailPayload, { maxAttempts: 3 });
      await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "site_health.test_email", summary: `Sent a test e-mail to ${actor.email}` }, now);
    });
  kickJobWorker();
}

/** The job: one plain e-mail; a refusal by the mail server fails the job, which Site Health then lists with the server's answer. */
export async function sendTestEmail(payload: unknown): Promise<void> {
  const { to } = payload as TestEmailPayload;
  await sendEmail({
    to,
    subject: TEST_EMAIL_SUBJECT,
    text: [
      `This is a test e-mail, sent from the Site Health screen of ${publicOrigin()}.`,
      "",
      "It arrived, so the site's e-mails (invitations, password resets, contact notifications and newsletter confirmations) can reach their readers.",
    ].join("\n"),
  });
}

function minutes(count: number): string {
  return count === 1 ? "1 minute" : `${count} minutes`;
}
