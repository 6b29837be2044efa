import { PoolExhaustionWatch } from "#app/db/pg-pool.server.ts";
import { loggedUrl } from "#app/lib/logged-url.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { authFor, authOrigin, CLIENT_IP_HEADER } from "./auth.server.ts";
import { signInBusyResponse } from "./sign-in-busy.server.ts";

/** What a better-auth endpoint answered, reduced to what the screens need. */
export interface AuthReply {
  status: number;
  json: Record<string, unknown> | null;
  /** Cookies to pass on to the browser (session, two-factor challenge, their removal). */
  setCookies: string[];
  retryAfterSeconds: number | null;
}

// What better-auth's CSRF and session checks look at, exactly as the browser sent it.
const FORWARDED_HEADERS = ["cookie", "origin", "referer", "user-agent", "sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest"];

/**
 * Calls a better-auth endpoint through its HTTP handler on behalf of the browser request behind a
 * form post. The handler (not `auth.api`) is what applies better-auth's rate limits and origin
 * checks, so the forms get exactly the protection a direct request to /api/auth would.
 */
export async function callAuth(request: Request, ip: string, path: string, body: unknown): Promise<AuthReply> {
  const headers = new Headers({ "content-type": "application/json", [CLIENT_IP_HEADER]: ip });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const url = new URL(`/api/auth${path}`, authOrigin(request));
  const response = await handleAuthRequest(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
  const text = await response.text();
  const json = parseJson(text);
  const retryAfter = Number(response.headers.get("retry-after") ?? response.headers.get("x-retry-after"));
  return {
    status: response.status,
    json,
    setCookies: response.headers.getSetCookie(),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

/**
 * better-auth's HTTP handler, for /api/auth/* and the forms alike. A call that waited in vain for a
 * database connection (every one was busy: a flood of sign-ins) is overload, not a bug, and is
 * answered as a full hashing gate is: 503, Retry-After and words people can read. better-auth alone
 * would answer a bare 500, or throw when the waiting query was its rate limiter's, which runs before
 * the endpoint.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const pool = new PoolExhaustionWatch();
  try {
    const response = await pool.run(() => authFor(request).handler(request));
    if (response.status !== 500 || !pool.exhausted) return response;
    await response.body?.cancel();
  } catch (error) {
    if (!pool.exhausted) throw error;
  }
  logger.warn({ path: loggedUrl(request.url) }, "Auth call failed waiting for a database connection (the pool ran dry): 503");
  return signInBusyResponse();
}

/** The request, with the client's address in the one header better-auth reads it from (for /api/auth/*). */
export function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}

/** Set-Cookie lines as response headers. */
export function cookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** `headers` with the reply's Retry-After, so a form refused for a while (429, 503) says when to try again as the API does. */
export function withRetryAfter(reply: AuthReply, headers = new Headers()): Headers {
  if (reply.retryAfterSeconds !== null) headers.set("Retry-After", String(reply.retryAfterSeconds));
  return headers;
}

const MESSAGES_BY_CODE: Record<string, string> = {
  EMAIL_NOT_VERIFIED: "Please confirm your email address first. We've sent you a new confirmation link.",
  INVALID_TOKEN: "This reset link is invalid or has expired. Please request a new one.",
  INVALID_CODE: "That code is not valid. Please try again.",
  INVALID_BACKUP_CODE: "That code is not valid. Please try again.",
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in took too long. Please enter your email and password again.",
  INVALID_PASSWORD: "That password is not correct.",
};

/** The message to show for a failed call: better-auth's own where it is written for people, ours where not. */
export function replyMessage(reply: AuthReply): string {
  const code = typeof reply.json?.code === "string" ? reply.json.code : "";
  if (MESSAGES_BY_CODE[code]) return MESSAGES_BY_CODE[code];
  if (reply.status === 429 && code !== "TOO_MANY_SIGN_IN_ATTEMPTS") {
    const wait = reply.retryAfterSeconds ?? 60;
    return `Too many attempts. Please try again in ${wait} second${wait === 1 ? "" : "s"}.`;
  }
  const message = typeof reply.json?.message === "string" ? reply.json.message : "";
  return message || "Something went wrong. Please try again.";
}

/** better-auth answers JSON; a redirect or an empty body is null. */
function parseJson(text: string): Record<string, unknown> | null {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
