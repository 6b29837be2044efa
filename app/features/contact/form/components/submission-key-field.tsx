import { SUBMISSION_KEY_FIELD } from "../form-fields.ts";

/**
 * The idempotency key of one contact form-fill (decision 013): made in the browser by the public
 * pages' form script (app/site-enhance/forms.ts), so every visitor of a cached page gets their own,
 * and the same for every send of this fill, so a double click or a retry after a lost answer stores
 * the message once. Empty in the server's HTML: without JavaScript the server fingerprints the post instead.
 */
export function SubmissionKeyField() {
  return <input type="hidden" name={SUBMISSION_KEY_FIELD} value="" />;
}
