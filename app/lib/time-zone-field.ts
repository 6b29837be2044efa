import { canonicalTimeZone } from "./time-zone.ts";
import { z } from "./zod.ts";

const UNKNOWN_TIME_ZONE = "Choose a time zone from the list, for example Asia/Hong_Kong or Australia/Sydney.";

/**
 * A time zone field (the site's, a person's own): an IANA zone this server knows, stored in its
 * canonical spelling. The same schema checks the form before it is sent and the action before it writes.
 */
export const TimeZoneName = z
  .string(UNKNOWN_TIME_ZONE)
  .trim()
  .max(100, UNKNOWN_TIME_ZONE)
  .transform((name, context) => {
    const zone = canonicalTimeZone(name);
    if (zone) return zone;
    context.addIssue({ code: "custom", message: name ? `“${name}” is not a time zone we know. ${UNKNOWN_TIME_ZONE}` : UNKNOWN_TIME_ZONE });
    return z.NEVER;
  });
