import { CONTROL_CHARACTER } from "#app/features/contact/form/form-fields.ts";
import { emailField } from "#app/lib/email-field.ts";
import { z } from "#app/lib/zod.ts";
import { NEWSLETTER_LIMITS, newsletterValues, type NewsletterField, type NewsletterFieldErrors } from "./newsletter-fields.ts";

/** Optional, bounded, and single-line: names end up in e-mail greetings and the subscriber list. */
const Name = (label: string) =>
  z
    .string()
    .trim()
    .max(NEWSLETTER_LIMITS.name, `Your ${label} can be at most ${NEWSLETTER_LIMITS.name} characters.`)
    .refine((value) => !CONTROL_CHARACTER.test(value), `Your ${label} contains characters we cannot accept.`)
    .transform((value) => value || null);

/** The sign-up form's fields as the action validates them (the form takes its limits from newsletter-fields.ts). */
export const NewsletterSignupInput = z.object({
  email: emailField({ normalize: true }),
  firstName: Name("first name"),
  lastName: Name("last name"),
}) satisfies z.ZodType<unknown, Record<NewsletterField, string>>;

export type NewsletterSignupInput = z.infer<typeof NewsletterSignupInput>;

export function parseNewsletterForm(form: FormData): { ok: true; value: NewsletterSignupInput } | { ok: false; errors: NewsletterFieldErrors } {
  const result = NewsletterSignupInput.safeParse(newsletterValues(form));
  if (result.success) return { ok: true, value: result.data };
  const errors: NewsletterFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as NewsletterField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
