import { EMAIL_MAX_LENGTH } from "#app/lib/email-address.ts";
import type { ContactTextFieldType } from "#app/sections/contact/schema.ts";

/**
 * What the public contact forms share with their actions: field names and limits. Free of Zod (and
 * of the message catalogs, form-messages.ts) on purpose: the forms render on public pages, and importing the schemas
 * here would add Zod to every one of them (the bundle budget, docs/benchmarks.md).
 */

/** The contact form's limits, shared by the form (maxLength) and the action (validation). */
export const CONTACT_LIMITS = { name: 200, email: EMAIL_MAX_LENGTH, company: 200, message: 5000 } as const;

/** The longest answer a CMS contact section's field takes: the contact page's limits for a name, an e-mail and a message. */
export const SECTION_FIELD_MAX_LENGTH: Record<ContactTextFieldType, number> = {
  text: CONTACT_LIMITS.name,
  email: CONTACT_LIMITS.email,
  textarea: CONTACT_LIMITS.message,
};

/**
 * Control characters are never typed into a form, PostgreSQL cannot store NUL at all (the insert
 * would fail and the visitor see a server error), and line breaks in a name end up in e-mail headers.
 * A message keeps its tabs and line breaks.
 */
export const CONTROL_CHARACTER = /\p{Cc}/u;
export const CONTROL_CHARACTER_EXCEPT_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/** Names of the spam-trap fields: a honeypot people never see and the signed time the form was shown. */
export const HONEYPOT_FIELD = "website";
export const RENDERED_AT_FIELD = "rendered_at";
/** Where the form script asks for a fresh signed time on the visitor's first interaction (cached pages, decision 013). */
export const FORM_STAMP_PATH = "/api/form-stamp";
/** The hidden field with the browser-made idempotency key of one contact form-fill (decision 013). */
export const SUBMISSION_KEY_FIELD = "submission_key";
/**
 * Sent by the public pages' form script (app/site-enhance/forms.ts) with a form it posts by fetch:
 * the answer is read for the form, not shown as a page, so an action may answer in place of its
 * redirect (the newsletter's).
 */
export const ENHANCED_POST_HEADER = "X-Enhanced-Post";
/** The hidden field that tells a CMS page's action which of its contact sections was sent. */
export const SECTION_ID_FIELD = "section_id";
