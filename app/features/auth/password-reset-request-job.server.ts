import { publicOrigin } from "#app/lib/site-config.server.ts";
import { getAuth } from "./auth.server.ts";
import type { ResetRequestPayload } from "./password-reset-request.server.ts";

/**
 * The job: better-auth's reset request for the address, which writes the token and queues the e-mail
 * for an account. It sits apart from the plugin that queues it because it calls better-auth, whose
 * set-up (auth.server.ts) includes that plugin: together they would import each other.
 */
export async function runPasswordResetRequest(payload: unknown): Promise<void> {
  const { email } = payload as ResetRequestPayload;
  await getAuth(publicOrigin()).api.requestPasswordReset({ body: { email } });
}
