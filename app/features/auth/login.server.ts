import { data, redirect } from "react-router";
import { withFlash } from "#app/lib/toast-messages.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { textField } from "#app/lib/form.ts";
import { callAuth, cookieHeaders, replyMessage, withRetryAfter } from "./auth-call.server.ts";
import { INVITED_SIGN_UP_PATH } from "./staff-policy.server.ts";
import { safeRedirectTo } from "./redirects.ts";
import { LoginIntent, parseForm, type FieldErrors } from "./schema.ts";

export type LoginStep = "sign-in" | "sign-up" | "two-factor";

export interface LoginActionData {
  step: LoginStep;
  /** The failure to show ("Authentication error: …"). */
  message?: string;
  errors?: FieldErrors;
  email?: string;
}

/**
 * The sign-in card's form posts: sign in (then, for accounts with two-factor, the code), or create
 * an account. Works as a plain HTML form; with JavaScript React Router posts the same form.
 */
export async function handleLoginAction(request: Request, ip: string) {
  const read = await readFormData(request);
  if (!read.ok) return data<LoginActionData>({ step: "sign-in", message: read.formError }, { status: read.status });
  const form = read.form;
  const step = stepOf(textField(form, "intent"));
  const redirectTo = safeRedirectTo(textField(form, "redirectTo"));
  const parsed = parseForm(form, LoginIntent, ["intent", "email", "password", "code", "invite"]);
  if (!parsed.ok) {
    return data<LoginActionData>({ step, message: parsed.message, errors: parsed.errors, email: textField(form, "email") }, { status: 400 });
  }
  const input = parsed.value;

  if (input.intent === "two-factor") {
    // Six digits come from the authenticator app; anything else is one of the backup codes.
    const path = /^\d{6}$/.test(input.code) ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
    const reply = await callAuth(request, ip, path, { code: input.code });
    if (reply.status === 200) return signedIn(redirectTo, reply.setCookies);
    const expired = reply.json?.code === "INVALID_TWO_FACTOR_COOKIE";
    return data<LoginActionData>(
      { step: expired ? "sign-in" : "two-factor", message: replyMessage(reply) },
      { status: reply.status, headers: withRetryAfter(reply, cookieHeaders(reply.setCookies)) },
    );
  }

  if (input.intent === "sign-up") {
    // With an invitation link's token: the invited account. Without: only the first account of an empty installation.
    const reply = input.invite
      ? await callAuth(request, ip, INVITED_SIGN_UP_PATH, { token: input.invite, email: input.email, password: input.password })
      : await callAuth(request, ip, "/sign-up/email", { email: input.email, password: input.password, name: input.email.split("@")[0] ?? input.email });
    if (reply.status !== 200) {
      return data<LoginActionData>({ step, message: replyMessage(reply), email: input.email }, { status: reply.status, headers: withRetryAfter(reply) });
    }
    // Both accounts are confirmed on creation (the invitee by holding the link mailed to the address): sign straight in.
  }

  const reply = await callAuth(request, ip, "/sign-in/email", { email: input.email, password: input.password });
  if (reply.status !== 200) {
    return data<LoginActionData>({ step: "sign-in", message: replyMessage(reply), email: input.email }, { status: reply.status, headers: withRetryAfter(reply) });
  }
  if (reply.json?.twoFactorRedirect) {
    return data<LoginActionData>({ step: "two-factor" }, { headers: cookieHeaders(reply.setCookies) });
  }
  return signedIn(redirectTo, reply.setCookies, input.intent === "sign-up" ? "signed-up" : "signed-in");
}

function signedIn(redirectTo: string, setCookies: string[], flash: "signed-in" | "signed-up" = "signed-in") {
  return redirect(withFlash(redirectTo, flash), { headers: cookieHeaders(setCookies) });
}

function stepOf(intent: string): LoginStep {
  return intent === "sign-up" || intent === "two-factor" ? intent : "sign-in";
}
