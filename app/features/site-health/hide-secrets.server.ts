import { env } from "#app/lib/env.server.ts";
import { REDACTED } from "#app/lib/logged-url.server.ts";

/** The user-information part of any URL in a text: "smtp://ann:s3cret@host" keeps "smtp://ann:" and loses the password. */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@]*:)[^\s/@]+@/gi;

/**
 * A text the screen shows that someone else wrote (a failed job's error, from a mail server or a
 * library) without the secrets the server holds: a password in any URL, and the values of SMTP_URL's
 * and DATABASE_URL's passwords and of AUTH_SECRET wherever they appear on their own.
 */
export function hideSecrets(text: string): string {
  let shown = text.replace(URL_PASSWORD, `$1${REDACTED}@`);
  for (const secret of secretValues()) shown = shown.replaceAll(secret, REDACTED);
  return shown;
}

function secretValues(): string[] {
  const { SMTP_URL, DATABASE_URL, AUTH_SECRET } = env();
  const values = [AUTH_SECRET, ...urlPassword(SMTP_URL), ...urlPassword(DATABASE_URL)];
  // A very short password would blank out ordinary words of the message; the URL pattern covers it in an address.
  return values.filter((value): value is string => value !== undefined && value.length >= 4);
}

/** A URL's password as written in it and as decoded: a message may quote either. */
function urlPassword(url: string | undefined): string[] {
  if (!url || !URL.canParse(url)) return [];
  const password = new URL(url).password;
  if (!password) return [];
  try {
    return [password, decodeURIComponent(password)];
  } catch {
    return [password];
  }
}
