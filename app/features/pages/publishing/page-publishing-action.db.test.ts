import { beforeEach, describe, expect, it } from "vitest";
import { savePersonalTimeZone } from "#app/features/time-zones/time-zones.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { createPage } from "../cms/pages.server.ts";
import { PageInput } from "../cms/schema.ts";
import { handlePublishingAction } from "./page-publishing-action.server.ts";
import type { PublishingActionData } from "./page-publishing-schema.ts";
import { listPageSchedules } from "./page-schedule.server.ts";

const { testDb, editor } = setUpPagesTestDb();

beforeEach(async () => {
  await testDb().db.deleteFrom("jobs").execute();
  await testDb().db.deleteFrom("site_settings").execute();
});

async function schedule(pageId: string, at: string, timeZone: string) {
  const body = new URLSearchParams({ intent: "schedule", pageId, action: "publish", at, timeZone });
  const answer = await handlePublishingAction(new Request("http://localhost/admin/pages/publishing", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }), editor());
  if (answer instanceof Response) throw new Error("A schedule answers with data");
  return { status: answer.init?.status ?? 200, data: answer.data as PublishingActionData };
}

const newPage = () => createPage(PageInput.parse({ title: "Launch", slug: "launch", metaDescription: "Soon.", isPublished: false, content: { html: "<p>Soon</p>" } }), editor());
const year = new Date().getUTCFullYear() + 1;

describe("scheduling in a person's time zone", () => {
  it("reads the picked time in their zone, stores the instant in UTC and answers naming the zone", async () => {
    await savePersonalTimeZone(editor().id, "Australia/Sydney");
    const page = await newPage();
    // 9:30 am in Sydney in January (summer, GMT+11) is 10:30 pm UTC the day before.
    const answer = await schedule(page.id, `${year}-01-15T09:30`, "Australia/Sydney");
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: { title: "Publish scheduled", description: `Set for Jan 15, ${year} 9:30 am (Sydney, GMT+11).` } } });
    expect((await listPageSchedules([page.id])).get(page.id)).toMatchObject([{ action: "publish", runAt: `${year}-01-14T22:30:00.000Z` }]);
    // In winter (GMT+10) the same wall-clock time is an hour later in UTC.
    await schedule(page.id, `${year}-07-15T09:30`, "Australia/Sydney");
    expect((await listPageSchedules([page.id])).get(page.id)).toMatchObject([{ runAt: `${year}-07-14T23:30:00.000Z` }]);
  });

  it("says so when the picked time does not exist there (clocks go forward) and sets the time just after", async () => {
    await savePersonalTimeZone(editor().id, "Europe/London");
    const page = await newPage();
    // The last Sunday of March, when London skips 1:00-2:00 am.
    const day = new Date(Date.UTC(year, 2, 31));
    day.setUTCDate(31 - day.getUTCDay());
    const date = day.toISOString().slice(0, 10);
    const answer = await schedule(page.id, `${date}T01:30`, "Europe/London");
    expect(answer.data.message.description).toMatch(/\(London, GMT\+1\)\. Clocks go forward that night and skip 1:30 am, so it is set for 2:30 am\.$/);
    expect((await listPageSchedules([page.id])).get(page.id)).toMatchObject([{ runAt: `${date}T01:30:00.000Z` }]);
  });

  it("refuses a time picked in a zone that is no longer the person's, and a time that is no date, changing nothing", async () => {
    const page = await newPage();
    const moved = await schedule(page.id, `${year}-01-15T09:30`, "Australia/Sydney");
    expect(moved).toMatchObject({ status: 409, data: { ok: false, message: { title: "Failed to schedule", description: "Your time zone is now UTC. Reload the page and choose the time again." } } });
    for (const at of [`${year}-02-30T09:30`, `${year}-01-15T09:30:00Z`, "2030-01-15T09:30:00.000+08:00", "soon", ""]) {
      expect((await schedule(page.id, at, "UTC")).status, at).toBe(400);
    }
    expect((await listPageSchedules([page.id])).size).toBe(0);
  });
});
