import { EMAIL_MAX_LENGTH, normalizeEmail } from "./email-address.ts";
import { z } from "./zod.ts";

/** The catalogue's messages for an e-mail field on the public and sign-in forms. */
const FORM_MESSAGES = {
  empty: "Please enter your email address.",
  tooLong: `Your email address can be at most ${EMAIL_MAX_LENGTH} characters.`,
  invalid: "Please enter a valid email address.",
};

/** The admin screens' one message for any e-mail problem (Users, Subscribers). */
export const ADMIN_INVALID_EMAIL = "Invalid email: Please enter a valid email address.";
export const ADMIN_EMAIL_MESSAGES = { empty: ADMIN_INVALID_EMAIL, tooLong: ADMIN_INVALID_EMAIL, invalid: ADMIN_INVALID_EMAIL };

interface EmailFieldOptions {
  /** Store it as compared (normalizeEmail); a contact message keeps the address as the visitor typed it, to reply to. */
  normalize: boolean;
  messages?: typeof FORM_MESSAGES;
}

/** A form's e-mail field: trimmed, present, within EMAIL_MAX_LENGTH and an address. */
export function emailField({ normalize, messages = FORM_MESSAGES }: EmailFieldOptions) {
  const bounded = z.string().trim().min(1, messages.empty).max(EMAIL_MAX_LENGTH, messages.tooLong);
  return normalize ? bounded.transform(normalizeEmail).pipe(z.email(messages.invalid)) : bounded.pipe(z.email(messages.invalid));
}

/**
 * The address test alone, with the public forms' message: for a contact section's e-mail field,
 * whose presence and length are checked with its own label first (features/contact/form/section-form.ts).
 */
export const emailAddress = z.email(FORM_MESSAGES.invalid);
