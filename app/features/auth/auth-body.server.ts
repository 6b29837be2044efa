/**
 * better-auth's endpoints take small JSON bodies (an address, a password, a code, a name). better-auth
 * reads a body whole, as text, before it looks at it: a 600 MB body took the server to 2 GB and then
 * a 500 (issue 17). Past this limit a body is refused with 413 and never read
 * (docs/decisions/017-trusted-origin-and-body-limits.md).
 */
export const AUTH_BODY_MAX_BYTES = 64 * 1024;

export const AUTH_BODY_TOO_LARGE = "This request is too large to be read (at most 64 KB). Reload the page and try again.";

/** The refusal, in better-auth's own error shape, so its client shows the message. */
export function authBodyTooLarge(): Response {
  return Response.json(
    { code: "REQUEST_TOO_LARGE", message: AUTH_BODY_TOO_LARGE },
    { status: 413, headers: { "Cache-Control": "no-store" } },
  );
}
