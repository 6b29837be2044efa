import { textField } from "#app/lib/form.ts";
import { SUBMISSION_KEY_FIELD } from "./form-fields.ts";
import { formMac } from "#app/lib/form-mac.server.ts";

/**
 * The idempotency key of one contact submission (docs/decisions/013-idempotent-submissions.md):
 * stored with the message under a unique index, so a second submission with the same key stores
 * nothing and is answered like the first.
 *
 * - With JavaScript the form carries a random key made in the browser for this one form-fill
 *   (components/submission-key-field.tsx; a key rendered by the loader would be shared by every
 *   visitor of a cached page). It never expires: a retry an hour later is still the same message.
 * - Without JavaScript there is no such key, so the fingerprint of the sender's IP address and what
 *   was sent stands in for it, for FINGERPRINT_WINDOW_SECONDS: a double-clicked plain POST is
 *   stored once, and the same words sent again later are a new message.
 *
 * Either way the key covers what was sent and which form it was: a key that came back with other
 * words (a stale key in a form sent again) makes a new message instead of swallowing it.
 * HMAC rather than a bare hash, so the stored value does not let anyone recover an IP address by
 * trying them all.
 */
export interface SubmissionKey {
  value: string;
  /** For fingerprints: a message stored with this key before then no longer counts as this one. */
  reusableBefore: Date | null;
}

export const FINGERPRINT_WINDOW_SECONDS = 10 * 60;
/** What a browser-made key looks like (components/submission-key-field.tsx makes 32 hex digits). */
const CLIENT_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export function submissionKey(form: FormData, { ip, scope, content, now }: { ip: string; scope: string; content: unknown; now: Date }): SubmissionKey {
  const clientKey = textField(form, SUBMISSION_KEY_FIELD);
  const sent = JSON.stringify([scope, content]);
  if (CLIENT_KEY.test(clientKey)) return { value: `form:${formMac("submission-key", JSON.stringify([clientKey, sent]))}`, reusableBefore: null };
  return { value: `post:${formMac("submission-key", JSON.stringify([ip, sent]))}`, reusableBefore: new Date(now.getTime() - FINGERPRINT_WINDOW_SECONDS * 1000) };
}
