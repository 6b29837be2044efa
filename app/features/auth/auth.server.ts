import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { admin, twoFactor } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { openAuthDatabase, type AuthDatabase } from "#app/db/auth-db.server.ts";
import { db, type DB } from "#app/db/client.server.ts";
import { acceptInvitation } from "#app/features/users/accept-invitation.server.ts";
import { authSecret } from "#app/lib/auth-secret.server.ts";
import { env } from "#app/lib/env.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";
import { queueResetPasswordEmail, queueVerificationEmail, resetPasswordLink, verificationLink } from "./auth-emails.server.ts";
import { hashPassword, verifyPassword } from "./password-hash.server.ts";
import { deferredPasswordResetRequests } from "./password-reset-request.server.ts";
import { AUTH_LIMITS } from "./schema.ts";
import { signInLimits } from "./sign-in-limits.server.ts";
import { staffPolicy } from "./staff-policy.server.ts";
import { totpReplayGuard } from "./totp-replay.server.ts";

/**
 * The header carrying the client's address to better-auth (rate limits, session records). Set from
 * Express's `req.ip` (which honours TRUST_PROXY) for every call, overwriting whatever a visitor sent,
 * so a forged X-Forwarded-For cannot buy fresh rate-limit buckets.
 */
export const CLIENT_IP_HEADER = "x-brandcheck-client-ip";

/** Every cookie better-auth sets starts with it (after `__Host-` on HTTPS); the public HTML cache skips visitors who carry one. */
export const AUTH_COOKIE_PREFIX = "brandcheck";

/**
 * Over HTTPS every auth cookie is `__Host-`: the browser keeps it only if it is Secure, has Path=/
 * and no Domain, so no sibling subdomain can plant or overwrite a session cookie for this site
 * (better-auth's own `__Secure-` prefix would still let one set it with a Domain). Over plain HTTP
 * (local development, tests) browsers refuse both prefixes, so the name is bare.
 */
function authCookieOptions(origin: string) {
  const secure = origin.startsWith("https://");
  return {
    useSecureCookies: false,
    cookiePrefix: secure ? `__Host-${AUTH_COOKIE_PREFIX}` : AUTH_COOKIE_PREFIX,
    defaultCookieAttributes: { secure, httpOnly: true, sameSite: "lax", path: "/" },
  } as const;
}

/** Session lifetimes; see docs/decisions/006-authentication.md. */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
const SESSION_REFRESH_SECONDS = 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
const RESET_TOKEN_SECONDS = 60 * 60;
const VERIFY_TOKEN_SECONDS = 24 * 60 * 60;

const ac = createAccessControl(defaultStatements);
/** better-auth's own role checks (its admin endpoints); the app's permissions live in permissions.ts. */
const roles = { admin: adminAc, editor: userAc, viewer: userAc };

// Admin endpoints are not served over HTTP: the Users screen calls them on the server after its own
// rules (the last Admin stays, nobody removes themselves), which a direct request would skip.
const ADMIN_HTTP_PATHS = [
  "set-role", "get-user", "create-user", "update-user", "list-users", "list-user-sessions", "unban-user", "ban-user",
  "impersonate-user", "stop-impersonating", "revoke-user-session", "revoke-user-sessions", "remove-user",
  "set-user-password", "has-permission",
].map((name) => `/admin/${name}`);

function createAuth(origin: string, database: AuthDatabase) {
  const { AUTH_SIGNIN_IP_LIMIT } = env();
  return betterAuth({
    appName: "BrandCheck",
    baseURL: origin,
    basePath: "/api/auth",
    secret: authSecret(),
    // Our migration 0002 creates these tables; better-auth only checks that they match at start.
    database: { db: database.db, type: database.type, transaction: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: AUTH_LIMITS.passwordMin,
      maxPasswordLength: AUTH_LIMITS.passwordMax,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) =>
        queueResetPasswordEmail(user.email, resetPasswordLink(publicOrigin(), token), RESET_TOKEN_SECONDS / 60),
    },
    emailVerification: {
      sendOnSignUp: true,
      // An invitee who lost the e-mail gets a fresh link by signing in with the right password.
      sendOnSignIn: true,
      expiresIn: VERIFY_TOKEN_SECONDS,
      async sendVerificationEmail({ user, token }) {
        if (user.emailVerified) return; // the bootstrap Admin, confirmed on creation
        await queueVerificationEmail(user.email, verificationLink(publicOrigin(), token), VERIFY_TOKEN_SECONDS / 60);
      },
    },
    session: {
      // Idle expiry: a session unused for 12 hours ends. While in use its end moves forward, written
      // at most once an hour; the update hook below never moves it past the absolute limit.
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    databaseHooks: {
      session: {
        update: {
          async before(session, ctx) {
            const current = ctx?.context.session?.session;
            if (!current || !(session.expiresAt instanceof Date)) return;
            const absoluteEnd = new Date(new Date(current.createdAt).getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
            if (session.expiresAt > absoluteEnd) return { data: { ...session, expiresAt: absoluteEnd } };
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: { "/sign-in/email": { window: 60, max: AUTH_SIGNIN_IP_LIMIT } },
    },
    advanced: {
      ...authCookieOptions(origin),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    disabledPaths: ADMIN_HTTP_PATHS,
    plugins: [
      admin({ ac, roles, defaultRole: "viewer", adminRoles: ["admin"] }),
      twoFactor({ issuer: "BrandCheck" }),
      totpReplayGuard(),
      // The one place auth meets the users feature: this set-up wires the invitation step in.
      staffPolicy(acceptInvitation),
      signInLimits(),
      deferredPasswordResetRequests(),
    ],
    telemetry: { enabled: false },
    logger: {
      // "info" hands everything to pino (which filters by LOG_LEVEL); better-auth prints to the console itself at "warn".
      level: "info",
      log: (level, message, ...args) => logger[level]({ args, source: "better-auth" }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

interface AuthState {
  base: DB;
  database: AuthDatabase;
  byOrigin: Map<string, Auth>;
}
let state: AuthState | undefined;

// Without SITE_URL every Host a request names gets an instance; the cap keeps forged Hosts from piling them up.
const MAX_ORIGINS = 8;

/**
 * The better-auth instance for the origin a request came in on: cookies are Secure when it is HTTPS,
 * and it is the one origin better-auth trusts for form posts (a browser cannot forge the Host, so
 * that is safe to follow). Links in e-mails never come from it: they use publicOrigin(). Built lazily and
 * rebuilt when the app's database handle changes (tests point it at a fresh database).
 */
export function getAuth(origin: string): Auth {
  const base = db();
  if (state?.base !== base) {
    const previous = state;
    state = { base, database: openAuthDatabase(base, env().DATABASE_URL), byOrigin: new Map() };
    void previous?.database.close();
  }
  let auth = state.byOrigin.get(origin);
  if (!auth) {
    if (state.byOrigin.size >= MAX_ORIGINS) state.byOrigin.delete(state.byOrigin.keys().next().value!);
    auth = createAuth(origin, state.database);
    state.byOrigin.set(origin, auth);
  }
  return auth;
}

/** SITE_URL's origin when set, otherwise the origin the request came in on. */
export function authOrigin(request: Request): string {
  const { SITE_URL } = env();
  return new URL(SITE_URL ?? request.url).origin;
}

export function authFor(request: Request): Auth {
  return getAuth(authOrigin(request));
}

export async function closeAuth(): Promise<void> {
  const current = state;
  state = undefined;
  await current?.database.close();
}
