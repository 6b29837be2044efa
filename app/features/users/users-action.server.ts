import { data } from "react-router";
import { emailIsDelivered } from "#app/lib/email.server.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { ROLE_LABELS } from "#app/lib/permissions.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { splitMessage } from "#app/lib/toast-messages.ts";
import { createInvitation, resendInvitation, revokeInvitation, type IssuedInvitation } from "./invitations.server.ts";
import { parseUsersForm, type ActionMessage, type InvitationLinkShown, type UsersActionData, type UsersIntent } from "./schema.ts";
import { UserActionError } from "./user-action-error.ts";
import { changeUserRole, removeUser, requestPasswordResetFor } from "./users.server.ts";

const FAILURE_TITLES: Record<UsersIntent["intent"], string> = {
  invite: "Could not invite user",
  "resend-invitation": "Could not resend invitation",
  "revoke-invitation": "Could not revoke invitation",
  "change-role": "Could not update role",
  "remove-user": "Could not remove user",
  "reset-password": "Could not send password reset",
};

export interface UsersActionContext {
  actor: SessionUser;
  /** The site's public origin, for the links in e-mails. */
  origin: string;
  /** better-auth's password reset request for one address. */
  sendPasswordReset: (email: string) => Promise<void>;
}

/**
 * Everything the Users screen can change, after the route has checked "users:manage". Bad input and
 * refusals come back as 4xx with a message for the screen; only real failures are 5xx.
 */
export async function handleUsersAction(request: Request, context: UsersActionContext) {
  const read = await readFormData(request);
  if (!read.ok) return data<UsersActionData>({ ok: false, intent: "", message: { title: read.formError } }, { status: read.status });
  const form = read.form;

  const parsed = parseUsersForm(form);
  if (!parsed.ok) {
    const values = { email: String(form.get("email") ?? ""), role: String(form.get("role") ?? "") };
    return data<UsersActionData>(
      { ok: false, intent: String(form.get("intent") ?? ""), message: splitMessage(parsed.formError), fieldErrors: parsed.fieldErrors, values },
      { status: 400 },
    );
  }

  const input = parsed.value;
  try {
    const { message, invitationLink } = await perform(input, context);
    if (!invitationLink) return data<UsersActionData>({ ok: true, intent: input.intent, message });
    // The link works until used: this one answer carries it, never stored by a cache or the browser.
    return data<UsersActionData>({ ok: true, intent: input.intent, message, invitationLink }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof UserActionError) {
      return data<UsersActionData>(
        {
          ok: false,
          intent: input.intent,
          message: { title: FAILURE_TITLES[input.intent], description: error.message },
          values: input.intent === "invite" ? { email: input.email, role: input.role } : undefined,
        },
        { status: error.status },
      );
    }
    logger.error({ err: error, intent: input.intent }, "Users action failed");
    return data<UsersActionData>(
      { ok: false, intent: input.intent, message: { title: FAILURE_TITLES[input.intent], description: "Something went wrong. Please try again later." } },
      { status: 500 },
    );
  }
}

interface Performed {
  message: ActionMessage;
  invitationLink?: InvitationLinkShown;
}

async function perform(input: UsersIntent, context: UsersActionContext): Promise<Performed> {
  const { actor, origin } = context;
  switch (input.intent) {
    case "invite":
      return issued("User invited", "An invitation email has been sent to", await createInvitation({ email: input.email, role: input.role }, actor, origin));
    case "resend-invitation":
      return issued("Invitation resent", "A new invitation link has been sent to", await resendInvitation(input.invitationId, actor, origin));
    default:
      return { message: await performOther(input, context) };
  }
}

/**
 * An invitation just made or re-sent. With a mail server its link goes by e-mail only. Without one
 * nobody would ever see it (the log has the address and subject, never the text), so the Admin who
 * asked gets it in this answer, once, to pass on themselves: as WordPress lets an admin hand over a
 * first password. Only the token's hash is stored, so it cannot be shown again; Resend makes a new one.
 */
function issued(title: string, sent: string, invitation: IssuedInvitation): Performed {
  if (emailIsDelivered()) return { message: { title, description: `${sent} ${invitation.email}.` } };
  return {
    message: { title, description: `No mail server is configured, so no email was sent. Copy the invitation link and send it to ${invitation.email} yourself.` },
    invitationLink: { email: invitation.email, url: invitation.link, expiresAt: invitation.expires_at },
  };
}

async function performOther(
  input: Exclude<UsersIntent, { intent: "invite" | "resend-invitation" }>,
  { actor, sendPasswordReset }: UsersActionContext,
): Promise<ActionMessage> {
  switch (input.intent) {
    case "revoke-invitation": {
      const invitation = await revokeInvitation(input.invitationId, actor);
      return { title: "Invitation revoked", description: `The invitation to ${invitation.email} no longer works.` };
    }
    case "change-role": {
      const result = await changeUserRole(input.userId, input.role, actor);
      return { title: "Role updated", description: `${result.email} is now ${article(ROLE_LABELS[result.role])}.` };
    }
    case "remove-user": {
      const result = await removeUser(input.userId, actor);
      return { title: "User removed", description: `${result.email} has been removed and signed out.` };
    }
    case "reset-password": {
      const result = await requestPasswordResetFor(input.userId, actor, sendPasswordReset);
      return { title: "Password reset email sent", description: mailed(`A password reset link has been sent to ${result.email}.`, `the password reset email to ${result.email}`) };
    }
  }
}

/** What happened to an e-mail: sent, or, with no SMTP server configured, not sent at all (so nobody waits for it). */
function mailed(sent: string, what: string): string {
  return emailIsDelivered() ? sent : `No mail server is configured (SMTP_URL), so ${what} was not sent. Set SMTP_URL, then send it again.`;
}

function article(label: string): string {
  return `${/^[AEIOU]/.test(label) ? "an" : "a"} ${label}`;
}
