import type { Route } from "./+types/auth.$";
import { AUTH_BODY_MAX_BYTES, authBodyTooLarge } from "#app/features/auth/auth-body.server.ts";
import { handleAuthRequest, withClientIp } from "#app/features/auth/auth-call.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { withBodyWithin } from "#app/lib/request-body.server.ts";

/**
 * better-auth's HTTP endpoints under /api/auth/* (the e-mail confirmation link lands here). The
 * client address comes from Express (TRUST_PROXY decides whether X-Forwarded-For counts), never
 * from a header the visitor could set.
 */
async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs): Promise<Response> {
  const withinLimit = await withBodyWithin(request, AUTH_BODY_MAX_BYTES);
  if (!withinLimit) return authBodyTooLarge();
  const response = await handleAuthRequest(withClientIp(withinLimit, context.get(requestInfoContext).ip));
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export const loader = handle;
export const action = handle;
