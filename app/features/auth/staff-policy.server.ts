import type { BetterAuthPlugin, User } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware } from "better-auth/api";
import { db } from "#app/db/client.server.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { Email, INVITATION_LINK_INVALID, InvitedSignUp, PROFILE_IMAGE_INVALID, PROFILE_NAME_INVALID, ProfileImage, ProfileName, SIGN_UP_BY_INVITATION } from "./schema.ts";

/** Paths after which a staff member holds a full session: the password, or the second factor after it. */
export const SIGN_IN_PATHS = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/** Where an invitation link's form creates the account; see InvitationStep. */
export const INVITED_SIGN_UP_PATH = "/sign-up/invitation";

/**
 * better-auth's own sign-up serves the first account of an empty installation only (it becomes the
 * Admin). Everyone after that joins through an invitation link (INVITED_SIGN_UP_PATH), so an address
 * alone, whether invited or not, never makes an account.
 */
async function isBootstrapSignUp(): Promise<boolean> {
  const anyone = await db().selectFrom("user").select("id").limit(1).executeTakeFirst();
  return !anyone;
}

/**
 * Creates the account an invitation offers, or null for every refusal. Invitations are the users
 * feature's (features/users/accept-invitation.server.ts), which builds on auth: the auth set-up
 * (auth.server.ts) hands the step in, so auth's own code never imports users.
 */
export type InvitationStep = (input: { email: string; token: string; password: string }) => Promise<{ id: string; email: string; role: string } | null>;

/**
 * POST /api/auth/sign-up/invitation `{ token, email, password }`: the account an invitation offers,
 * confirmed, with the invitation's role. One answer for every refusal (403 INVITATION_INVALID).
 * Its path starts with /sign-up, so better-auth's limiter holds it to 3 requests per 10 s per client.
 */
const signUpWithInvitation = (acceptInvitation: InvitationStep) =>
  createAuthEndpoint(INVITED_SIGN_UP_PATH, { method: "POST" }, async (ctx) => {
    const input = InvitedSignUp.safeParse(ctx.body ?? {});
    if (!input.success) {
      throw APIError.from("BAD_REQUEST", { message: input.error.issues[0]?.message ?? INVITATION_LINK_INVALID, code: "INVALID_INPUT" });
    }
    const account = await acceptInvitation(input.data);
    if (!account) throw APIError.from("FORBIDDEN", { message: INVITATION_LINK_INVALID, code: "INVITATION_INVALID" });
    return ctx.json({ user: { id: account.id, email: account.email, role: account.role, emailVerified: true } });
  });

/**
 * The rules better-auth does not know: sign-up by invitation link only, and the last-login time plus
 * audit entry of each completed sign-in (the sign-in limits are in sign-in-limits.server.ts).
 * Listed after the two-factor plugin so its after-hook sees the sign-in once two-factor has had its
 * say (a password alone does not sign in an account that has two-factor on).
 */
export function staffPolicy(acceptInvitation: InvitationStep): BetterAuthPlugin {
  return {
    id: "brandcheck-staff-policy",
    endpoints: { signUpWithInvitation: signUpWithInvitation(acceptInvitation) },
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            create: {
              async before(user, ctx) {
                refuseUnsafeProfile(user);
                if (ctx?.path !== "/sign-up/email") return;
                // Checked again here, next to the write, for a second sign-up that passed the hook below meanwhile.
                // Not 403: better-auth answers a 403 here with its "account exists" look-alike success.
                if (!(await isBootstrapSignUp())) throw APIError.from("BAD_REQUEST", { message: SIGN_UP_BY_INVITATION, code: "SIGN_UP_BY_INVITATION" });
                // The bootstrap Admin has no one to confirm the address to and may have no mail server yet.
                return { data: { ...user, role: "admin", emailVerified: true } };
              },
            },
            // /update-user stores whatever `name` and `image` it is given; every write of a user passes here.
            update: { before: async (changes) => refuseUnsafeProfile(changes) },
          },
        },
      },
    }),
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-up/email",
          // Before better-auth looks the address up: one answer for every address, with an account,
          // with a pending invitation or with neither. A malformed one is left to better-auth's 400.
          handler: createAuthMiddleware(async (ctx) => {
            if (normalisedEmail(ctx.body) && !(await isBootstrapSignUp())) throw APIError.from("FORBIDDEN", { message: SIGN_UP_BY_INVITATION, code: "SIGN_UP_BY_INVITATION" });
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => SIGN_IN_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            // No new session: the password was wrong or a second factor is still due. A session that was
            // already there: two-factor was being switched on by someone signed in, not a sign-in.
            if (!signedIn || ctx.context.session?.session) return;
            await recordSignIn(signedIn.user);
          }),
        },
      ],
    },
  };
}

/**
 * The request's address, lower-cased, when it is one; null otherwise, which leaves the refusal to
 * better-auth's own check. Only a valid address reaches a query: PostgreSQL refuses a NUL outright,
 * which turned a sign-up or sign-in with one into a server error.
 */
function normalisedEmail(body: unknown): string | null {
  const parsed = Email.safeParse((body as { email?: unknown } | undefined)?.email);
  return parsed.success ? parsed.data : null;
}

/**
 * Refuses a name that is not bounded text (ProfileName: an object or list reached the database as
 * query parameters, a boolean was stored as "1.0") and a profile image that is not an https address or
 * a media-library path (ProfileImage).
 */
function refuseUnsafeProfile(data: { name?: unknown; image?: unknown }): void {
  if (data.name !== undefined && !ProfileName.safeParse(data.name).success) {
    throw APIError.from("BAD_REQUEST", { message: PROFILE_NAME_INVALID, code: "INVALID_PROFILE_NAME" });
  }
  if (data.image === undefined || ProfileImage.safeParse(data.image).success) return;
  throw APIError.from("BAD_REQUEST", { message: PROFILE_IMAGE_INVALID, code: "INVALID_PROFILE_IMAGE" });
}

/** The Users screen's Last Login and the Recent Activity entry. A failure is logged, never a reason to refuse the sign-in. */
async function recordSignIn(user: User, now = new Date()): Promise<void> {
  try {
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("user").set({ lastLoginAt: now.toISOString() }).where("id", "=", user.id).execute();
        await recordAudit(
          trx,
          { actorId: user.id, actorEmail: user.email, action: "auth.sign_in", targetType: "user", targetId: user.id, summary: `${user.email} signed in` },
          now,
        );
      });
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "Could not record a sign-in");
  }
}
