import { db } from "#app/db/client.server.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { jobTypeLabel, kickJobWorker, retryFailedJob } from "#app/lib/jobs.server.ts";
import { ActionRefusal } from "#app/lib/action-refusal.ts";

/** Retry on the Site Health screen: the failed job gets one more attempt now, recorded in the audit log. */
export async function retryJob(jobId: string, actor: Actor, now: Date = new Date()): Promise<{ label: string }> {
  const job = await db()
    .transaction()
    .execute(async (trx) => {
      const retried = await retryFailedJob(trx, jobId, now);
      if (retried) {
        await recordAudit(
          trx,
          { actorId: actor.id, actorEmail: actor.email, action: "site_health.job_retry", targetType: "job", targetId: retried.id, summary: `Retried a failed job: ${jobTypeLabel(retried.type)}` },
          now,
        );
      }
      return retried;
    });
  if (!job) throw new ActionRefusal("That job is no longer failed: it was retried already, or removed. Please reload the page.", 409);
  kickJobWorker();
  return { label: jobTypeLabel(job.type) };
}
