import {
  RESET_PASSWORD_JOB,
  sendResetPasswordEmail,
  sendVerificationEmail,
  VERIFY_EMAIL_JOB,
} from "#app/features/auth/auth-emails.server.ts";
import { runPasswordResetRequest } from "#app/features/auth/password-reset-request-job.server.ts";
import { PASSWORD_RESET_REQUEST_JOB } from "#app/features/auth/password-reset-request.server.ts";
import { ASSIGNMENT_EMAIL_JOB, sendAssignmentEmail } from "#app/features/contact/notification/assignment-email.server.ts";
import { AUTO_REPLY_JOB, sendAutoReply } from "#app/features/contact/notification/auto-reply.server.ts";
import { CONTACT_NOTIFY_JOB, sendContactNotification } from "#app/features/contact/notification/notification.server.ts";
import { PAGE_SCHEDULE_JOB, runScheduledPageChange } from "#app/features/pages/publishing/page-schedule.server.ts";
import { sendNotificationEmail } from "#app/features/notifications/notification-email.server.ts";
import { NOTIFICATION_EMAIL_JOB } from "#app/features/notifications/notifications.server.ts";
import { NEWSLETTER_EMAIL_JOB, sendNewsletterEmail } from "#app/features/newsletter/newsletter-emails.server.ts";
import { sendTestEmail, TEST_EMAIL_JOB } from "#app/features/site-health/test-email.server.ts";
import { INVITATION_EMAIL_JOB, sendInvitationEmail } from "#app/features/users/invitations.server.ts";
import { deliverWebhook } from "#app/features/webhooks/deliver.server.ts";
import { webhookRetryDelayMs } from "#app/features/webhooks/retry-schedule.ts";
import { WEBHOOK_DELIVER_JOB } from "#app/features/webhooks/webhooks.server.ts";
import { registerJobHandler } from "#app/lib/jobs.server.ts";

/**
 * Every job type the worker knows, registered once at start, each in its lane: e-mails never wait
 * behind webhook deliveries, whose receivers may take 15 s each (docs/decisions/016-job-lanes.md).
 */
export function registerJobHandlers(): void {
  const email = (label: string) => ({ lane: "email", label }) as const;
  registerJobHandler(CONTACT_NOTIFY_JOB, (payload) => sendContactNotification(payload), email("Contact message notification"));
  registerJobHandler(AUTO_REPLY_JOB, (payload, _job, now) => sendAutoReply(payload, undefined, now), email("Auto-reply"));
  registerJobHandler(ASSIGNMENT_EMAIL_JOB, (payload) => sendAssignmentEmail(payload), email("Assignment e-mail"));
  registerJobHandler(NOTIFICATION_EMAIL_JOB, (payload) => sendNotificationEmail(payload), email("Notification e-mail"));
  registerJobHandler(INVITATION_EMAIL_JOB, (payload, job) => sendInvitationEmail(payload, job.id), email("Invitation e-mail"));
  registerJobHandler(VERIFY_EMAIL_JOB, (payload, job) => sendVerificationEmail(payload, job), email("E-mail address confirmation"));
  registerJobHandler(RESET_PASSWORD_JOB, (payload, job) => sendResetPasswordEmail(payload, job), email("Password reset e-mail"));
  registerJobHandler(PASSWORD_RESET_REQUEST_JOB, (payload) => runPasswordResetRequest(payload), email("Password reset request"));
  registerJobHandler(NEWSLETTER_EMAIL_JOB, (payload, _job, now) => sendNewsletterEmail(payload, now), email("Newsletter e-mail"));
  registerJobHandler(TEST_EMAIL_JOB, (payload) => sendTestEmail(payload), email("Test e-mail"));
  // A scheduled publish: a short transaction, in the "other" lane beside the rest.
  registerJobHandler(PAGE_SCHEDULE_JOB, async (payload, _job, now) => void (await runScheduledPageChange(payload, now)), { label: "Scheduled publishing" });
  registerJobHandler(WEBHOOK_DELIVER_JOB, (payload, job, now) => deliverWebhook(payload, job, now), { lane: "webhook", retryDelayMs: webhookRetryDelayMs, label: "Webhook delivery" });
}
