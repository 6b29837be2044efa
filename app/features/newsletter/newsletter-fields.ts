import { EMAIL_MAX_LENGTH } from "#app/lib/email-address.ts";
import { textField } from "#app/lib/form.ts";
import type { CatalogLocale } from "#app/lib/i18n.ts";

/**
 * What the newsletter form shares with its action: field names, limits, messages and the shape of
 * the answer. Free of Zod on purpose: the form sits in the footer of every public page, and the
 * schemas (newsletter-schema.ts) would add Zod to all of them (the public bundle budget).
 */

/** The pages the e-mails' signed links open, at fixed paths in every language (each speaks its subscriber's). */
export const NEWSLETTER_PATH = "/newsletter";
export const CONFIRM_PATH = "/newsletter/confirm";
export const UNSUBSCRIBE_PATH = "/unsubscribe";

/** How long a confirmation link works: long enough for a holiday, short enough that old mails go stale. */
export const CONFIRM_LINK_DAYS = 7;

/** The same bounds as the Subscribers screen's (features/subscribers/schema.ts). */
export const NEWSLETTER_LIMITS = { email: EMAIL_MAX_LENGTH, name: 100 } as const;

export type NewsletterField = "email" | "firstName" | "lastName";
export type NewsletterFieldErrors = Partial<Record<NewsletterField, string>>;
export type NewsletterValues = Record<NewsletterField, string>;

/**
 * The sign-up forms, each named by a hidden field: the footer's on every public page and the
 * /newsletter page's own. The form script (app/site-enhance/forms.ts) asks the action to answer
 * with the form that was sent, which the page then renders in its own place.
 */
export const NEWSLETTER_FORMS = {
  "footer-newsletter": { labelledBy: "footer-newsletter", tone: "footer" },
  "newsletter-page": { labelledBy: "newsletter-heading", tone: "page" },
} as const;
export type NewsletterFormName = keyof typeof NEWSLETTER_FORMS;
export const NEWSLETTER_FORM_FIELD = "form";
/**
 * The hidden field with the language of the page the form is on ("de"): the form always posts to
 * /newsletter, so the answer, the subscriber's e-mails and the pages its links open learn it here.
 */
export const NEWSLETTER_LANGUAGE_FIELD = "language";

export function newsletterFormName(form: FormData): NewsletterFormName | undefined {
  const name = textField(form, NEWSLETTER_FORM_FIELD);
  return Object.hasOwn(NEWSLETTER_FORMS, name) ? (name as NewsletterFormName) : undefined;
}

/**
 * What the sign-up action answers: the neutral "check your inbox", field errors, or a refusal of
 * the whole form; `form` names the form to answer with, for the form script.
 */
export type NewsletterActionData = { form?: NewsletterFormName; lang?: string; catalog?: CatalogLocale } & (
  | { outcome: "check-inbox" }
  | { outcome: "invalid"; errors: NewsletterFieldErrors; values: NewsletterValues }
  | { outcome: "refused"; formError: string; failed?: boolean; values?: NewsletterValues }
);

/** The fields as typed, to show them again after an error (without JavaScript the page is new). */
export function newsletterValues(form: FormData): NewsletterValues {
  return { email: textField(form, "email"), firstName: textField(form, "firstName"), lastName: textField(form, "lastName") };
}
