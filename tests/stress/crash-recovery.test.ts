// The crash harness (issue F): the built server, busy with writes from visitors and an Admin, is
// killed with SIGKILL at a random moment, again and again, and started again. After every restart
// each write the server acknowledged must be there, the database must pass its integrity check and
// every change must have kept its side effects (the jobs written in its transaction). At the end
// every e-mail and webhook those changes queued must arrive, including the jobs the killed
// processes had claimed: their claim is a lease that runs out (JOBS_LEASE_MS). Runs on SQLite, and
// on PostgreSQL with DATABASE_URL=postgres://…, through `npm run test:stress`.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createContactSubmission } from "#app/features/contact/form/contact.server.ts";
import { emitWebhookEvent } from "#app/features/webhooks/webhooks.server.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import {
  addSubscriber,
  createPage,
  exportSubscribers,
  savedCounter,
  savePage,
  saveWebhook,
  submitContact,
  writeUntilStopped,
  type SavedPage,
  type WriteLog,
  type WriteTarget,
} from "#tests/utils/crash-writers.ts";
import { databaseIntegrityProblems } from "#tests/utils/db-integrity.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { startWebhookReceiver, type WebhookReceiver } from "#tests/utils/webhook-receiver.ts";

/**
 * Each crash costs about 9 s (a restart, a burst, the checks). Twenty were run until 28 November;
 * ten kills, each at a random moment 50–800 ms into a burst with every kind of write in flight, still
 * sample every stage of a request and a job, and the other ten cost three of the CI's 20 minutes
 * on two databases (decision 025).
 */
const CRASHES = 10;
/** The burst runs this long (a random pick) once every kind of write is flowing, so the kill finds requests and jobs at every stage. */
const KILL_AFTER_MS = { min: 50, max: 800 };
const CONTACT_WRITERS = 1;
const SUBSCRIBER_WRITERS = 2;
const PAGE_SLUGS = ["crash-page-a", "crash-page-b"];
/** Short, so the jobs a killed process had claimed are taken over within the test; see JOBS_LEASE_MS. */
const JOBS_LEASE_MS = 2_000;
const NOTIFY_TO = "sales@crash.test";
/** Queued while the server is down, to time how fast the restarted worker drains a real backlog (its e-mail and webhook lanes side by side). */
const BACKLOG = { contactMessages: 300, webhookEvents: 100 };

let testDb: TestDb;
let smtp: TestSmtpServer;
let receiver: WebhookReceiver;
let app: AppProcess;
let target: WriteTarget;
const pages: SavedPage[] = [];
const contacts: WriteLog = { attempted: [], acknowledged: [] };
const subscribers: WriteLog = { attempted: [], acknowledged: [] };
const exports: WriteLog = { attempted: [], acknowledged: [] };
/** The most jobs found unfinished just after a restart: how far the worker fell behind the bursts. */
let largestBacklog = 0;

beforeAll(async () => {
  [testDb, smtp, receiver] = await Promise.all([createTestDb({ migrate: false }), startSmtpServer(), startWebhookReceiver()]);
  app = await startAppProcess({
    databaseUrl: testDb.url,
    env: { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: NOTIFY_TO, WEBHOOK_ALLOW_PRIVATE: "true", JOBS_LEASE_MS: String(JOBS_LEASE_MS) },
  });
  await createStaffAccount(testDb.db, { email: "admin@crash.test", role: "admin" });
  target = { url: app.url, adminCookie: await signInOverHttp(app.url, "admin@crash.test") };

  await saveWebhook(target, receiver.url);
  for (const slug of PAGE_SLUGS) pages.push({ id: await createPage(target, slug), version: 1, lastSent: 0, lastAcknowledged: 0 });
});

afterAll(async () => {
  await app?.stop();
  await Promise.all([smtp?.close(), receiver?.close()]);
  await testDb?.cleanup();
});

describe(`the server killed with SIGKILL ${CRASHES} times under a burst of writes`, () => {
  test("keeps every acknowledged write, an intact database, and delivers every queued e-mail and webhook", async () => {
    for (let crash = 1; crash <= CRASHES; crash += 1) {
      const killAfterMs = KILL_AFTER_MS.min + Math.floor(Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
      const faults = await burstThenKill(crash, killAfterMs);
      expect(faults, `crash ${crash}: the server failed requests before it was killed; its log:\n${app.output().slice(-4000)}`).toEqual([]);
      await app.restart();
      largestBacklog = Math.max(largestBacklog, (await unfinishedJobs()).length);
      await expectNothingLost(`crash ${crash} (killed after ${killAfterMs} ms)`);
    }
    console.info(
      `${testDb.dialect}: ${CRASHES} crashes; acknowledged ${contacts.acknowledged.length}/${contacts.attempted.length} contact messages, ` +
        `${subscribers.acknowledged.length}/${subscribers.attempted.length} subscribers, ${exports.acknowledged.length}/${exports.attempted.length} exports, ` +
        `${pages.map((page) => `${page.lastAcknowledged}/${page.lastSent}`).join(" and ")} page saves`,
    );

    // The drain rate: a backlog written while the server is down (by the app's own functions, each
    // change with its job in one transaction, as a burst of visitors would leave it), timed from the restart.
    await app.kill("SIGKILL");
    await queueBacklog();
    const backlog = (await unfinishedJobs()).length;
    const restartedAt = Date.now();
    await app.restart();
    await expectEveryJobDelivered({ since: restartedAt, backlog });
  });
});

/** Writers hammer the server for `killAfterMs`, then it is killed mid-flight; resolves with the faults seen before the kill. */
async function burstThenKill(crash: number, killAfterMs: number): Promise<string[]> {
  // A save cut off by the last crash may have been stored: start from the version the database holds.
  for (const page of pages) {
    const row = await testDb.db.selectFrom("pages").select("version").where("id", "=", page.id).executeTakeFirstOrThrow();
    page.version = row.version;
  }
  let stopped = false;
  const isStopped = () => stopped;
  const faults: string[] = [];
  const writers = [
    ...Array.from({ length: CONTACT_WRITERS }, (_, w) =>
      writeUntilStopped((n) => submitContact(target, `contact-${crash}-${w}-${n}`, contacts), isStopped, faults),
    ),
    ...Array.from({ length: SUBSCRIBER_WRITERS }, (_, w) =>
      writeUntilStopped(
        async (n) => {
          const email = await addSubscriber(target, `subscriber-${crash}-${w}-${n}`, subscribers);
          await exportSubscribers(target, email, exports);
        },
        isStopped,
        faults,
      ),
    ),
    ...pages.map((page, p) => writeUntilStopped(() => savePage(target, page, PAGE_SLUGS[p]!), isStopped, faults)),
  ];
  // Right after a restart the first requests are slow (cold code, a busy machine): the random
  // moment is counted from when every kind of write has been acknowledged once by the new process,
  // so the kill falls among writes of every kind.
  try {
    await everyKindAcknowledged(faults);
    await sleep(killAfterMs);
  } finally {
    stopped = true;
    await app.kill("SIGKILL");
    await Promise.all(writers);
  }
  return faults;
}

/** How many writes of each kind the server has acknowledged so far. */
function acknowledgedByKind(): number[] {
  return [contacts, subscribers, exports].map((log) => log.acknowledged.length).concat(pages.map((page) => page.lastAcknowledged));
}

/**
 * Resolves once every kind of write has been acknowledged again, or a writer met a fault (which is
 * then the answer): so no crash can pass with writers that got nothing through.
 */
async function everyKindAcknowledged(faults: string[]): Promise<void> {
  const before = acknowledgedByKind();
  const deadline = Date.now() + 30_000;
  while (faults.length === 0 && acknowledgedByKind().some((count, kind) => count === before[kind])) {
    if (Date.now() > deadline) throw new Error(`Not every kind of write was acknowledged within 30 s:\n${app.output().slice(-4000)}`);
    await sleep(10);
  }
}

async function expectNothingLost(when: string): Promise<void> {
  const db = testDb.db;
  expect(await databaseIntegrityProblems(testDb), `${when}: integrity check`).toEqual([]);

  const storedMessages = await db.selectFrom("contact_submissions").select("name").execute();
  const storedMarkers = storedMessages.map((row) => row.name.replace(/^Visitor /, ""));
  expect(missing(contacts.acknowledged, storedMarkers), `${when}: acknowledged contact messages that are gone`).toEqual([]);
  expect(storedMarkers.length, `${when}: contact messages stored twice`).toBe(new Set(storedMarkers).size);

  const storedEmails = (await db.selectFrom("subscribers").select("email").execute()).map((row) => row.email);
  expect(missing(subscribers.acknowledged, storedEmails), `${when}: acknowledged subscribers that are gone`).toEqual([]);

  const deliveries = await db.selectFrom("webhook_deliveries").select("payload").execute();
  const exported = deliveries.map((row) => (row.payload as { data: { search: string | null } }).data.search ?? "");
  expect(missing(exports.acknowledged, exported), `${when}: acknowledged exports without their webhook delivery`).toEqual([]);

  for (const page of pages) {
    const row = await db.selectFrom("pages").select(["title", "version"]).where("id", "=", page.id).executeTakeFirstOrThrow();
    const counter = savedCounter(row.title);
    expect(counter, `${when}: page ${page.id} lost an acknowledged save`).toBeGreaterThanOrEqual(page.lastAcknowledged);
    expect(counter, `${when}: page ${page.id} holds a save never sent`).toBeLessThanOrEqual(page.lastSent);
    // One revision per version, written in the save's transaction: a torn save would leave a gap or an extra.
    const revisions = await db.selectFrom("page_revisions").select("version").where("page_id", "=", page.id).orderBy("version").execute();
    expect(revisions.map((revision) => revision.version), `${when}: revisions of page ${page.id}`).toEqual(range(1, row.version));
  }

  await expectEveryChangeHasItsJob(when);
}

/** The outbox holds: a change exists exactly when the job that reports it does, whatever the crash cut off. */
async function expectEveryChangeHasItsJob(when: string): Promise<void> {
  const db = testDb.db;
  const jobs = await db.selectFrom("jobs").select(["type", "payload"]).execute();
  const jobTargets = (type: string, key: string) =>
    jobs.filter((job) => job.type === type).map((job) => (job.payload as Record<string, string>)[key]!);

  const submissionIds = (await db.selectFrom("contact_submissions").select("id").execute()).map((row) => row.id);
  const notifyJobs = jobTargets("contact.notify", "submissionId");
  expect(notifyJobs.toSorted(), `${when}: one notification job per contact message`).toEqual(submissionIds.toSorted());

  const deliveryIds = (await db.selectFrom("webhook_deliveries").select("id").execute()).map((row) => row.id);
  const deliverJobs = jobTargets("webhook.deliver", "deliveryId");
  expect(deliverJobs.toSorted(), `${when}: one delivery job per webhook delivery`).toEqual(deliveryIds.toSorted());
}

/**
 * Every job runs to the end, those the killed processes held included (after their lease), and
 * reaches the outside world at least once: a crash between sending and recording may repeat one.
 */
async function expectEveryJobDelivered({ since, backlog }: { since: number; backlog: number }): Promise<void> {
  const db = testDb.db;
  const deadline = Date.now() + 60_000 + JOBS_LEASE_MS;
  let unfinished = await unfinishedJobs();
  while (unfinished.length > 0 && Date.now() < deadline) {
    await sleep(100);
    unfinished = await unfinishedJobs();
  }
  // The rate says how much room there is: on a busy machine a slower worker would meet the deadline first.
  const seconds = (Date.now() - since) / 1000;
  console.info(
    `${testDb.dialect}: drained ${backlog - unfinished.length} of ${backlog} unfinished jobs (${BACKLOG.contactMessages} notifications and ` +
      `${BACKLOG.webhookEvents} webhook deliveries queued while the server was down, the rest left by the last crash) in ${seconds.toFixed(1)} s ` +
      `from the restart, start-up and the leases of killed processes' jobs included: ${((backlog - unfinished.length) / seconds).toFixed(1)} jobs/s; ` +
      `the deadline was ${((deadline - since) / 1000).toFixed(0)} s. At most ${largestBacklog} jobs were unfinished just after a crash's restart.`,
  );
  expect(unfinished, "jobs that never finished").toEqual([]);

  const submissions = await db.selectFrom("contact_submissions").select("name").execute();
  const notifications = smtp.messages.filter((message) => message.envelope.to.includes(NOTIFY_TO)).map((message) => message.subject ?? "");
  const mailed = new Set(notifications);
  const unmailed = submissions.filter((row) => !mailed.has(`New contact message from ${row.name}`)).map((row) => row.name);
  expect(unmailed, "contact messages whose notification never arrived").toEqual([]);

  const deliveries = await db.selectFrom("webhook_deliveries").select(["id", "status"]).execute();
  const received = new Set(receiver.requests.map((request) => request.headers["webhook-id"]));
  expect(deliveries.filter((delivery) => !received.has(delivery.id)), "webhook deliveries that never arrived").toEqual([]);
  expect(deliveries.filter((delivery) => delivery.status !== "succeeded"), "webhook deliveries not recorded as delivered").toEqual([]);
  console.info(
    `${testDb.dialect}: sent again after a crash (at least once): ${notifications.length - mailed.size} of ${notifications.length} e-mails, ` +
      `${receiver.requests.length - received.size} of ${receiver.requests.length} webhook requests`,
  );
}

function unfinishedJobs() {
  return testDb.db.selectFrom("jobs").select(["type", "status", "attempts", "last_error"]).where("status", "!=", "done").execute();
}

async function queueBacklog(): Promise<void> {
  for (let n = 0; n < BACKLOG.contactMessages; n += 1) {
    const input = { name: `Visitor backlog-${n}`, email: `backlog-${n}@crash.test`, company: "", message: "Written while the server was down." };
    await createContactSubmission(input, { database: testDb.db });
  }
  for (let n = 0; n < BACKLOG.webhookEvents; n += 1) {
    await testDb.db.transaction().execute((trx) => emitWebhookEvent(trx, "subscribers_export", { search: `backlog-${n}`, subscriber_count: 0 }));
  }
}

/** The items of `expected` that are not in `actual`. */
function missing(expected: string[], actual: string[]): string[] {
  const present = new Set(actual);
  return expected.filter((item) => !present.has(item));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
