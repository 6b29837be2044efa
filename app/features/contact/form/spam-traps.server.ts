import { env } from "#app/lib/env.server.ts";
import { textField } from "#app/lib/form.ts";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "./form-fields.ts";
import { readFormStamp } from "./form-stamp.server.ts";

/**
 * What the spam traps of a public form (components/spam-trap-fields.tsx) say about one submission:
 * - "bot": the honeypot is filled; answer as if it worked, so the bot learns nothing, and store nothing;
 * - "too-fast": it came back sooner than a person could fill it in (or without a stamp this site signed);
 * - "person": neither.
 * Shared by the contact forms and the newsletter sign-up, so every public form applies the same rule.
 */
export type SpamTrapVerdict = "person" | "bot" | "too-fast";

export function checkSpamTraps(form: FormData, now: Date): SpamTrapVerdict {
  if (textField(form, HONEYPOT_FIELD) !== "") return "bot";
  const shownAt = readFormStamp(textField(form, RENDERED_AT_FIELD), now);
  if (shownAt === null || now.getTime() - shownAt < env().CONTACT_MIN_FILL_MS) return "too-fast";
  return "person";
}
