import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

let transport: Transporter | undefined;
let transportUrl: string | undefined;

/**
 * Sends over SMTP_URL. Without it the message is written to the log, so a fresh install works
 * without a mail server. Throws when the SMTP server refuses, so the job that called it retries.
 */
export async function sendEmail(email: Email): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  // Header values never carry line breaks, whatever a visitor typed.
  const subject = email.subject.replace(/[\r\n]+/g, " ");
  if (!SMTP_URL) {
    logger.info({ email: { ...email, subject } }, "SMTP_URL is not set; e-mail written to the log instead of sent");
    return;
  }
  if (!transport || transportUrl !== SMTP_URL) {
    transport = nodemailer.createTransport(SMTP_URL);
    transportUrl = SMTP_URL;
  }
  await transport.sendMail({
    from: MAIL_FROM,
    to: email.to,
    subject,
    text: email.text,
    html: email.html,
    replyTo: email.replyTo,
    headers: email.headers,
  });
}
