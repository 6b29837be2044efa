import type { BetterAuthPlugin, User } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { db } from "#app/db/client.server.ts";
import type { Invitation } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { findPendingInvitationByEmail, markInvitationAccepted } from "#app/features/users/invitations.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { isRole, type Role } from "#app/lib/permissions.ts";
import { Email, SIGN_UP_BY_INVITATION } from "./schema.ts";

/** Paths after which a staff member holds a full session: the password, or the second factor after it. */
export const SIGN_IN_PATHS = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

type SignUpDecision = { kind: "bootstrap" } | { kind: "invited"; invitation: Invitation; role: Role } | { kind: "refused" };

/**
 * Who may create an account: on an empty installation anyone (the first account becomes the Admin);
 * afterwards only an address with an open, unexpired invitation, which gives the role.
 */
export async function signUpDecision(email: string): Promise<SignUpDecision> {
  const anyone = await db().selectFrom("user").select("id").limit(1).executeTakeFirst();
  if (!anyone) return { kind: "bootstrap" };
  const invitation = await findPendingInvitationByEmail(email);
  if (!invitation) return { kind: "refused" };
  // An invitation with a role the app does not know grants the least.
  return { kind: "invited", invitation, role: isRole(invitation.role) ? invitation.role : "viewer" };
}

/**
 * The rules better-auth does not know: invitation-only sign-up, and the last-login time plus audit
 * entry of each completed sign-in (the sign-in limits are in sign-in-limits.server.ts).
 * Listed after the two-factor plugin so its after-hook sees the sign-in once two-factor has had its
 * say (a password alone does not sign in an account that has two-factor on).
 */
export function staffPolicy(): BetterAuthPlugin {
  return {
    id: "brandcheck-staff-policy",
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            create: {
              async before(user, ctx) {
                if (ctx?.path !== "/sign-up/email") return;
                const decision = await signUpDecision(user.email);
                // Not 403: better-auth answers a 403 here with its "account exists" look-alike success.
                if (decision.kind === "refused") throw APIError.from("BAD_REQUEST", { message: SIGN_UP_BY_INVITATION, code: "SIGN_UP_BY_INVITATION" });
                // The bootstrap Admin has no one to confirm the address to and may have no mail server yet.
                if (decision.kind === "bootstrap") return { data: { ...user, role: "admin", emailVerified: true } };
                return { data: { ...user, role: decision.role } };
              },
              async after(user, ctx) {
                if (ctx?.path !== "/sign-up/email") return;
                const invitation = await findPendingInvitationByEmail(user.email);
                if (invitation) await markInvitationAccepted(db(), invitation.id);
              },
            },
          },
        },
      },
    }),
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-up/email",
          // Before better-auth looks the address up: a refusal must read the same whether or not it has an account.
          handler: createAuthMiddleware(async (ctx) => {
            const email = normalisedEmail(ctx.body);
            if (email && (await signUpDecision(email)).kind === "refused") {
              throw APIError.from("FORBIDDEN", { message: SIGN_UP_BY_INVITATION, code: "SIGN_UP_BY_INVITATION" });
            }
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
