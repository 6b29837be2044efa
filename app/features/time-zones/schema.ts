import type { ActionResult } from "#app/components/action-feedback.tsx";
import { TimeZoneName } from "#app/lib/time-zone-field.ts";
import { z } from "#app/lib/zod.ts";

/** The Account page's time zone form: its fields, shared by the card, the action and the tests that post it. */
export const TIME_ZONE_FORM = { intent: "intent", choice: "timeZoneChoice", timeZone: "timeZone" } as const;
export const TIME_ZONE_INTENT = "time-zone";

/** Follow the site's zone (every account's start), or a zone of one's own. */
export const PersonalTimeZoneInput = z.discriminatedUnion(
  "choice",
  [z.object({ choice: z.literal("site") }), z.object({ choice: z.literal("own"), timeZone: TimeZoneName })],
  "Choose whether to use the site's time zone or your own.",
);
export type PersonalTimeZoneInput = z.infer<typeof PersonalTimeZoneInput>;

export interface TimeZoneActionData extends ActionResult {
  intent: typeof TIME_ZONE_INTENT;
  /** The message for the zone field, when it was refused. */
  error?: string;
}

/** Tells the time zone form's answer from the other forms' on the same page. */
export function isTimeZoneResult<T extends { intent: string }>(result: T | TimeZoneActionData | undefined): result is TimeZoneActionData {
  return result?.intent === TIME_ZONE_INTENT;
}
