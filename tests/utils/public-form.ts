// A public form (contact, contact section, newsletter) as a person sends it: the answers, an empty
// honeypot and the page's signed stamp from 10 s before `now`, well above the minimum fill time.
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "#app/features/contact/form/form-fields.ts";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";

export function filledInByAPerson(answers: Record<string, string>, now: Date): FormData {
  const fields: Record<string, string> = { [HONEYPOT_FIELD]: "", [RENDERED_AT_FIELD]: issueFormStamp(now.getTime() - 10_000), ...answers };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
