import nodemailer, { type Transporter } from "nodemailer";
import { z } from "#app/lib/zod.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

/** The log line of an e-mail that went nowhere (no SMTP_URL). */
export const EMAIL_NOT_SENT = "SMTP_URL is not set; e-mail not sent (its text is not logged)";

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

const SINGLE_ADDRESS = z.email();

/**
 * A Reply-To comes from what a visitor typed. Nodemailer parses it as an address list, so a value
 * such as "ann@example.com, eve@example.org" (which the forms refuse, but an imported or older row
 * might hold) would quietly send the team's replies to a second person. Only one plain address is used.
 */
function singleReplyTo(replyTo: string | undefined): string | undefined {
  if (replyTo === undefined || SINGLE_ADDRESS.safeParse(replyTo).success) return replyTo;
  logger.warn({ replyTo }, "Reply-To is not one plain e-mail address; sending without it");
  return undefined;
}

let transport: Transporter | undefined;
let transportUrl: string | undefined;

/**
 * One pool of SMTP connections, as wide as the e-mail lane of the jobs worker, kept open between
 * messages: a message then costs one SMTP exchange, not a TCP and TLS handshake and a login as well.
 */
function pooledTransport(smtpUrl: string): Transporter {
  if (transport && transportUrl === smtpUrl) return transport;
  transport?.close();
  transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: env().JOBS_EMAIL_CONCURRENCY });
  transportUrl = smtpUrl;
  return transport;
}

/** Closes the SMTP connections (server shutdown, after the jobs worker has stopped). */
export function closeEmail(): void {
  transport?.close();
  transport = undefined;
  transportUrl = undefined;
}

/** Whether e-mails really go out (SMTP_URL is set), so a screen does not claim one was sent when it was only logged. */
export function emailIsDelivered(): boolean {
  return Boolean(env().SMTP_URL);
}

/**
 * Sends over SMTP_URL. Without it the message is dropped and only its address and subject are
 * logged, so a fresh install works without a mail server: never its text, which may hold a link
 * that works (a password reset, an invitation), and the log must not undo what storing only the
 * links' hashes achieves. Throws when the SMTP server refuses, so the job that called it retries.
 */
export async function sendEmail(email: Email): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  // Header values never carry line breaks, whatever a visitor typed.
  const subject = email.subject.replace(/[\r\n]+/g, " ");
  const replyTo = singleReplyTo(email.replyTo);
  if (!SMTP_URL) {
    logger.info({ email: { to: email.to, subject } }, EMAIL_NOT_SENT);
    return;
  }
  await pooledTransport(SMTP_URL).sendMail({
    from: MAIL_FROM,
    to: email.to,
    subject,
    text: email.text,
    html: email.html,
    replyTo,
    headers: email.headers,
  });
}
