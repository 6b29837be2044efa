import { redirect } from "react-router";
import { withFlash } from "#app/lib/toast-messages.ts";
import { logger } from "#app/lib/logger.server.ts";
import { callAuth, cookieHeaders, replyMessage } from "./auth-call.server.ts";
import { safeRedirectTo } from "./redirects.ts";

/**
 * Sign Out: better-auth deletes the session row (so the cookie stops working even if a copy of it
 * survives) and expires the cookie; then to the sign-in page. When it refuses, the visitor goes
 * back to the admin page they were on, told that they are still signed in.
 */
export async function handleSignOut(request: Request, ip: string): Promise<Response> {
  const reply = await callAuth(request, ip, "/sign-out", {});
  if (reply.status === 200) return redirect(withFlash("/admin/login", "signed-out"), { headers: cookieHeaders(reply.setCookies) });
  logger.warn({ status: reply.status, message: replyMessage(reply) }, "Sign-out refused");
  const referer = request.headers.get("referer");
  const back = referer ? safeRedirectTo(new URL(referer, request.url).pathname) : undefined;
  return redirect(withFlash(back ?? "/admin/dashboard", "sign-out-failed"));
}
