import { sendEmail } from "#app/lib/email.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";
import { z } from "#app/lib/zod.ts";

/** Queued in the transaction of a review's decision (review.server.ts); delivered in the e-mail lane. */
export const REVIEW_EMAIL_JOB = "page.review-decided";

const ReviewEmailPayload = z.object({
  to: z.string(),
  title: z.string(),
  editorPath: z.string(),
  outcome: z.enum(["approved", "published", "changes"]),
  reviewer: z.string(),
  comment: z.string(),
  publishAt: z.string().nullable(),
});
export type ReviewEmailPayload = z.infer<typeof ReviewEmailPayload>;

const SUBJECT = { approved: "approved", published: "approved and published", changes: "needs changes" } as const;

/** Tells the submitter what became of their submission, with the reviewer's comment and a link to the editor. */
export async function sendReviewEmail(payload: unknown): Promise<void> {
  const mail = ReviewEmailPayload.parse(payload);
  const link = new URL(mail.editorPath, publicOrigin()).toString();
  const said = mail.outcome === "changes" ? "asked for changes to" : mail.outcome === "published" ? "approved and published" : "approved";
  const lines = [`${mail.reviewer} ${said} "${mail.title}".`];
  if (mail.publishAt) lines.push(`It will be published as scheduled, at ${mail.publishAt} (UTC).`);
  if (mail.comment) lines.push("", "Their comment:", mail.comment);
  lines.push("", mail.outcome === "changes" ? `Make the changes and submit it again: ${link}` : `Open it: ${link}`);
  await sendEmail({ to: mail.to, subject: `Review: "${mail.title}" ${SUBJECT[mail.outcome]}`, text: lines.join("\n") });
}
