import { useEffect, useRef, useState } from "react";
import { SUBMISSION_KEY_FIELD } from "../form-fields.ts";

/**
 * The idempotency key of one contact form-fill (decision 013): made in the browser, so every
 * visitor of a cached page gets their own, and the same for every send of this fill, so a double
 * click or a retry after a lost answer stores the message once. A form emptied after a send gets a
 * new key. Empty in the server's HTML: without JavaScript the server fingerprints the post instead.
 */
export function SubmissionKeyField() {
  const ref = useRef<HTMLInputElement>(null);
  const [key, setKey] = useState("");

  useEffect(() => {
    const renew = () => setKey(randomKey());
    renew();
    const form = ref.current?.form;
    form?.addEventListener("reset", renew);
    return () => form?.removeEventListener("reset", renew);
  }, []);

  return <input ref={ref} type="hidden" name={SUBMISSION_KEY_FIELD} value={key} />;
}

/** 128 random bits as hex. getRandomValues, unlike randomUUID, also works on a plain-HTTP origin. */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
