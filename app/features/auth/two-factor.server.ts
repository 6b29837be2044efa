import { data, redirect } from "react-router";
import { db } from "#app/db/client.server.ts";
import { readFormData, type FormReadResult } from "#app/lib/form.server.ts";
import { textField } from "#app/lib/form.ts";
import { withFlash } from "#app/lib/toast-messages.ts";
import { callAuth, cookieHeaders, replyMessage } from "./auth-call.server.ts";
import { totpQrCodeSvg } from "./totp-qr-code.server.ts";
import { parseForm, PasswordConfirmInput, TotpConfirmInput, type FieldErrors } from "./schema.ts";

export type TwoFactorState = "off" | "awaiting-code" | "on";

const ACCOUNT_PATH = "/admin/account";

export interface TwoFactorActionData {
  intent: string;
  ok: boolean;
  message?: string;
  errors?: FieldErrors;
  /** Shown once, right after "enable": what the authenticator app needs, and the backup codes. */
  setup?: { totpURI: string; secret: string; backupCodes: string[]; /** The link as a QR code (SVG markup drawn on the server). */ qrCodeSvg: string };
}

/** Off, switched on but not yet confirmed with a first code, or on. */
export async function twoFactorState(userId: string): Promise<TwoFactorState> {
  const user = await db().selectFrom("user").select("twoFactorEnabled").where("id", "=", userId).executeTakeFirst();
  if (user?.twoFactorEnabled) return "on";
  const pending = await db().selectFrom("twoFactor").select("id").where("userId", "=", userId).executeTakeFirst();
  return pending ? "awaiting-code" : "off";
}

/**
 * The account page's two-factor forms: enable (password → secret and backup codes), confirm (the
 * first code from the app, after which sign-in asks for codes) and disable (password). better-auth
 * replaces the session on confirm and disable, so its cookies go back to the browser.
 */
export async function handleTwoFactorAction(request: Request, ip: string, form?: FormReadResult) {
  // The account page reads its form once and hands it on; a caller of the two-factor forms alone need not.
  const read = form ?? (await readFormData(request));
  if (!read.ok) return data<TwoFactorActionData>({ intent: "", ok: false, message: read.formError }, { status: read.status });
  const intent = textField(read.form, "intent");

  if (intent === "enable" || intent === "disable") {
    const parsed = parseForm(read.form, PasswordConfirmInput, ["password"]);
    if (!parsed.ok) return data<TwoFactorActionData>({ intent, ok: false, message: parsed.message, errors: parsed.errors }, { status: 400 });
    const reply = await callAuth(request, ip, `/two-factor/${intent}`, { password: parsed.value.password });
    if (reply.status !== 200) return data<TwoFactorActionData>({ intent, ok: false, message: replyMessage(reply) }, { status: reply.status });
    const headers = cookieHeaders(reply.setCookies);
    if (intent === "disable") return sessionReplaced("two-factor-off", headers);
    const totpURI = String(reply.json?.totpURI ?? "");
    const backupCodes = Array.isArray(reply.json?.backupCodes) ? (reply.json.backupCodes as string[]) : [];
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    const qrCodeSvg = await totpQrCodeSvg(totpURI);
    return data<TwoFactorActionData>({ intent, ok: true, setup: { totpURI, secret, backupCodes, qrCodeSvg } }, { headers });
  }

  if (intent === "confirm") {
    const parsed = parseForm(read.form, TotpConfirmInput, ["code"]);
    if (!parsed.ok) return data<TwoFactorActionData>({ intent, ok: false, message: parsed.message, errors: parsed.errors }, { status: 400 });
    const reply = await callAuth(request, ip, "/two-factor/verify-totp", { code: parsed.value.code });
    if (reply.status !== 200) return data<TwoFactorActionData>({ intent, ok: false, message: replyMessage(reply) }, { status: reply.status });
    return sessionReplaced("two-factor-on", cookieHeaders(reply.setCookies));
  }

  return data<TwoFactorActionData>({ intent, ok: false, message: "Unknown action. Please reload the page and try again." }, { status: 400 });
}

/**
 * Confirm and disable end the session and start a new one (better-auth). Answering with the page's
 * data would let React Router render the page (without JavaScript) or revalidate it (with) for the
 * request's old session, which is gone: the person is sent to sign-in and the new session's cookie
 * is lost with the answer. A redirect carries the cookie on every path, with or without JavaScript
 * and whatever Sec-Fetch headers the browser sends, and the notice travels as a flash.
 */
function sessionReplaced(flash: "two-factor-on" | "two-factor-off", headers: Headers) {
  return redirect(withFlash(ACCOUNT_PATH, flash), { status: 303, headers });
}
