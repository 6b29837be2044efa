import { data } from "react-router";
import type { ActionResult } from "#app/components/action-feedback.tsx";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { z } from "#app/lib/zod.ts";
import { NOTIFICATION_EMAILS_INTENT, NOTIFICATION_KIND_KEYS } from "./notification-kinds.ts";
import { saveEmailedKinds } from "./notifications.server.ts";

/** The Account page's e-mail switches: the kinds ticked (the form's "kind" checkboxes); an unknown kind is refused. */
const EmailedKindsInput = z.array(z.enum(NOTIFICATION_KIND_KEYS as [string, ...string[]], "Choose among the listed notifications.")).max(NOTIFICATION_KIND_KEYS.length * 2);

export interface NotificationEmailsActionData extends ActionResult {
  intent: typeof NOTIFICATION_EMAILS_INTENT;
}

/** Saves which notifications the signed-in person is e-mailed about; their own account only. */
export async function handleNotificationEmails(form: FormData, user: SessionUser) {
  const parsed = EmailedKindsInput.safeParse(form.getAll("kind").map(String));
  if (!parsed.success) {
    return data<NotificationEmailsActionData>(
      { intent: NOTIFICATION_EMAILS_INTENT, ok: false, message: { title: "Failed to save your notification e-mails", description: parsed.error.issues[0]?.message ?? "Choose among the listed notifications." } },
      { status: 400 },
    );
  }
  await saveEmailedKinds(user.id, NOTIFICATION_KIND_KEYS.filter((kind) => parsed.data.includes(kind)));
  return data<NotificationEmailsActionData>({ intent: NOTIFICATION_EMAILS_INTENT, ok: true, message: { title: "Notification e-mails saved", description: "The bell still lists every notification; only the e-mails you ticked are sent." } });
}
