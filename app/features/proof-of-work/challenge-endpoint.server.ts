import { logger } from "#app/lib/logger.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { createProofOfWorkChallenge } from "./proof-of-work.server.ts";

/**
 * A visitor's browser asks for one challenge per form it shows; a page with a few forms, reloaded a
 * few times, stays far below this. A flood gets 429 before any key is derived.
 */
export const CHALLENGE_RATE_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

/** GET /api/proof-of-work: a fresh challenge, never cached. Nothing the request sends is read: there is nothing to forge. */
export async function serveChallenge(ip: string, now = new Date()): Promise<Response> {
  const headers = { "Cache-Control": "no-store" };
  try {
    const limit = await consumeRateLimit(`proof-of-work:${ip}`, { ...CHALLENGE_RATE_LIMIT, now });
    if (!limit.allowed) {
      return Response.json({ error: "Too many requests." }, { status: 429, headers: { ...headers, "Retry-After": String(limit.retryAfterSeconds) } });
    }
    return Response.json(await createProofOfWorkChallenge(now), { headers });
  } catch (error) {
    logger.error({ err: error }, "Proof-of-work challenge could not be served");
    return Response.json({ error: "Please try again later." }, { status: 503, headers });
  }
}
