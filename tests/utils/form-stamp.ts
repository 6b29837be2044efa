// What a browser without JavaScript sends back in a public form's spam-check field: the signed
// stamp its page was rendered with (app/features/contact/form/form-stamp.server.ts). HTTP-level tests
// read it from the page, as such a browser does; a bare number is refused.
import { RENDERED_AT_FIELD } from "#app/features/contact/form/form-fields.ts";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { TEST_AUTH_SECRET } from "./app-process.ts";

/** The stamp in the first public form of `html`. */
export function formStampIn(html: string): string {
  const input = new RegExp(`<input[^>]*name="${RENDERED_AT_FIELD}"[^>]*>`).exec(html)?.[0];
  const stamp = input && /value="([^"]+)"/.exec(input)?.[1];
  if (!stamp) throw new Error(`No ${RENDERED_AT_FIELD} stamp in the page`);
  return stamp;
}

/**
 * A stamp the servers of startAppProcess accept (they share TEST_AUTH_SECRET) for a form shown at
 * `shownAt`: what such a browser would have read from the page, without asking a server that may be
 * down or killed at that moment.
 */
export function appFormStamp(shownAt = Date.now() - 60_000): string {
  return issueFormStamp(shownAt, TEST_AUTH_SECRET);
}
