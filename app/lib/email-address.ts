/**
 * The one rule for an e-mail address, shared by every form and schema. Free of Zod so that the
 * public forms can take their `maxLength` from here without adding Zod to every page (the bundle budget).
 */

/** SMTP's longest address (RFC 5321: a 256-octet path less its two angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An address as it is stored and compared: trimmed and lower-cased, so "Ann@Example.com" and
 * "ann@example.com" are one person and a unique constraint catches the second (better-auth
 * lower-cases the addresses it stores too).
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
