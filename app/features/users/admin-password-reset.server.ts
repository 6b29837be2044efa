import { authFor } from "#app/features/auth/auth.server.ts";

/**
 * Asks better-auth to e-mail `email` a password reset link, exactly as "Forgot password?" does: it
 * stores the expiring token and queues the e-mail (see auth.server.ts, sendResetPassword). Called on
 * the server without the admin's request, so better-auth's per-visitor rate limit does not apply to
 * an Admin helping a colleague.
 */
export async function sendPasswordResetEmail(request: Request, email: string): Promise<void> {
  await authFor(request).api.requestPasswordReset({ body: { email, redirectTo: "/admin/reset-password" } });
}
