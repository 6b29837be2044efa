import type { Kysely } from "kysely";
import { db, type QueryOptions as Options } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { ASSIGNMENT_EMAIL_JOB } from "#app/features/contact/notification/assignment-email.server.ts";
import { notify } from "#app/features/notifications/notifications.server.ts";
import { kickJobWorker } from "#app/lib/jobs.server.ts";
import { ROLES, can } from "#app/lib/permissions.ts";
import type { StaffChoice } from "./lead-work-schema.ts";

/** The roles that work the inbox: only they can be assigned a message (a Viewer cannot change one). */
const WORKING_ROLES = ROLES.filter((role) => can(role, "submissions:write"));

/** Staff who may be assigned a message, by name: working roles, not banned. */
export async function listAssignableStaff({ database = db() }: Options = {}): Promise<StaffChoice[]> {
  const users = await assignable(database).select(["id", "name", "email"]).orderBy("name").orderBy("email").execute();
  return users.map((user) => ({ id: user.id, name: user.name || user.email }));
}

function assignable(database: Kysely<Database>) {
  return database
    .selectFrom("user")
    .where("role", "in", WORKING_ROLES)
    .where((eb) => eb.or([eb("banned", "is", null), eb("banned", "=", false)]));
}

export type AssignResult = { outcome: "gone" } | { outcome: "not-staff" } | { outcome: "done"; name: string; assignee: StaffChoice | null; changed: boolean };

/**
 * Assigns message `id` to staff member `assigneeId` (empty: to nobody), with an audit entry and, in
 * the same transaction, the new assignee's notification and the job that e-mails them (not when they
 * assigned it to themselves, nor when they turned that e-mail off on their account page).
 * Whoever is named is checked here, on the server: an id that is not someone who works the inbox is refused.
 */
export async function assignSubmission(
  id: string,
  assigneeId: string,
  actor: Actor,
  { database = db(), now = new Date() }: Options = {},
): Promise<AssignResult> {
  const result = await database.transaction().execute(async (trx): Promise<AssignResult> => {
    const current = await trx.selectFrom("contact_submissions").select(["name", "assignee_id"]).where("id", "=", id).executeTakeFirst();
    if (!current) return { outcome: "gone" };
    let assignee: StaffChoice | null = null;
    if (assigneeId !== "") {
      const user = await assignable(trx).select(["id", "name", "email"]).where("id", "=", assigneeId).executeTakeFirst();
      if (!user) return { outcome: "not-staff" };
      assignee = { id: user.id, name: user.name || user.email };
    }
    if ((current.assignee_id ?? null) === (assignee?.id ?? null)) return { outcome: "done", name: current.name, assignee, changed: false };
    await trx
      .updateTable("contact_submissions")
      .set({ assignee_id: assignee?.id ?? null, assigned_at: assignee ? now.toISOString() : null })
      .where("id", "=", id)
      .execute();
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "submission.assign",
        targetType: "contact_submission",
        targetId: id,
        summary: assignee ? `Assigned the message from ${current.name} to ${assignee.name}` : `Unassigned the message from ${current.name}`,
      },
      now,
    );
    // The assignee's bell, and their e-mail unless they turned it off (not when they assigned it to themselves).
    if (assignee && assignee.id !== actor.id) {
      await notify(
        trx,
        { userId: assignee.id, kind: "submission-assigned", title: `A contact message was assigned to you: ${current.name}`, body: `${actor.email} assigned you the message from ${current.name}.`, link: `/admin/contact-submissions?view=${encodeURIComponent(id)}` },
        now,
        { type: ASSIGNMENT_EMAIL_JOB, payload: { submissionId: id, assigneeId: assignee.id, assignedBy: actor.email } },
      );
    }
    return { outcome: "done", name: current.name, assignee, changed: true };
  });
  if (result.outcome === "done" && result.changed) kickJobWorker();
  return result;
}
