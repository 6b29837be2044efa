/**
 * Subscriber addresses are stored trimmed and lower-cased, so the database's unique constraint
 * compares them case-insensitively and "Ana@X.com" cannot subscribe twice as "ana@x.com".
 */
export function normalizeSubscriberEmail(email: string): string {
  return email.trim().toLowerCase();
}
