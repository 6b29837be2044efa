import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { db } from "#app/db/client.server.ts";
import { enqueueJob } from "#app/lib/jobs.server.ts";
import { Email } from "./schema.ts";

export const PASSWORD_RESET_REQUEST_JOB = "auth.password_reset_request";

/** better-auth's own answer to a reset request, word for word, whether or not the address has an account. */
const REQUESTED = { status: true, message: "If this email exists in our system, check your email for the reset link" };

/** The address alone: the worker runs better-auth for the configured public origin, never the request's Host. */
export interface ResetRequestPayload {
  email: string;
}

/**
 * "Forgot password?" answers before it knows whether the address has an account. better-auth looks
 * the address up and, for an account, writes the reset token and queues the e-mail inside the
 * request, which made known addresses measurably slower (issue G, item 7). Here every request over
 * HTTP, the form's included, writes one job and gets better-auth's answer at once; the worker later
 * runs better-auth's request on the server, where nobody times it. Same work on both paths, and a
 * crash loses nothing (the job is durable). docs/decisions/021-sign-in-hardening.md.
 */
export function deferredPasswordResetRequests(): BetterAuthPlugin {
  return {
    id: "brandcheck-deferred-password-reset-requests",
    hooks: {
      before: [
        {
          // The worker's own call (no request) is the one that does the work.
          matcher: (ctx) => ctx.path === "/request-password-reset" && ctx.request !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = Email.safeParse((ctx.body as { email?: unknown } | undefined)?.email);
            if (!parsed.success) return; // better-auth refuses it with its 400, looking nothing up
            const payload: ResetRequestPayload = { email: parsed.data };
            // No kick of the worker: its next poll picks the job up, at a moment unrelated to this request.
            await enqueueJob(db(), PASSWORD_RESET_REQUEST_JOB, payload);
            return ctx.json(REQUESTED);
          }),
        },
      ],
    },
  };
}
