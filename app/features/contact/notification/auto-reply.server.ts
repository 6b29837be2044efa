import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { normalizeEmail } from "#app/lib/email-address.ts";
import { isEmailAddress } from "#app/lib/email-field.ts";
import { sendEmail } from "#app/lib/email.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limit.server.ts";

/** Queued with a submission whose form has an auto-reply (features/contact/form/contact.server.ts). */
export const AUTO_REPLY_JOB = "contact.auto-reply";

/**
 * Bounds that keep a public form from being a way to mail strangers (decision 047): an address gets
 * one auto-reply a day whatever is sent in its name, and the site sends at most so many an hour.
 */
const AUTO_REPLY_LIMITS = { perAddress: { limit: 1, windowSeconds: 24 * 3600 }, site: { limit: 100, windowSeconds: 3600 } } as const;

export interface AutoReplyPayload {
  submissionId: string;
  /** The form's own words in the sender's language, as the staff wrote them: nothing the sender typed. */
  subject: string;
  body: string;
}

/**
 * Sends the form's auto-reply to the address the sender gave, when that is one plain address and
 * neither bound is reached; otherwise nothing (logged, never retried: a refusal is not a failure).
 */
export async function sendAutoReply(payload: unknown, database: Kysely<Database> = db(), now = new Date()): Promise<void> {
  const { submissionId, subject, body } = payload as AutoReplyPayload;
  const row = await database.selectFrom("contact_submissions").select("email").where("id", "=", submissionId).executeTakeFirst();
  if (!row || !isReplyAddress(row.email)) return;
  const address = normalizeEmail(row.email);
  for (const [bucket, bound] of [[`auto-reply:${address}`, AUTO_REPLY_LIMITS.perAddress], ["auto-reply", AUTO_REPLY_LIMITS.site]] as const) {
    const { allowed } = await consumeRateLimit(bucket, { ...bound, now, database });
    if (!allowed) {
      logger.info({ submissionId, bound: bucket === "auto-reply" ? "site" : "address" }, "Auto-reply not sent: its limit is reached");
      return;
    }
  }
  await sendEmail({ to: row.email, subject, text: body });
}

/** One address and nothing else: the forms check it, but the row is read again here, where it becomes a recipient. */
export function isReplyAddress(email: string): boolean {
  return email !== "" && !/[\s,;<>]/.test(email) && isEmailAddress(email);
}
