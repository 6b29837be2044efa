// The deployment the README describes for sites that outgrow one machine: several app processes
// behind a load balancer, one PostgreSQL. Two built servers on their own ports share one database,
// and whatever one of them does, the other must see at once.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isPostgresUrl } from "#app/db/dialect.ts";
import { SETTINGS_FORM } from "#app/features/site-settings/settings-form.ts";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { postContact } from "#tests/utils/app-contact.ts";
import { createPageOverHttp, savePageOverHttp, translatePageOverHttp, type HtmlPageDraft } from "#tests/utils/app-pages.ts";
import { WARM_EVERY_PAGE, startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? "");
const CONTACT_LIMIT = 3;
const NOTIFY_TO = "sales@two-instances.test";
/** How soon a change through A must show on B. */
const PROPAGATION_MS = 2_000;

describe.skipIf(!onPostgres)("two app instances on one database (PostgreSQL only: SQLite is one process's file, the single-machine setup)", () => {
  let testDb: TestDb;
  let smtp: TestSmtpServer;
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
    smtp = await startSmtpServer();
    const env = { ...WARM_EVERY_PAGE, SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: NOTIFY_TO, CONTACT_RATE_LIMIT: String(CONTACT_LIMIT) };
    // One after the other: both would run the migrations at start.
    a = await startAppProcess({ databaseUrl: testDb.url, env });
    b = await startAppProcess({ databaseUrl: testDb.url, env });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await testDb?.cleanup();
  });

  test("a page published, changed and unpublished through one is served that way by the other at once", async () => {
    await createStaffAccount(testDb.db, { email: "ed@two-instances.test", role: "editor" });
    const cookie = await signInOverHttp(a.url, "ed@two-instances.test");
    // B's cache keeps pages once its change listener listens, which starts just after /readyz.
    await expect.poll(async () => (await fetchPage(b, "/")).cache, { timeout: 10_000 }).toBe("HIT");

    const path = "/shared-news";
    await fetchPage(b, path);
    expect(await fetchPage(b, path)).toMatchObject({ status: 404, cache: "HIT" });

    const draft: HtmlPageDraft = { title: "Shared News", slug: "shared-news", html: "<p>First edition.</p>", isPublished: true };
    let page = await createPageOverHttp(a.url, cookie, draft);
    const published = await servedBy(b, path, (answer) => answer.status === 200);
    expect(published.body).toContain("First edition.");
    // Then kept: polled, because the change's notice can reach B after the poll above was served
    // (the page was read from the database already), and empties B's cache once more.
    await expect.poll(async () => await fetchPage(b, path), { timeout: 10_000 }).toMatchObject({ status: 200, cache: "HIT" });

    page = await savePageOverHttp(a.url, cookie, page, { ...draft, html: "<p>Second edition.</p>" });
    const changed = await servedBy(b, path, (answer) => !answer.body.includes("First edition."));
    expect(changed.body).toContain("Second edition.");

    await savePageOverHttp(a.url, cookie, page, { ...draft, html: "<p>Second edition.</p>", isPublished: false });
    await servedBy(b, path, (answer) => answer.status === 404);
  });

  test("a translation published through one is served by the other at once, and its page's other languages name it", async () => {
    const cookie = await signInOverHttp(a.url, "ed@two-instances.test");
    const english: HtmlPageDraft = { title: "Audit Calendar", slug: "audit-calendar", html: "<p>Our audit calendar.</p>", isPublished: true };
    const page = await createPageOverHttp(a.url, cookie, english);
    await servedBy(b, "/audit-calendar", (answer) => answer.status === 200);
    // Asked for on B before it exists, so B holds its not-found answer and must let go of it.
    expect((await fetchPage(b, "/de/pruefkalender")).status).toBe(404);

    const german = await translatePageOverHttp(a.url, cookie, page, "de");
    const draft: HtmlPageDraft = { title: "Prüfkalender", slug: "pruefkalender", html: "<p>Unser Prüfkalender.</p>", isPublished: false };
    const saved = await savePageOverHttp(a.url, cookie, german, draft);
    expect((await fetchPage(b, "/de/pruefkalender")).status).toBe(404);

    await savePageOverHttp(a.url, cookie, saved, { ...draft, isPublished: true });
    const served = await servedBy(b, "/de/pruefkalender", (answer) => answer.status === 200);
    expect(served.body).toContain("Unser Prüfkalender.");
    expect(served.body).toContain('lang="de"');
    // hreflang is the group's: the English page B had cached now names its German twin.
    const source = await servedBy(b, "/audit-calendar", (answer) => /hreflang="de"/i.test(answer.body));
    expect(source.body).toMatch(/<link[^>]+hreflang="de"[^>]+href="[^"]*\/de\/pruefkalender"/i);
  });

  test("site settings saved through one show on the other's pages at once (its page cache is emptied too)", async () => {
    await createStaffAccount(testDb.db, { email: "boss@two-instances.test", role: "admin" });
    const cookie = await signInOverHttp(a.url, "boss@two-instances.test");
    await expect.poll(async () => (await fetchPage(b, "/how-it-works")).cache, { timeout: 10_000 }).toBe("HIT");

    const phone = "+1 555 0142";
    const { settings, version } = await getSiteSettings(testDb.db);
    const form = new URLSearchParams({ [SETTINGS_FORM.settings]: JSON.stringify({ ...settings, phone }), [SETTINGS_FORM.version]: String(version) });
    const saved = await fetch(`${a.url}/admin/settings`, { method: "POST", headers: { cookie, origin: a.url }, body: form, redirect: "manual" });
    expect(saved.status).toBe(200);

    const changed = await servedBy(b, "/how-it-works", (answer) => answer.body.includes(phone));
    expect(changed.body).toContain(`href="tel:+15550142"`);
  });

  test("the contact rate limit counts every instance's submissions together", async () => {
    const visitor = (n: number) => ({ name: `Rita ${n}`, email: `rita${n}@two-instances.test`, message: "Counting.", forwardedFor: "203.0.113.50" });
    const answers = [];
    for (const [n, app] of [a, a, b, b].entries()) answers.push((await postContact(app.url, visitor(n))).status);
    expect(answers).toEqual([302, 302, 302, 429]);
  });

  test("the contact rate limit holds when instances are sent submissions at the same moment", async () => {
    const visitor = (n: number) => ({ name: `Burst ${n}`, email: `burst${n}@two-instances.test`, message: "All at once.", forwardedFor: "203.0.113.60" });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => postContact((n % 2 ? a : b).url, visitor(n)).then((response) => response.status)));
    expect(answers.filter((status) => status === 302)).toHaveLength(CONTACT_LIMIT);
    expect(answers.filter((status) => status === 429)).toHaveLength(12 - CONTACT_LIMIT);
    const stored = await testDb.db.selectFrom("contact_submissions").select("name").where("name", "like", "Burst %").execute();
    expect(stored).toHaveLength(CONTACT_LIMIT);
  });

  test("each job runs once: every notification e-mail arrives exactly once, whichever instance's worker took it", async () => {
    const count = 30;
    const names = Array.from({ length: count }, (_, n) => `Once ${String(n).padStart(2, "0")}`);
    // Each from its own address, so the limit above stays out of the way.
    const answers = await Promise.all(
      names.map((name, n) => postContact((n % 2 ? a : b).url, { name, email: `once${n}@two-instances.test`, message: "Tell me once.", forwardedFor: `198.51.100.${n + 1}` })),
    );
    expect(answers.map((response) => response.status)).toEqual(names.map(() => 302));

    const notified = () => smtp.messages.map((message) => /New contact message from (Once \d+) </.exec(message.text)?.[1]).filter(Boolean);
    await expect.poll(() => notified().length, { timeout: 30_000 }).toBe(count);
    // A worker marks a job done after its e-mail is sent, and a job taken twice would have been
    // claimed twice (attempts 2): once every job is done, taken once, no second delivery can come.
    const notifyJobs = () => testDb.db.selectFrom("jobs").select(["status", "attempts"]).where("type", "=", "contact.notify").execute();
    await expect.poll(async () => (await notifyJobs()).every((job) => job.status === "done"), { timeout: 30_000 }).toBe(true);
    expect(notified().sort()).toEqual(names);
    const jobs = await notifyJobs();
    expect(jobs.every((job) => job.status === "done" && job.attempts === 1)).toBe(true);
  });

  test("a session signed in on one instance works on the other, and signing out on one ends it on both", async () => {
    await createStaffAccount(testDb.db, { email: "ana@two-instances.test", role: "admin" });
    const cookie = await signInOverHttp(a.url, "ana@two-instances.test");
    expect((await adminPage(b, cookie)).status).toBe(200);
    expect((await adminPage(a, cookie)).status).toBe(200);

    const signOut = await fetch(`${a.url}/admin/logout`, { method: "POST", headers: { cookie, origin: a.url }, redirect: "manual" });
    expect(signOut.status).toBe(302);

    for (const app of [b, a]) {
      const response = await adminPage(app, cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin\/login\?redirectTo=/);
    }
  });
});

/**
 * Asks `app` for `path` until `until` holds, failing after PROPAGATION_MS. PostgreSQL hands a
 * change to every listening connection when its transaction commits, but each instance reads it
 * asynchronously: a millisecond on an idle machine, over 100 ms measured on this loaded one, so a
 * request sent the moment the other instance answered can still get the page from before.
 */
async function servedBy(app: AppProcess, path: string, until: (answer: Awaited<ReturnType<typeof fetchPage>>) => boolean) {
  const deadline = Date.now() + PROPAGATION_MS;
  for (;;) {
    const answer = await fetchPage(app, path);
    if (until(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`${app.url} still answers ${answer.status} (${answer.cache}) for ${path} ${PROPAGATION_MS} ms after the change`);
  }
}

async function fetchPage(app: AppProcess, path: string) {
  const response = await fetch(`${app.url}${path}`);
  return { status: response.status, cache: response.headers.get("x-cache"), body: await response.text() };
}

function adminPage(app: AppProcess, cookie: string): Promise<Response> {
  return fetch(`${app.url}/admin/pages`, { headers: { cookie }, redirect: "manual" });
}
