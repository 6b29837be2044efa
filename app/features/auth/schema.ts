import { EMAIL_MAX_LENGTH } from "#app/lib/email-address.ts";
import { emailField } from "#app/lib/email-field.ts";
import { textField } from "#app/lib/form.ts";
import { z } from "#app/lib/zod.ts";

/** Limits shared by the forms' attributes and the server's checks (and better-auth's, see auth.server.ts). */
export const AUTH_LIMITS = { email: EMAIL_MAX_LENGTH, passwordMin: 10, passwordMax: 128 } as const;

/**
 * The spec's toasts (section 8) for the sign-in card's outcomes on the page itself; those shown after
 * a redirect (signed in, signed out, sign-out error) are the notices in app/lib/toast-messages.ts.
 */
export const AUTH_TOASTS = {
  signInFailed: "Authentication error",
  signUpFailed: "Registration error",
} as const;

/** The same answer whether or not the address has an account, so the form cannot reveal who does. */
export const RESET_REQUESTED = "If an account exists for that address, we've sent a link to reset the password. It works for one hour.";

export const SIGN_UP_BY_INVITATION = "Sign-up is by invitation only. Ask an administrator to invite you.";

/** One answer for every refused invitation link: wrong token or address, used, revoked, expired or replaced. */
export const INVITATION_LINK_INVALID =
  "This invitation link is not valid: it may have expired, been used or been replaced by a newer one. Ask an administrator to send a new invitation.";

export const Email = emailField({ normalize: true });

/** Sign-in only checks presence: telling someone the rules of a password they guess would only help them guess. */
const CurrentPassword = z.string().min(1, "Please enter your password.").max(AUTH_LIMITS.passwordMax, "Invalid email or password");

export const NewPassword = z
  .string()
  .min(1, "Please enter a password.")
  .min(AUTH_LIMITS.passwordMin, `Your password must be at least ${AUTH_LIMITS.passwordMin} characters.`)
  .max(AUTH_LIMITS.passwordMax, `Your password can be at most ${AUTH_LIMITS.passwordMax} characters.`);

/** An invitation link's token is 43 characters; anything far longer names no invitation. */
const InvitationTokenText = z.string().trim().max(200, INVITATION_LINK_INVALID);
const InvitationToken = InvitationTokenText.min(1, INVITATION_LINK_INVALID);

/** Creating the account an invitation link offers: the form's fields and the endpoint's body. */
export const InvitedSignUp = z.object({ token: InvitationToken, email: Email, password: NewPassword });

/** The sign-in card's forms, told apart by `intent`; the two-factor step follows a correct password. */
export const LoginIntent = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("sign-in"), email: Email, password: CurrentPassword }),
    // `invite` is the invitation link's token; without one only the first account of an empty installation can be made.
    z.object({ intent: z.literal("sign-up"), email: Email, password: NewPassword, invite: InvitationTokenText }),
    z.object({
      intent: z.literal("two-factor"),
      code: z
        .string()
        .trim()
        .min(1, "Please enter the code from your authenticator app.")
        .max(32, "That code is not valid. Please try again."),
    }),
  ],
  "Unknown action. Please reload the page and try again.",
);
export type LoginIntent = z.infer<typeof LoginIntent>;

export const ForgotPasswordInput = z.object({ email: Email });

export const ResetPasswordInput = z
  .object({
    token: z.string().min(1, "This reset link is incomplete. Please request a new one."),
    password: NewPassword,
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, { message: "The passwords do not match.", path: ["confirm"] });

export const PasswordConfirmInput = z.object({ password: z.string().min(1, "Please enter your password.").max(AUTH_LIMITS.passwordMax) });

export const TotpConfirmInput = z.object({
  code: z.string().trim().regex(/^\d{6}$/, "Please enter the 6-digit code from your authenticator app."),
});

export type FieldErrors = Record<string, string>;

/** Reads the named text fields of a form and validates them with `schema`, one message per field. */
export function parseForm<T>(
  form: FormData,
  schema: z.ZodType<T>,
  fields: readonly string[],
): { ok: true; value: T } | { ok: false; errors: FieldErrors; message: string } {
  const input = Object.fromEntries(fields.map((field) => [field, textField(form, field)]));
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, errors, message: result.error.issues[0]?.message ?? "Please check the form and try again." };
}

export const PROFILE_NAME_MAX = 100;
export const PROFILE_NAME_INVALID = `The name must be text of 1 to ${PROFILE_NAME_MAX} characters.`;
/** A staff member's name as better-auth stores it (sign-up, /update-user): text, never a number, list or object. */
export const ProfileName = z.string(PROFILE_NAME_INVALID).trim().min(1, PROFILE_NAME_INVALID).max(PROFILE_NAME_MAX, PROFILE_NAME_INVALID);

export const PROFILE_IMAGE_INVALID = "The profile image must be an https:// address or an image uploaded to the media library (/media/…).";
const PROFILE_IMAGE_MAX = 2048;
/** A path the media library serves; no segment starts with a dot, so `..` cannot climb out of /media/. */
const MEDIA_PATH = /^\/media(?:\/[\w-][\w.-]*)+$/;

/**
 * Where a profile image may come from: an https address or the site's own media library. Anything
 * else (javascript:, data:, http:, a protocol-relative //host) is refused before it is stored, so no
 * screen that ever shows the image can be turned into a script or a mixed-content request.
 */
export const ProfileImage = z
  .string()
  .max(PROFILE_IMAGE_MAX, PROFILE_IMAGE_INVALID)
  // Printable ASCII only: a URL parser drops tabs and line breaks and trims spaces, which would let a disguised scheme through.
  .regex(/^[\x21-\x7e]+$/, PROFILE_IMAGE_INVALID)
  .refine((value) => MEDIA_PATH.test(value) || isHttpsUrl(value), PROFILE_IMAGE_INVALID)
  .nullable();

function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.username === "" && url.password === "";
}
