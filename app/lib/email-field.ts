import { EMAIL_MAX_LENGTH, normalizeEmail } from "./email-address.ts";
import { z } from "./zod.ts";

/** The catalogue's messages for an e-mail field on the public and sign-in forms. */
const FORM_MESSAGES = {
  empty: "Please enter your email address.",
  tooLong: `Your email address can be at most ${EMAIL_MAX_LENGTH} characters.`,
  invalid: "Please enter a valid email address.",
};

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
