import { data, redirect } from "react-router";
import { readFormData } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { describeAdjustment, formatInZone, localToUtc, zoneTimeName } from "#app/lib/time-zone.ts";
import { withFlash } from "#app/lib/toast-messages.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { editorPath } from "#app/features/collections/collections.ts";
import { effectiveTimeZone } from "#app/features/time-zones/time-zones.server.ts";
import { PageError } from "../cms/page-error.ts";
import { duplicatePage } from "./page-duplicate.server.ts";
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from "./page-preview-links.server.ts";
import { PublishingInput, type PagePublishing, type PublishingActionData, type PublishingIntent } from "./page-publishing-schema.ts";
import { cancelPageSchedule, listPageSchedules, schedulePageChange } from "./page-schedule.server.ts";

const FAILED: Record<PublishingIntent, string> = {
  schedule: "Failed to schedule",
  "cancel-schedule": "Failed to cancel the schedule",
  duplicate: "Failed to duplicate page",
  share: "Failed to create a preview link",
  "revoke-share": "Failed to revoke the preview link",
};

/** The editor's Schedule and Share draft panels, for one page. */
export async function loadPagePublishing(pageId: string): Promise<PagePublishing> {
  const [schedules, previewLinks] = await Promise.all([listPageSchedules([pageId]), listPreviewLinks(pageId)]);
  return { schedules: schedules.get(pageId) ?? [], previewLinks };
}

/**
 * A publishing action, after the route has checked "pages:write". Bad input and refusals answer
 * 4xx with a message and change nothing; a duplicate opens the copy in its editor.
 */
export async function handlePublishingAction(request: Request, actor: SessionUser) {
  const read = await readFormData(request);
  if (!read.ok) return answer(read.status, "", { title: "Error", description: read.formError });
  const parsed = PublishingInput.safeParse(Object.fromEntries([...read.form].filter(([, value]) => typeof value === "string")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return answer(400, "", { title: "Error", description: issue?.message ?? "Unknown action. Please reload the page and try again." });
  }
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "schedule": {
        const zone = await effectiveTimeZone(actor.id);
        if (input.timeZone !== zone) {
          return answer(409, input.intent, { title: FAILED.schedule, description: `Your time zone is now ${zoneTimeName(zone)}. Reload the page and choose the time again.` });
        }
        // The schema let only real dates and times through, so the conversion has an answer.
        const when = localToUtc(input.at, zone)!;
        const schedule = await schedulePageChange(input.pageId, input.action, new Date(when.iso), actor);
        const description = [`Set for ${formatInZone(schedule.runAt, zone)}.`, describeAdjustment(input.at, when, zone)].filter(Boolean).join(" ");
        return answer(200, input.intent, { title: input.action === "publish" ? "Publish scheduled" : "Unpublish scheduled", description });
      }
      case "cancel-schedule":
        await cancelPageSchedule(input.pageId, input.action, actor);
        return answer(200, input.intent, { title: "Schedule cancelled", description: `The page will not be ${input.action}ed automatically.` });
      case "duplicate": {
        const copy = await duplicatePage(input.pageId, actor);
        return redirect(withFlash(editorPath(copy), "page-duplicated"));
      }
      case "share": {
        const link = await createPreviewLink(input.pageId, actor, { days: input.days });
        return data<PublishingActionData>({ ok: true, intent: input.intent, message: { title: "Preview link created", description: "Copy it now: it is shown only once." }, link });
      }
      case "revoke-share":
        await revokePreviewLink(input.pageId, input.linkId, actor);
        return answer(200, input.intent, { title: "Preview link revoked", description: "The link no longer opens the page." });
    }
  } catch (error) {
    const known = error instanceof PageError;
    if (!known) logger.error({ err: error, intent: input.intent }, "Page publishing action failed");
    return answer(known ? error.status : 500, input.intent, { title: FAILED[input.intent], description: known ? error.message : "Something went wrong. Please try again later." });
  }
}

function answer(status: number, intent: PublishingIntent | "", message: PublishingActionData["message"]) {
  return data<PublishingActionData>({ ok: status < 300, intent, message }, { status });
}
