import { isLocalDateTime } from "#app/lib/time-zone.ts";
import { z } from "#app/lib/zod.ts";

/**
 * The publishing actions of a page (docs/decisions/026-page-publishing.md): schedule or cancel a
 * publish or unpublish, duplicate, and create or revoke a preview link. One schema, used by the
 * panels before they post and by the server when they arrive; `intent` tells them apart.
 */
export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** A preview link lives 7 days unless chosen otherwise; these are the choices. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;
export const DEFAULT_PREVIEW_LINK_DAYS = 7;
/** At most this many links that still work per page: enough for every reviewer, and the table stays bounded. */
export const MAX_ACTIVE_PREVIEW_LINKS = 20;
/** A schedule further ahead than this is a typo (year 2062), not a plan. */
export const MAX_SCHEDULE_YEARS = 5;

export const PUBLISHING_PATH = "/admin/pages/publishing";

const UNKNOWN_ACTION = "Unknown action. Please reload the page and try again.";
const PAGE_MISSING = "The page is missing. Please reload the page.";
const id = (message: string) => z.string().trim().min(1, message).max(200, message);
const pageId = id(PAGE_MISSING);

export const PublishingInput = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("schedule"),
      pageId,
      action: z.enum(SCHEDULE_ACTIONS, "Choose whether to publish or unpublish."),
      // The time as picked ("2026-11-28T09:30"): the server reads it in the person's effective time
      // zone and stores the instant in UTC (docs/decisions/040-time-zones.md).
      at: z.string().refine(isLocalDateTime, "Choose a date and time."),
      // The zone the picker named, so a zone changed since the editor was opened is caught, not misread.
      timeZone: z.string("Reload the page and choose the time again.").max(100, "Reload the page and choose the time again."),
    }),
    z.object({ intent: z.literal("cancel-schedule"), pageId, action: z.enum(SCHEDULE_ACTIONS, "Choose whether to publish or unpublish.") }),
    z.object({ intent: z.literal("duplicate"), pageId }),
    z.object({
      intent: z.literal("share"),
      pageId,
      days: z.coerce
        .number()
        .refine((days) => (PREVIEW_LINK_DAYS as readonly number[]).includes(days), `A link lasts ${PREVIEW_LINK_DAYS.join(", ")} days.`)
        .default(DEFAULT_PREVIEW_LINK_DAYS),
    }),
    z.object({ intent: z.literal("revoke-share"), pageId, linkId: id("The link to revoke is missing. Please reload the page.") }),
  ],
  UNKNOWN_ACTION,
);
export type PublishingInput = z.infer<typeof PublishingInput>;
export type PublishingIntent = PublishingInput["intent"];

export interface PageScheduleSummary {
  action: ScheduleAction;
  runAt: string;
  createdByEmail: string | null;
}

export interface PreviewLinkSummary {
  id: string;
  createdAt: string;
  expiresAt: string;
  createdByEmail: string | null;
}

/** What the editor shows about a page's schedules and preview links. */
export interface PagePublishing {
  schedules: PageScheduleSummary[];
  previewLinks: PreviewLinkSummary[];
}

/** A publishing action's answer; `link` is a new preview link, shown once (only its hash is kept). */
export interface PublishingActionData {
  ok: boolean;
  intent: PublishingIntent | "";
  message: { title: string; description?: string };
  link?: { url: string; expiresAt: string };
}
