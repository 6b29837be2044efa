import { COLLECTION_KEYS } from "#app/features/collections/collections.ts";
import { z } from "#app/lib/zod.ts";

/**
 * Review before publishing (docs/decisions/048-review-workflow.md): the Review screen's and the
 * editor's review actions. One schema, used by the forms before they post and by the server when
 * they arrive; `intent` tells them apart.
 */
export const REVIEW_PATH = "/admin/review";
/** An item's review, as page_reviews stores it (migration 0038). */
export type ReviewState = "in_review" | "changes_requested" | "approved";

/** How the admin names each state. */
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = { in_review: "In Review", changes_requested: "Changes Requested", approved: "Approved" };

/** Long enough for a paragraph of reasons, short enough to read in the queue. */
export const MAX_REVIEW_TEXT = 2000;

/** A collection's own setting: follow the site's, or on or off whatever the site says. */
export const COLLECTION_APPROVAL = ["site", "on", "off"] as const;

const PAGE_MISSING = "The item is missing. Please reload the page.";
const pageId = z.string().trim().min(1, PAGE_MISSING).max(200, PAGE_MISSING);
const VERSION = "The form did not say which version it shows. Please reload the page and try again.";
const version = z.coerce.number(VERSION).int(VERSION).positive(VERSION).max(Number.MAX_SAFE_INTEGER, VERSION);
const text = (required: string | null) => {
  const base = z.string().trim().max(MAX_REVIEW_TEXT, `Keep it to ${MAX_REVIEW_TEXT} characters.`);
  return required ? base.min(1, required) : base.default("");
};
/** A checkbox: "on" when ticked, absent when not. */
const checkbox = z.literal("on").optional().transform((value) => value === "on");

export const ReviewInput = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("submit"), pageId, version, message: text("Tell the reviewer what you changed.") }),
    z.object({ intent: z.literal("approve"), pageId, version, comment: text(null) }),
    z.object({ intent: z.literal("request-changes"), pageId, version, comment: text("Say what should change.") }),
    z.object({
      intent: z.literal("settings"),
      site: checkbox,
      ...Object.fromEntries(COLLECTION_KEYS.map((key) => [key, z.enum(COLLECTION_APPROVAL, "Choose Same as the site, On or Off.").default("site")])),
    }),
    z.object({ intent: z.literal("reviewer"), userId: z.string().trim().min(1, "The person is missing. Please reload the page.").max(200), allowed: checkbox }),
  ],
  "Unknown action. Please reload the page and try again.",
);
export type ReviewInput = z.infer<typeof ReviewInput>;
export type ReviewIntent = ReviewInput["intent"];

/** A review action's answer. */
export interface ReviewActionData {
  ok: boolean;
  intent: ReviewIntent | "";
  message: { title: string; description?: string };
}
