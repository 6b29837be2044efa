import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assignSubmission } from "#app/features/contact/inbox/assignment.server.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { setSuiteEnv } from "#tests/utils/test-env.ts";
import { handleNotificationEmails } from "./notification-emails-action.server.ts";
import { sendNotificationEmail } from "./notification-email.server.ts";
import { NOTIFICATION_KIND_KEYS } from "./notification-kinds.ts";
import { handleNotificationsAction } from "./notifications-action.server.ts";
import { bellOf, emailedKinds, markAllNotificationsRead, markNotificationRead, notify, saveEmailedKinds } from "./notifications.server.ts";

let t: TestDb;
let smtp: TestSmtpServer;
let ada: StaffUser;
let ben: StaffUser;
const T0 = new Date("2026-03-02T09:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
  smtp = await startSmtpServer();
});
setSuiteEnv(() => ({ SMTP_URL: smtp.url, SITE_URL: "https://www.brandcheck.test" }));
afterAll(async () => {
  await smtp?.close();
  await t?.cleanup();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  for (const table of ["notifications", "notification_email_opt_outs", "contact_submissions", "jobs", "audit_log", "user"] as const) await t.db.deleteFrom(table).execute();
  ada = await insertStaffUser(t.db, { email: "ada@brandcheck.test", role: "editor" });
  ben = await insertStaffUser(t.db, { email: "ben@brandcheck.test", role: "viewer" });
});

const mention = (userId: string, title: string) => ({ userId, kind: "mentioned" as const, title, body: "ben wrote:\n\nLook", link: "/admin/pages/edit/p1#notes" });
const post = (fields: Record<string, string>) => new Request("http://localhost/admin/notifications", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
const statusOf = (result: Response | { init: ResponseInit | null }) => (result instanceof Response ? result.status : (result.init?.status ?? 200));

describe("the bell", () => {
  it("lists a person's own notifications, newest first, with their unread count; read marks are per person", async () => {
    await t.db.transaction().execute(async (trx) => {
      await notify(trx, mention(ada.id, "First"), at(0));
      await notify(trx, mention(ada.id, "Second"), at(1));
      await notify(trx, mention(ben.id, "Ben's"), at(2));
    });
    let bell = await bellOf(ada.id);
    expect(bell.unread).toBe(2);
    expect(bell.items.map((item) => [item.title, item.read])).toEqual([["Second", false], ["First", false]]);

    // Ben cannot mark Ada's as read; Ada can.
    const adasFirst = bell.items[1]!.id;
    expect(await markNotificationRead(ben.id, adasFirst)).toBe(false);
    expect((await bellOf(ada.id)).unread).toBe(2);
    expect(await markNotificationRead(ada.id, adasFirst)).toBe(true);
    bell = await bellOf(ada.id);
    expect(bell.unread).toBe(1);
    expect(bell.items.map((item) => [item.title, item.read])).toEqual([["Second", false], ["First", true]]);

    await markAllNotificationsRead(ada.id);
    expect((await bellOf(ada.id)).unread).toBe(0);
    expect((await bellOf(ben.id)).unread).toBe(1);
  });

  it("the bell's action refuses another person's notification, an unknown intent and a long body, and changes nothing", async () => {
    await t.db.transaction().execute((trx) => notify(trx, mention(ben.id, "Ben's"), at(0)));
    const bens = (await bellOf(ben.id)).items[0]!.id;
    const adaUser = { ...ada, role: "editor" as const };
    expect(statusOf(await handleNotificationsAction(post({ intent: "read", id: bens }), adaUser))).toBe(404);
    expect(statusOf(await handleNotificationsAction(post({ intent: "delete", id: bens }), adaUser))).toBe(400);
    expect(statusOf(await handleNotificationsAction(post({ intent: "read", id: "x".repeat(5000) }), adaUser))).toBe(413);
    expect(statusOf(await handleNotificationsAction(post({ intent: "read-all" }), adaUser))).toBe(200);
    expect((await bellOf(ben.id)).unread).toBe(1);
    expect(statusOf(await handleNotificationsAction(post({ intent: "read", id: bens }), { ...ben, role: "viewer" }))).toBe(200);
    expect((await bellOf(ben.id)).unread).toBe(0);
  });
});

describe("notification e-mails", () => {
  it("e-mails each notification with a link to it, unless its person turned that kind off", async () => {
    await t.db.transaction().execute((trx) => notify(trx, mention(ada.id, "ben mentioned you on “Pricing”"), at(0)));
    const [job] = await t.db.selectFrom("jobs").select(["type", "payload"]).execute();
    expect(job?.type).toBe("notification.email");
    await sendNotificationEmail(job!.payload, t.db);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatchObject({ envelope: { to: [ada.email] }, subject: "ben mentioned you on “Pricing”" });
    expect(smtp.messages[0]!.text).toContain("Open it: https://www.brandcheck.test/admin/pages/edit/p1#notes");

    await saveEmailedKinds(ada.id, NOTIFICATION_KIND_KEYS.filter((kind) => kind !== "mentioned"));
    await t.db.deleteFrom("jobs").execute();
    await t.db.transaction().execute((trx) => notify(trx, mention(ada.id, "Again"), at(1)));
    expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
    // The bell still lists it.
    expect((await bellOf(ada.id)).items.map((item) => item.title)).toContain("Again");
  });

  it("the Account page's switches save per person, and refuse a kind that does not exist without changing anything", async () => {
    expect(await emailedKinds(ada.id)).toEqual(NOTIFICATION_KIND_KEYS);
    const form = (kinds: string[]) => {
      const data = new FormData();
      data.set("intent", "notification-emails");
      for (const kind of kinds) data.append("kind", kind);
      return data;
    };
    expect(statusOf(await handleNotificationEmails(form(["taken-over"]), { ...ada, role: "editor" }))).toBe(200);
    expect(await emailedKinds(ada.id)).toEqual(["taken-over"]);
    expect(await emailedKinds(ben.id)).toEqual(NOTIFICATION_KIND_KEYS);
    expect(statusOf(await handleNotificationEmails(form(["mentioned", "everything'); DROP TABLE user;--"]), { ...ada, role: "editor" }))).toBe(400);
    expect(await emailedKinds(ada.id)).toEqual(["taken-over"]);
    expect(statusOf(await handleNotificationEmails(form([]), { ...ada, role: "editor" }))).toBe(200);
    expect(await emailedKinds(ada.id)).toEqual([]);
  });

  it("a message assigned to someone rings their bell; its e-mail is the assignment e-mail, and follows their switch", async () => {
    const insert = async (name: string) => {
      const id = crypto.randomUUID();
      await t.db.insertInto("contact_submissions").values({ id, name, email: "ann@example.com", company: null, message: "Hi", status: "new", created_at: T0.toISOString() }).execute();
      return id;
    };
    const first = await insert("Ann");
    await assignSubmission(first, ada.id, ben);
    expect((await bellOf(ada.id)).items).toEqual([expect.objectContaining({ kind: "submission-assigned", title: "A contact message was assigned to you: Ann", link: `/admin/contact-submissions?view=${first}` })]);
    expect((await t.db.selectFrom("jobs").select("type").execute()).map((job) => job.type)).toEqual(["contact.assigned"]);

    await saveEmailedKinds(ada.id, []);
    await t.db.deleteFrom("jobs").execute();
    await assignSubmission(await insert("Bob"), ada.id, ben);
    expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
    expect((await bellOf(ada.id)).unread).toBe(2);
  });
});
