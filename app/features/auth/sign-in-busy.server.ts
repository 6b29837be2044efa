import { APIError } from "better-auth/api";

/**
 * The answer to a sign-in the server cannot take on right now: every password-hashing slot is taken
 * (password-hash.server.ts), or every database connection is (auth-call.server.ts). To the person
 * signing in both are the same moment's crowd, so they get the same words and the same wait, on the
 * form as in the API (docs/decisions/021-sign-in-hardening.md).
 */
export const SIGN_IN_BUSY_MESSAGE = "Too many sign-in attempts right now. Please try again in a moment.";
const SIGN_IN_BUSY_RETRY_AFTER_SECONDS = 5;

/** better-auth's 503 for it; thrown inside better-auth, it becomes the response. */
export function signInBusyError(): APIError {
  return new APIError(
    "SERVICE_UNAVAILABLE",
    { message: SIGN_IN_BUSY_MESSAGE, code: "SIGN_IN_BUSY" },
    { "Retry-After": String(SIGN_IN_BUSY_RETRY_AFTER_SECONDS) },
  );
}

/** The same answer as a response, for where better-auth is no longer there to render it. */
export function signInBusyResponse(): Response {
  const error = signInBusyError();
  return Response.json(error.body, { status: error.statusCode, headers: error.headers });
}
