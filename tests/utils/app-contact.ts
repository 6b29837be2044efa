// The contact page's form posted over HTTP to a running server, as a browser without JavaScript sends it.
import { RENDERED_AT_FIELD } from "#app/features/contact/form/form-fields.ts";
import { appFormStamp } from "./form-stamp.ts";

export interface ContactPost {
  name: string;
  email: string;
  message: string;
  /**
   * The visitor's address as a trusted proxy names it (X-Forwarded-For; the servers trust loopback
   * by default): each rate-limit bucket is per address, so a test picks its own.
   */
  forwardedFor: string;
}

/** POST /contact; a 302 to /contact?sent=1 means stored, anything else is the refusal page. */
export function postContact(baseUrl: string, { forwardedFor, ...fields }: ContactPost): Promise<Response> {
  const body = new URLSearchParams({ ...fields, company: "", [RENDERED_AT_FIELD]: appFormStamp() });
  return fetch(`${baseUrl}/contact`, {
    method: "POST",
    headers: { origin: baseUrl, "x-forwarded-for": forwardedFor },
    body,
    redirect: "manual",
  });
}
