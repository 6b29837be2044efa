import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { enqueueJob } from "#app/lib/jobs.server.ts";
import { z } from "#app/lib/zod.ts";
import { PageError } from "../cms/page-error.ts";
import { MAX_SCHEDULE_YEARS, SCHEDULE_ACTIONS, type PageScheduleSummary, type ScheduleAction } from "./page-publishing-schema.ts";
import { pageLabel } from "../cms/page-rows.server.ts";
import { PAGE_GONE } from "../cms/pages.server.ts";
import { mayPublish } from "./publish-gate.server.ts";
import { stateChangeSummary, writePublishedState } from "./publish-state.server.ts";

/**
 * Scheduled publish and unpublish (docs/decisions/026-page-publishing.md). A schedule is a row in
 * `page_schedules` plus a job due at its time. The job changes nothing unless the row still names
 * that exact time, and deletes the row in the transaction that publishes: a cancelled or moved
 * schedule's old job does nothing, and a job delivered twice (several instances, a lease that ran
 * out) publishes once. What goes live is the page as saved when the job runs.
 */
export const PAGE_SCHEDULE_JOB = "page.scheduled-change";

const SchedulePayload = z.object({ pageId: z.string(), action: z.enum(SCHEDULE_ACTIONS), runAt: z.string() });

const VERB = { publish: "published", unpublish: "unpublished" } as const;
const NOUN = { publish: "publish", unpublish: "unpublish" } as const;

/** The pending schedules of some pages, by page id, earliest first. */
export async function listPageSchedules(pageIds: readonly string[], database: Kysely<Database> = db()): Promise<Map<string, PageScheduleSummary[]>> {
  const byPage = new Map<string, PageScheduleSummary[]>();
  if (pageIds.length === 0) return byPage;
  const rows = await database.selectFrom("page_schedules").selectAll().where("page_id", "in", [...pageIds]).orderBy("run_at").execute();
  for (const row of rows) {
    const list = byPage.get(row.page_id) ?? [];
    list.push({ action: row.action, runAt: new Date(row.run_at).toISOString(), createdByEmail: row.created_by_email });
    byPage.set(row.page_id, list);
  }
  return byPage;
}

/** Sets (or moves) the page's scheduled publish or unpublish to `runAt`, which must lie ahead. */
export async function schedulePageChange(
  pageId: string,
  action: ScheduleAction,
  runAt: Date,
  actor: Actor,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<PageScheduleSummary> {
  if (Number.isNaN(runAt.getTime()) || runAt.getTime() <= now.getTime()) throw new PageError("Choose a time in the future.", 400);
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + MAX_SCHEDULE_YEARS);
  if (runAt > latest) throw new PageError(`Choose a time within the next ${MAX_SCHEDULE_YEARS} years.`, 400);
  const at = runAt.toISOString();

  return database.transaction().execute(async (trx) => {
    const page = await schedulablePage(trx, pageId);
    await trx.deleteFrom("page_schedules").where("page_id", "=", pageId).where("action", "=", action).execute();
    await trx
      .insertInto("page_schedules")
      .values({ page_id: pageId, action, run_at: at, created_by_id: actor.id, created_by_email: actor.email, created_at: now.toISOString() })
      .execute();
    await enqueueJob(trx, PAGE_SCHEDULE_JOB, { pageId, action, runAt: at }, { runAt });
    await recordAudit(
      trx,
      { actorId: actor.id, actorEmail: actor.email, action: "page.schedule", targetType: "page", targetId: pageId, summary: `Scheduled page ${pageLabel(page)} to be ${VERB[action]} at ${at}` },
      now,
    );
    return { action, runAt: at, createdByEmail: actor.email };
  });
}

/** Cancels the page's scheduled publish or unpublish; 404 when there is none (already cancelled, or it happened). */
export async function cancelPageSchedule(pageId: string, action: ScheduleAction, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<void> {
  await database.transaction().execute(async (trx) => {
    const page = await trx.selectFrom("pages").select(["title", "slug"]).where("id", "=", pageId).executeTakeFirst();
    if (!page) throw new PageError(PAGE_GONE, 404);
    const removed = await trx.deleteFrom("page_schedules").where("page_id", "=", pageId).where("action", "=", action).returning("run_at").executeTakeFirst();
    if (!removed) throw new PageError(`This page has no scheduled ${NOUN[action]}. It may have been cancelled or have happened already.`, 404);
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "page.schedule_cancel",
        targetType: "page",
        targetId: pageId,
        summary: `Cancelled the scheduled ${NOUN[action]} of page ${pageLabel(page)} (was ${new Date(removed.run_at).toISOString()})`,
      },
      now,
    );
  });
}

/**
 * The job: publishes or unpublishes the page as it is saved now, if the schedule it was queued for
 * still stands. Returns whether the page changed. The schedule row is deleted in the same
 * transaction, so of two deliveries at once only one finds it (the other waits for the row lock on
 * PostgreSQL, then finds nothing).
 */
export async function runScheduledPageChange(payload: unknown, now: Date, database: Kysely<Database> = db()): Promise<boolean> {
  const { pageId, action, runAt } = SchedulePayload.parse(payload);
  return changeContent(database, async (trx) => {
    if (action === "publish" && !(await scheduleMayPublish(trx, pageId, runAt))) return false;
    const due = await trx
      .deleteFrom("page_schedules")
      .where("page_id", "=", pageId)
      .where("action", "=", action)
      .where("run_at", "=", runAt)
      .returningAll()
      .executeTakeFirst();
    if (!due) return false;
    // The revision and the audit entry name who scheduled it: the change is theirs, made at the time they chose.
    const scheduler = due.created_by_id && due.created_by_email ? { id: due.created_by_id, email: due.created_by_email } : null;
    const row = await writePublishedState(trx, pageId, action === "publish", {
      revisionBy: scheduler,
      summary: (page) => `${stateChangeSummary({ ...page, collection: null })} as scheduled by ${due.created_by_email ?? "a former staff member"}`,
      now,
    });
    return row !== undefined;
  });
}

/**
 * A scheduled publish of an item that needs approval waits for it (decision 048): the schedule stays,
 * and the approval publishes at once when its time has passed (review/review.server.ts). The author of
 * the schedule is who publishes, as the job's revision says.
 */
async function scheduleMayPublish(trx: Kysely<Database>, pageId: string, runAt: string): Promise<boolean> {
  const due = await trx.selectFrom("page_schedules").select(["created_by_id", "created_by_email"]).where("page_id", "=", pageId).where("action", "=", "publish").where("run_at", "=", runAt).executeTakeFirst();
  const page = await trx.selectFrom("pages").select(["id", "version", "collection"]).where("id", "=", pageId).executeTakeFirst();
  if (!due || !page) return true; // nothing to wait for: the job finds nothing to do
  const scheduler = due.created_by_id && due.created_by_email ? { id: due.created_by_id, email: due.created_by_email } : null;
  return mayPublish(trx, scheduler, page);
}

/** A page that can be scheduled: it exists and is not a site page (those are always published). */
async function schedulablePage(executor: Kysely<Database>, pageId: string) {
  const page = await executor.selectFrom("pages").select(["title", "slug", "system_key"]).where("id", "=", pageId).executeTakeFirst();
  if (!page) throw new PageError(PAGE_GONE, 404);
  if (page.system_key) throw new PageError("A website page is always published, so it cannot be scheduled.", 409);
  return page;
}
