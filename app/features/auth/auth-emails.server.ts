import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database, Job } from "#app/db/schema.ts";
import { sendEmail } from "#app/lib/email.server.ts";
import { enqueueJob, kickJobWorker } from "#app/lib/jobs.server.ts";

export const VERIFY_EMAIL_JOB = "auth.verify_email";
export const RESET_PASSWORD_JOB = "auth.reset_password";

/** Where the confirmation link lands once better-auth has marked the address confirmed (or refused the token). */
const EMAIL_CONFIRMED_PATH = "/admin/login?flash=email-confirmed";

interface AuthEmailPayload {
  to: string;
  /** Present until the e-mail has gone out; the handler then removes it, so no live link stays in the jobs table. */
  link?: string;
  expiresInMinutes: number;
}

export function verificationLink(origin: string, token: string): string {
  const url = new URL("/api/auth/verify-email", origin);
  url.searchParams.set("token", token);
  url.searchParams.set("callbackURL", EMAIL_CONFIRMED_PATH);
  return url.toString();
}

export function resetPasswordLink(origin: string, token: string): string {
  const url = new URL("/admin/reset-password", origin);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * better-auth calls these when it has a link to send; they only queue a job, so a slow or failing
 * mail server is retried by the worker and never holds up a request. (A reset request reaches
 * better-auth only from the worker, so its timing tells nobody whether the address has an account.)
 */
export async function queueVerificationEmail(to: string, link: string, expiresInMinutes: number, database: Kysely<Database> = db()) {
  await enqueueJob(database, VERIFY_EMAIL_JOB, { to, link, expiresInMinutes } satisfies AuthEmailPayload);
  kickJobWorker();
}

export async function queueResetPasswordEmail(to: string, link: string, expiresInMinutes: number, database: Kysely<Database> = db()) {
  await enqueueJob(database, RESET_PASSWORD_JOB, { to, link, expiresInMinutes } satisfies AuthEmailPayload);
  kickJobWorker();
}

export async function sendVerificationEmail(payload: unknown, job: Job, database: Kysely<Database> = db()): Promise<void> {
  await sendAndForgetLink(payload as AuthEmailPayload, job, database, (link, minutes) => ({
    subject: "Confirm your e-mail address for BrandCheck",
    text: [
      "Please confirm your e-mail address to finish setting up your BrandCheck admin account:",
      "",
      link,
      "",
      `The link works for ${describeMinutes(minutes)}. If it has expired, sign in with your e-mail and password to get a new one.`,
      "If you did not create an account, you can ignore this e-mail.",
    ].join("\n"),
  }));
}

export async function sendResetPasswordEmail(payload: unknown, job: Job, database: Kysely<Database> = db()): Promise<void> {
  await sendAndForgetLink(payload as AuthEmailPayload, job, database, (link, minutes) => ({
    subject: "Reset your BrandCheck password",
    text: [
      "Someone asked to reset the password of your BrandCheck admin account. To choose a new password, open:",
      "",
      link,
      "",
      `The link works once, for ${describeMinutes(minutes)}.`,
      "If you did not ask for this, you can ignore this e-mail; your password stays as it is.",
    ].join("\n"),
  }));
}

async function sendAndForgetLink(
  payload: AuthEmailPayload,
  job: Job,
  database: Kysely<Database>,
  compose: (link: string, minutes: number) => { subject: string; text: string },
): Promise<void> {
  if (!payload.link) return; // already sent by an earlier attempt that crashed before marking the job done
  await sendEmail({ to: payload.to, ...compose(payload.link, payload.expiresInMinutes) });
  const { link: _link, ...withoutLink } = payload;
  await database.updateTable("jobs").set({ payload: JSON.stringify(withoutLink) }).where("id", "=", job.id).execute();
}

function describeMinutes(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? "one hour" : `${hours} hours`;
}
