import { data, redirect } from "react-router";
import { withFlash } from "#app/lib/toast-messages.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { callAuth, replyMessage } from "./auth-call.server.ts";
import { ForgotPasswordInput, parseForm, ResetPasswordInput, type FieldErrors } from "./schema.ts";

export interface ResetActionData {
  sent?: boolean;
  message?: string;
  errors?: FieldErrors;
}

/**
 * "Forgot password?": asks better-auth for a reset e-mail. The answer is the same, in words and in
 * time, whether or not the address has an account (the lookup and the token wait for the jobs
 * worker: password-reset-request.server.ts), so the form cannot be used to find out who works here.
 */
export async function handleForgotPasswordAction(request: Request, ip: string) {
  const read = await readFormData(request);
  if (!read.ok) return data<ResetActionData>({ message: read.formError }, { status: read.status });
  const parsed = parseForm(read.form, ForgotPasswordInput, ["email"]);
  if (!parsed.ok) return data<ResetActionData>({ message: parsed.message, errors: parsed.errors }, { status: 400 });
  const reply = await callAuth(request, ip, "/request-password-reset", { email: parsed.value.email });
  if (reply.status !== 200) return data<ResetActionData>({ message: replyMessage(reply) }, { status: reply.status });
  return data<ResetActionData>({ sent: true });
}

/** The form behind the e-mailed link: a new password for the token, which works once and for one hour. */
export async function handleResetPasswordAction(request: Request, ip: string) {
  const read = await readFormData(request);
  if (!read.ok) return data<ResetActionData>({ message: read.formError }, { status: read.status });
  const parsed = parseForm(read.form, ResetPasswordInput, ["token", "password", "confirm"]);
  if (!parsed.ok) return data<ResetActionData>({ message: parsed.message, errors: parsed.errors }, { status: 400 });
  const { token, password } = parsed.value;
  const reply = await callAuth(request, ip, "/reset-password", { token, newPassword: password });
  if (reply.status !== 200) return data<ResetActionData>({ message: replyMessage(reply) }, { status: reply.status });
  // better-auth ended every session of the account (revokeSessionsOnPasswordReset), so: sign in anew.
  return redirect(withFlash("/admin/login", "password-reset"));
}
