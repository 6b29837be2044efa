import { createHmac } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { TWO_FACTOR_ERROR_CODES } from "better-auth/plugins";
import { db } from "#app/db/client.server.ts";

/** better-auth's TOTP settings (its defaults, which the twoFactor plugin in auth.server.ts keeps). */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** better-auth accepts the code of the current step and of one step either side (clock drift). */
const WINDOW = 1;
/** The cookie that carries a sign-in's pending second factor (better-auth's TWO_FACTOR_COOKIE_NAME). */
const TWO_FACTOR_COOKIE = "two_factor";

/**
 * A TOTP code works once (RFC 6238 §5.2). better-auth checks that a code fits the time but not
 * whether it was used, so one code overheard or phished would sign in again for up to 90 s. Before
 * better-auth verifies a code, this finds the time step the code belongs to and takes it with a
 * conditional UPDATE that only raises the account's last accepted step: of two sign-ins with one
 * code, on any instance of one database, exactly one wins, and the other gets the ordinary "invalid
 * code" answer. A code that fits no step is left to better-auth, which refuses and counts it.
 */
export function totpReplayGuard(): BetterAuthPlugin {
  return {
    id: "brandcheck-totp-replay-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string" || !/^\d{6}$/.test(code)) return;
            const userId = await challengedUserId(ctx);
            if (!userId) return; // better-auth refuses a missing or stale challenge itself
            const row = await db().selectFrom("twoFactor").select(["id", "secret"]).where("userId", "=", userId).executeTakeFirst();
            if (!row) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            const step = totpStepOf(secret, code);
            if (step === null) return;
            if (!(await takeTotpStep(row.id, step))) throw APIError.from("UNAUTHORIZED", TWO_FACTOR_ERROR_CODES.INVALID_CODE);
          }),
        },
      ],
    },
  };
}

/**
 * Records `step` as the last accepted one unless it (or a later one) already is; true when this
 * call took it. One statement, so the database decides between concurrent callers.
 */
export async function takeTotpStep(twoFactorId: string, step: number, database = db()): Promise<boolean> {
  const result = await database
    .updateTable("twoFactor")
    .set({ lastTotpStep: step })
    .where("id", "=", twoFactorId)
    .where((eb) => eb.or([eb("lastTotpStep", "is", null), eb("lastTotpStep", "<", step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The time step within better-auth's window whose code is `code`, or null. */
function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (let step = current - WINDOW; step <= current + WINDOW; step += 1) {
    if (hotp(secret, step) === code) return step;
  }
  return null;
}

/** RFC 4226 with the key as better-auth uses it: the decrypted secret's UTF-8 bytes. */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", Buffer.from(secret, "utf8")).update(message).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).toString().padStart(DIGITS, "0");
}

/** Whose code this is: the signed-in user confirming two-factor, or the account a sign-in's challenge cookie names. */
async function challengedUserId(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return verification?.value ?? null;
}
