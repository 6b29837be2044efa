import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sendNotificationEmail } from "#app/features/notifications/notification-email.server.ts";
import { NOTIFICATION_KIND_KEYS } from "#app/features/notifications/notification-kinds.ts";
import { NOTIFICATION_EMAIL_JOB, saveEmailedKinds } from "#app/features/notifications/notifications.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { insertStaffUser } from "#tests/utils/staff-builders.ts";
import { setSuiteEnv } from "#tests/utils/test-env.ts";
import { createPage } from "../cms/pages.server.ts";
import { PageInput } from "../cms/schema.ts";
import { SITE_SCOPE } from "../publishing/publish-gate.server.ts";
import { setReviewer } from "./review-settings.server.ts";
import { approveReview, requestChanges, submitForReview } from "./review.server.ts";

/** Decisions 048 and 049: a submission reaches the reviewers' bells, a decision the submitter's, each e-mailed unless switched off. */
const { testDb, editor, admin } = setUpPagesTestDb();
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
setSuiteEnv(() => ({ SMTP_URL: smtp.url, SITE_URL: "https://www.brandcheck.test" }));
afterAll(() => smtp?.close());

const T0 = new Date("2030-03-02T09:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

beforeEach(async () => {
  smtp.messages.length = 0;
  const { db } = testDb();
  for (const table of ["review_settings", "jobs", "notifications", "notification_email_opt_outs"] as const) await db.deleteFrom(table).execute();
  await db.insertInto("review_settings").values({ scope: SITE_SCOPE, approval_required: true }).execute();
});

async function draftBy(author: { id: string; email: string }, slug: string) {
  return createPage(PageInput.parse({ title: "Preise", slug, metaDescription: "Was es kostet.", isPublished: false, content: { html: "<p>Preise</p>" } }), author, { now: T0 });
}

async function notificationsOf(userId: string) {
  return testDb().db.selectFrom("notifications").select(["id", "kind", "title", "body", "link"]).where("user_id", "=", userId).orderBy("created_at").execute();
}

/** The e-mail jobs queued for person `userId`'s notifications. */
async function emailJobsOf(userId: string) {
  const ids = new Set((await notificationsOf(userId)).map((row) => row.id));
  const jobs = await testDb().db.selectFrom("jobs").select(["type", "payload"]).execute();
  return jobs.filter((job) => job.type === NOTIFICATION_EMAIL_JOB && ids.has((job.payload as { notificationId: string }).notificationId));
}

describe("a submission", () => {
  it("tells every Admin and every Editor allowed to review, but not the submitter nor anyone else", async () => {
    const { db } = testDb();
    const secondAdmin = await insertStaffUser(db, { email: "bea@brandcheck.test", role: "admin" });
    const reviewingEditor = await insertStaffUser(db, { email: "rita@brandcheck.test", role: "editor" });
    const otherEditor = await insertStaffUser(db, { email: "otto@brandcheck.test", role: "editor" });
    const viewer = await insertStaffUser(db, { email: "vic@brandcheck.test", role: "viewer" });
    await setReviewer(reviewingEditor.id, true, admin());

    const page = await draftBy(editor(), "preise");
    await submitForReview(page.id, page.version, "Neue Preise ab April.", editor(), { now: at(1) });
    for (const reviewer of [admin(), secondAdmin, reviewingEditor]) {
      expect(await notificationsOf(reviewer.id)).toEqual([
        expect.objectContaining({ kind: "review-requested", title: `${editor().email} asked for a review of “Preise”`, body: expect.stringContaining("Neue Preise ab April."), link: `/admin/review/${page.id}` }),
      ]);
      expect(await emailJobsOf(reviewer.id)).toHaveLength(1);
    }
    for (const bystander of [editor(), otherEditor, viewer]) expect(await notificationsOf(bystander.id)).toEqual([]);

    // A reviewing Editor's own submission goes to the other reviewers only: nobody decides on their own.
    const own = await draftBy(reviewingEditor, "eigene");
    await submitForReview(own.id, own.version, "Bitte prüfen.", reviewingEditor, { now: at(2) });
    expect((await notificationsOf(reviewingEditor.id)).map((row) => row.link)).toEqual([`/admin/review/${page.id}`]);
    expect((await notificationsOf(admin().id)).map((row) => row.link)).toEqual([`/admin/review/${page.id}`, `/admin/review/${own.id}`]);
  });

  it("tells the reviewers again when it is resubmitted after changes were requested", async () => {
    const page = await draftBy(editor(), "preise");
    await submitForReview(page.id, page.version, "Erster Entwurf.", editor(), { now: at(1) });
    await requestChanges(page.id, page.version, "Bitte Staffelpreise.", admin(), { now: at(2) });
    await submitForReview(page.id, page.version, "Staffelpreise ergänzt.", editor(), { now: at(3) });
    expect((await notificationsOf(admin().id)).map((row) => [row.kind, row.body])).toEqual([
      ["review-requested", expect.stringContaining("Erster Entwurf.")],
      ["review-requested", expect.stringContaining("Staffelpreise ergänzt.")],
    ]);
  });
});

describe("a decision", () => {
  it("tells the submitter, with the comment and a link to the item's editor, in the bell and by e-mail", async () => {
    const page = await draftBy(editor(), "preise");
    await submitForReview(page.id, page.version, "Neue Preise.", editor(), { now: at(1) });
    await requestChanges(page.id, page.version, "Bitte Staffelpreise ergänzen.", admin(), { now: at(2) });
    const [changes] = await notificationsOf(editor().id);
    expect(changes).toMatchObject({ kind: "changes-requested", title: "Changes requested: “Preise”", link: `/admin/pages/edit/${page.id}` });
    expect(changes?.body).toContain(`${admin().email} asked for changes to “Preise”`);

    // The one e-mail of the decision is the notification's: it carries the comment, the item and the link.
    const [job] = await emailJobsOf(editor().id);
    await sendNotificationEmail(job!.payload, testDb().db);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatchObject({ envelope: { to: [editor().email] }, subject: "Changes requested: “Preise”" });
    expect(smtp.messages[0]?.text).toContain("Bitte Staffelpreise ergänzen.");
    expect(smtp.messages[0]?.text).toContain(`https://www.brandcheck.test/admin/pages/edit/${page.id}`);

    await submitForReview(page.id, page.version, "Ergänzt.", editor(), { now: at(3) });
    await approveReview(page.id, page.version, "Sieht gut aus.", admin(), { now: at(4) });
    expect((await notificationsOf(editor().id)).at(-1)).toMatchObject({
      kind: "approved",
      title: "Approved and published: “Preise”",
      body: expect.stringContaining("Sieht gut aus."),
      link: `/admin/pages/edit/${page.id}`,
    });
    // Nobody else hears of the decision, and the reviewer is not told of their own.
    expect((await notificationsOf(admin().id)).map((row) => row.kind)).toEqual(["review-requested", "review-requested"]);
    // Every e-mail the review queued is a notification's: two review requests, two decisions.
    expect((await testDb().db.selectFrom("jobs").select("type").execute()).map((job) => job.type)).toEqual(Array(4).fill(NOTIFICATION_EMAIL_JOB));
  });

  it("with the submitter's e-mail switch off, still reaches their bell but queues no e-mail", async () => {
    await saveEmailedKinds(editor().id, NOTIFICATION_KIND_KEYS.filter((kind) => kind !== "changes-requested" && kind !== "approved"));
    const page = await draftBy(editor(), "preise");
    await submitForReview(page.id, page.version, "Neue Preise.", editor(), { now: at(1) });
    await requestChanges(page.id, page.version, "Bitte Staffelpreise.", admin(), { now: at(2) });
    await submitForReview(page.id, page.version, "Ergänzt.", editor(), { now: at(3) });
    await approveReview(page.id, page.version, "Danke.", admin(), { now: at(4) });
    expect((await notificationsOf(editor().id)).map((row) => row.kind)).toEqual(["changes-requested", "approved"]);
    expect(await emailJobsOf(editor().id)).toEqual([]);
    // The reviewer kept every switch on: their review requests are e-mailed.
    expect(await emailJobsOf(admin().id)).toHaveLength(2);
  });
});
