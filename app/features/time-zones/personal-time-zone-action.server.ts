import { data } from "react-router";
import { textField } from "#app/lib/form.ts";
import { formatInZone } from "#app/lib/time-zone.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { PersonalTimeZoneInput, TIME_ZONE_FORM, TIME_ZONE_INTENT, type TimeZoneActionData } from "./schema.ts";
import { savePersonalTimeZone, timeZonesOf } from "./time-zones.server.ts";

const FAILED = "Failed to save your time zone";

/** The Account page's time zone form, for the signed-in person's own account only. Bad input changes nothing and says why. */
export async function handlePersonalTimeZone(form: FormData, user: SessionUser, now = new Date()) {
  const parsed = PersonalTimeZoneInput.safeParse({ choice: textField(form, TIME_ZONE_FORM.choice), timeZone: textField(form, TIME_ZONE_FORM.timeZone) });
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Choose a time zone from the list.";
    return data<TimeZoneActionData>({ intent: TIME_ZONE_INTENT, ok: false, message: { title: FAILED, description: error }, error }, { status: 400 });
  }
  await savePersonalTimeZone(user.id, parsed.data.choice === "own" ? parsed.data.timeZone : null, { now });
  const zones = await timeZonesOf(user.id);
  const which = zones.personal ? "your own time zone" : "the site's time zone";
  return data<TimeZoneActionData>({ intent: TIME_ZONE_INTENT, ok: true, message: { title: "Time zone saved", description: `The admin shows times in ${which}: it is now ${formatInZone(now.toISOString(), zones.effective)}.` } });
}
