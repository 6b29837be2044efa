import { data } from "react-router";
import { readFormData } from "#app/lib/form.server.ts";
import { kickJobWorker } from "#app/lib/jobs.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { can } from "#app/lib/permissions.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { COLLECTION_KEYS, type CollectionKey } from "#app/features/collections/collections.ts";
import { PageError } from "../cms/page-error.ts";
import { approveReview, requestChanges, submitForReview } from "./review.server.ts";
import { ReviewInput, type ReviewActionData, type ReviewIntent, type COLLECTION_APPROVAL } from "./review-schema.ts";
import { saveReviewSettings, setReviewer } from "./review-settings.server.ts";

const FAILED: Record<ReviewIntent, string> = {
  submit: "Failed to submit for review",
  approve: "Failed to approve",
  "request-changes": "Failed to request changes",
  settings: "Failed to save the review settings",
  reviewer: "Failed to change who reviews",
};

/**
 * A review action, after the route has checked "pages:write". Approving and sending back check that
 * the person reviews (review.server.ts); the settings are the Admins'. Bad input and refusals answer
 * 4xx with a message and change nothing.
 */
export async function handleReviewAction(request: Request, user: SessionUser) {
  const read = await readFormData(request);
  if (!read.ok) return answer(read.status, "", { title: "Error", description: read.formError });
  const parsed = ReviewInput.safeParse(Object.fromEntries([...read.form].filter(([, value]) => typeof value === "string")));
  if (!parsed.success) return answer(400, "", { title: "Error", description: parsed.error.issues[0]?.message ?? "Unknown action. Please reload the page and try again." });
  const input = parsed.data;
  if ((input.intent === "settings" || input.intent === "reviewer") && !can(user.role, "settings:write")) {
    return answer(403, input.intent, { title: FAILED[input.intent], description: "Only Admins change who needs approval and who reviews." });
  }
  try {
    switch (input.intent) {
      case "submit":
        await submitForReview(input.pageId, input.version, input.message, user);
        kickJobWorker();
        return answer(200, input.intent, { title: "Submitted for review", description: "Reviewers are notified and see it in the Review queue. You will hear from them in your notifications." });
      case "approve": {
        const { publishAt } = await approveReview(input.pageId, input.version, input.comment, user);
        kickJobWorker();
        return answer(200, input.intent, publishAt ? { title: "Approved", description: "It will be published at its scheduled time." } : { title: "Approved and published", description: "It is live now." });
      }
      case "request-changes":
        await requestChanges(input.pageId, input.version, input.comment, user);
        kickJobWorker();
        return answer(200, input.intent, { title: "Changes requested", description: "The submitter is notified and sees your comment in the editor." });
      case "settings": {
        const fields: Record<string, unknown> = input;
        const collections = Object.fromEntries(COLLECTION_KEYS.map((key) => [key, fields[key]])) as Record<CollectionKey, (typeof COLLECTION_APPROVAL)[number]>;
        await saveReviewSettings(input.site, collections, user);
        return answer(200, input.intent, { title: "Review settings saved" });
      }
      case "reviewer":
        await setReviewer(input.userId, input.allowed, user);
        return answer(200, input.intent, { title: input.allowed ? "Allowed to review" : "No longer reviews" });
    }
  } catch (error) {
    const known = error instanceof PageError;
    if (!known) logger.error({ err: error, intent: input.intent }, "Review action failed");
    return answer(known ? error.status : 500, input.intent, { title: FAILED[input.intent], description: known ? error.message : "Something went wrong. Please try again later." });
  }
}

function answer(status: number, intent: ReviewIntent | "", message: ReviewActionData["message"]) {
  return data<ReviewActionData>({ ok: status < 300, intent, message }, { status });
}
