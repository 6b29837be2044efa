import { CONTROL_CHARACTER } from "#app/features/contact/form/form-fields.ts";
import { emailField, emailMessages } from "#app/lib/email-field.ts";
import { formatLimit, type CatalogLocale } from "#app/lib/i18n.ts";
import { z } from "#app/lib/zod.ts";
import { m } from "#app/paraglide/messages.js";
import { NEWSLETTER_LIMITS, newsletterValues, type NewsletterField, type NewsletterFieldErrors } from "./newsletter-fields.ts";

/** Optional, bounded, and single-line: names end up in e-mail greetings and the subscriber list. */
const Name = (messages: { tooLong: string; invalid: string }) =>
  z
    .string()
    .trim()
    .max(NEWSLETTER_LIMITS.name, messages.tooLong)
    .refine((value) => !CONTROL_CHARACTER.test(value), messages.invalid)
    .transform((value) => value || null);

/** The sign-up form's fields as the action validates them, with the messages of the page's language (the form takes its limits from newsletter-fields.ts). */
function newsletterSignupInput(catalog: CatalogLocale) {
  const locale = { locale: catalog };
  const max = { max: formatLimit(NEWSLETTER_LIMITS.name, catalog) };
  return z.object({
    email: emailField({ normalize: true, messages: emailMessages(catalog) }),
    firstName: Name({ tooLong: m.newsletter_first_name_too_long(max, locale), invalid: m.newsletter_first_name_invalid({}, locale) }),
    lastName: Name({ tooLong: m.newsletter_last_name_too_long(max, locale), invalid: m.newsletter_last_name_invalid({}, locale) }),
  }) satisfies z.ZodType<unknown, Record<NewsletterField, string>>;
}

export type NewsletterSignupInput = z.infer<ReturnType<typeof newsletterSignupInput>>;

export function parseNewsletterForm(
  form: FormData,
  catalog: CatalogLocale = "en",
): { ok: true; value: NewsletterSignupInput } | { ok: false; errors: NewsletterFieldErrors } {
  const result = newsletterSignupInput(catalog).safeParse(newsletterValues(form));
  if (result.success) return { ok: true, value: result.data };
  const errors: NewsletterFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as NewsletterField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
