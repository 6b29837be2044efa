import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getIP } from "better-auth/api";
import { db } from "#app/db/client.server.ts";
import { env } from "#app/lib/env.server.ts";
import { clearRateLimit, consumeRateLimit, type RateLimitResult } from "#app/lib/rate-limit.server.ts";
import { Email } from "./schema.ts";
import { SIGN_IN_PATHS } from "./staff-policy.server.ts";

export const SIGNIN_PAIR_WINDOW_SECONDS = 15 * 60;
export const SIGNIN_ACCOUNT_WINDOW_SECONDS = 60 * 60;

/**
 * Limits on password guessing beside better-auth's per-IP one, built so that a stranger cannot lock
 * a known person out (docs/decisions/021-sign-in-hardening.md):
 * - per (account, client address) pair: AUTH_SIGNIN_PAIR_LIMIT attempts per 15 minutes; a
 *   completed sign-in from that address clears its count;
 * - per account, from addresses that have never signed in to it: AUTH_SIGNIN_ACCOUNT_LIMIT per
 *   hour, the bound for a guesser who rotates addresses. The owner's own places are not counted, so a
 *   flood from elsewhere leaves them able to sign in.
 * Every address is counted alike whether or not it has an account, so the answers tell nobody which do.
 */
export function signInLimits(): BetterAuthPlugin {
  return {
    id: "brandcheck-sign-in-limits",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = Email.safeParse((ctx.body as { email?: unknown } | undefined)?.email);
            if (!parsed.success) return; // better-auth refuses it without a query
            const email = parsed.data;
            const ip = clientIp(ctx);
            const { AUTH_SIGNIN_PAIR_LIMIT, AUTH_SIGNIN_ACCOUNT_LIMIT } = env();
            const pair = await consumeRateLimit(pairBucket(email, ip), { limit: AUTH_SIGNIN_PAIR_LIMIT, windowSeconds: SIGNIN_PAIR_WINDOW_SECONDS });
            if (!pair.allowed) throw tooManyAttempts(pair);
            if (await hasSignedInFrom(email, ip)) return;
            const account = await consumeRateLimit(`signin-account:${email}`, {
              limit: AUTH_SIGNIN_ACCOUNT_LIMIT,
              windowSeconds: SIGNIN_ACCOUNT_WINDOW_SECONDS,
            });
            if (!account.allowed) throw tooManyAttempts(account);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => SIGN_IN_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            // As in staff-policy's hook: no new session, or one replacing a session already held, is no sign-in.
            if (!signedIn || ctx.context.session?.session) return;
            const ip = clientIp(ctx);
            await clearRateLimit(pairBucket(signedIn.user.email, ip));
            const now = new Date().toISOString();
            await db()
              .insertInto("sign_in_addresses")
              .values({ user_id: signedIn.user.id, ip_address: ip, last_sign_in_at: now })
              .onConflict((oc) => oc.columns(["user_id", "ip_address"]).doUpdateSet({ last_sign_in_at: now }))
              .execute();
          }),
        },
      ],
    },
  };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The address Express saw (auth.server.ts puts it in the one header better-auth reads). */
function clientIp(ctx: HookContext): string {
  const source = ctx.request ?? ctx.headers;
  return (source && getIP(source, ctx.context.options)) || "unknown";
}

function pairBucket(email: string, ip: string): string {
  return `signin:${email.toLowerCase()}:${ip}`;
}

async function hasSignedInFrom(email: string, ip: string): Promise<boolean> {
  const row = await db()
    .selectFrom("sign_in_addresses")
    .innerJoin("user", "user.id", "sign_in_addresses.user_id")
    .select("sign_in_addresses.user_id")
    .where("user.email", "=", email)
    .where("sign_in_addresses.ip_address", "=", ip)
    .executeTakeFirst();
  return row !== undefined;
}

function tooManyAttempts(limit: RateLimitResult): APIError {
  const minutes = Math.ceil(limit.retryAfterSeconds / 60);
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      message: `Too many sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      code: "TOO_MANY_SIGN_IN_ATTEMPTS",
    },
    { "Retry-After": String(limit.retryAfterSeconds) },
  );
}
