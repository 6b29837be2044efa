import { m } from "#app/paraglide/messages.js";
import { EMAIL_MAX_LENGTH, normalizeEmail } from "./email-address.ts";
import { formatLimit, type CatalogLocale } from "./i18n.ts";
import { z } from "./zod.ts";

interface EmailMessages {
  empty: string;
  tooLong: string;
  invalid: string;
}

/** The catalogue's messages for an e-mail field on the public forms, in a page's language (English on the sign-in forms). */
export function emailMessages(catalog: CatalogLocale): EmailMessages {
  const locale = { locale: catalog };
  return {
    empty: m.form_email_required({}, locale),
    tooLong: m.form_email_too_long({ max: formatLimit(EMAIL_MAX_LENGTH, catalog) }, locale),
    invalid: m.form_email_invalid({}, locale),
  };
}

/** The admin screens' one message for any e-mail problem (Users, Subscribers). */
export const ADMIN_INVALID_EMAIL = "Invalid email: Please enter a valid email address.";
export const ADMIN_EMAIL_MESSAGES = { empty: ADMIN_INVALID_EMAIL, tooLong: ADMIN_INVALID_EMAIL, invalid: ADMIN_INVALID_EMAIL };

interface EmailFieldOptions {
  /** Store it as compared (normalizeEmail); a contact message keeps the address as the visitor typed it, to reply to. */
  normalize: boolean;
  messages?: EmailMessages;
}

/** A form's e-mail field: trimmed, present, within EMAIL_MAX_LENGTH and an address. */
export function emailField({ normalize, messages = emailMessages("en") }: EmailFieldOptions) {
  const bounded = z.string().trim().min(1, messages.empty).max(EMAIL_MAX_LENGTH, messages.tooLong);
  return normalize ? bounded.transform(normalizeEmail).pipe(z.email(messages.invalid)) : bounded.pipe(z.email(messages.invalid));
}

/**
 * The address test alone: for a contact section's e-mail field, whose presence and length are
 * checked with its own label first (features/contact/form/section-form.ts).
 */
export function isEmailAddress(value: string): boolean {
  return z.email().safeParse(value).success;
}
