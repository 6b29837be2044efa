import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { sendEmail } from "#app/lib/email.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";

/**
 * E-mails one notification to its person: its title as the subject, its text and a link to what it
 * concerns. Read when the job runs: a notification deleted with its person's account sends nothing.
 */
export async function sendNotificationEmail(payload: unknown, database: Kysely<Database> = db()): Promise<void> {
  const { notificationId } = payload as { notificationId: string };
  const row = await database
    .selectFrom("notifications")
    .innerJoin("user", "user.id", "notifications.user_id")
    .select(["notifications.title", "notifications.body", "notifications.link", "user.email"])
    .where("notifications.id", "=", notificationId)
    .executeTakeFirst();
  if (!row) return;
  const link = new URL(row.link, publicOrigin());
  await sendEmail({
    to: row.email,
    subject: row.title,
    text: [row.body, "", `Open it: ${link.toString()}`, "", "You can choose which of these e-mails you get on your account page: " + new URL("/admin/account", publicOrigin()).toString()].join("\n"),
  });
}
