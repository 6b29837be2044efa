import { ADMIN_EMAIL_MESSAGES, ADMIN_INVALID_EMAIL, emailField } from "#app/lib/email-field.ts";
import { textField } from "#app/lib/form.ts";
import { ROLES, type Role } from "#app/lib/permissions.ts";
import { z } from "#app/lib/zod.ts";

/** The spec's message (section 5) for an invitation e-mail that is empty or has no @. */

export const DEFAULT_INVITE_ROLE: Role = "editor";

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** Stored as compared (normalizeEmail), so "Ann@Example.com" and "ann@example.com" are one person. */
const Email = emailField({ normalize: true, messages: ADMIN_EMAIL_MESSAGES });

const RoleField = z.enum(ROLES, "Please choose a role: Admin, Editor or Viewer.");
// An id longer than any we make names nothing: the same message as a missing one, not Zod's "Too big".
const ITEM_GONE = "That item no longer exists. Please reload the page.";
const Id = z.string().trim().min(1, ITEM_GONE).max(200, ITEM_GONE);

/** Every form on the Users screen, told apart by its `intent` field. */
export const UsersIntent = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("invite"), email: Email, role: RoleField }),
    z.object({ intent: z.literal("resend-invitation"), invitationId: Id }),
    z.object({ intent: z.literal("revoke-invitation"), invitationId: Id }),
    z.object({ intent: z.literal("change-role"), userId: Id, role: RoleField }),
    z.object({ intent: z.literal("remove-user"), userId: Id }),
    z.object({ intent: z.literal("reset-password"), userId: Id }),
  ],
  "Unknown action. Please reload the page and try again.",
);

export type UsersIntent = z.infer<typeof UsersIntent>;
export type InviteFieldErrors = Partial<Record<"email" | "role", string>>;

export type ParsedUsersForm =
  | { ok: true; value: UsersIntent }
  | { ok: false; formError: string; fieldErrors: InviteFieldErrors };

/** Reads one submission of the Users screen; the invite form's fields are checked the same way in the browser. */
export function parseUsersForm(form: FormData): ParsedUsersForm {
  const fields: Record<string, string> = {};
  for (const key of ["intent", "email", "role", "invitationId", "userId"]) fields[key] = textField(form, key);
  const result = UsersIntent.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: InviteFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "role") && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, formError: result.error.issues[0]?.message ?? ADMIN_INVALID_EMAIL, fieldErrors };
}

/** The invite form's check in the browser, with the same schema the server uses. */
export function validateInvite(values: { email: string; role: string }): InviteFieldErrors {
  const result = UsersIntent.safeParse({ intent: "invite", ...values });
  if (result.success) return {};
  const errors: InviteFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "role") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A toast as the spec's catalogue writes it: "title: description". */
export interface ActionMessage {
  title: string;
  description?: string;
}

/** An invitation's working link, shown once to the Admin who made it when no e-mail carries it (users-action.server.ts). */
export interface InvitationLinkShown {
  email: string;
  url: string;
  expiresAt: string;
}

export type UsersActionData =
  | { ok: true; intent: UsersIntent["intent"]; message: ActionMessage; invitationLink?: InvitationLinkShown }
  | {
      ok: false;
      intent: string;
      message: ActionMessage;
      fieldErrors?: InviteFieldErrors;
      /** What the invite form held, so it can be shown again without JavaScript. */
      values?: { email: string; role: string };
    };
