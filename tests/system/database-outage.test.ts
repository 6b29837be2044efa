// The database goes away under a running server and comes back: a TCP proxy between the built
// server and PostgreSQL (tests/utils/tcp-proxy.ts) is cut and restored, and nothing is restarted.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isPostgresUrl } from "#app/db/dialect.ts";
import { createContactSubmission } from "#app/features/contact/form/contact.server.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { postContact } from "#tests/utils/app-contact.ts";
import { createPageOverHttp, postPageSave, type HttpPage } from "#tests/utils/app-pages.ts";
import { WARM_EVERY_PAGE, startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { startTcpProxy, type TcpProxy } from "#tests/utils/tcp-proxy.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? "");
/** A failing request must answer within this, not wait for a database that is not there. */
const ANSWER_WITHIN_MS = 10_000;
const NOTIFY_TO = "sales@outage.test";
const PAGE = { title: "Outage Page", slug: "outage-page", html: "<p>Still here while the database is away.</p>", isPublished: true };

describe.skipIf(!onPostgres)("the database goes away and comes back (PostgreSQL only: an SQLite file cannot become unreachable)", () => {
  let testDb: TestDb;
  let proxy: TcpProxy;
  let smtp: TestSmtpServer;
  let app: AppProcess;
  let cookie: string;
  let page: HttpPage;
  const warmed = new Map<string, { etag: string; body: string }>();

  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
    const direct = new URL(testDb.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    smtp = await startSmtpServer();
    app = await startAppProcess({ databaseUrl: proxy.through(testDb.url), env: { ...WARM_EVERY_PAGE, SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: NOTIFY_TO } });
    await createStaffAccount(testDb.db, { email: "ana@outage.test", role: "admin" });
    cookie = await signInOverHttp(app.url, "ana@outage.test");
    page = await createPageOverHttp(app.url, cookie, PAGE);
  });

  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
    await smtp?.close();
    await testDb?.cleanup();
  });

  test("public pages visited before the outage are in the cache", async () => {
    // The cache keeps pages only while its change listener listens, which starts just after /readyz.
    await expect.poll(async () => (await fetchPage(app.url, "/")).cache, { timeout: 10_000 }).toBe("HIT");
    for (const path of ["/", `/${PAGE.slug}`]) {
      await fetchPage(app.url, path);
      const { status, cache, etag, body } = await fetchPage(app.url, path);
      expect({ path, status, cache }).toEqual({ path, status: 200, cache: "HIT" });
      warmed.set(path, { etag, body });
    }
    expect(warmed.get(`/${PAGE.slug}`)!.body).toContain("Still here while the database is away.");
  });

  test("while the database is unreachable: cached pages are served, /readyz reports it, writes fail with a clear message", async () => {
    await proxy.cut();

    for (const [path, before] of warmed) {
      const { status, cache, etag, body } = await timed(() => fetchPage(app.url, path));
      expect({ path, status, cache, etag }).toEqual({ path, status: 200, cache: "HIT", etag: before.etag });
      expect(body).toBe(before.body);
    }

    const ready = await timed(() => fetch(`${app.url}/readyz`));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", database: "error" });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);

    const contact = await timed(() => postContact(app.url, { name: "Ada", email: "ada@outage.test", message: "Are you there?", forwardedFor: "198.51.100.1" }));
    // /contact is a site page now: its post reads the page's form section first, so an outage
    // answers with the site's "temporarily unavailable" message, as every page that needs its row does.
    await expectUnavailablePage(contact);

    const save = await timed(() => postPageSave(app.url, cookie, `/admin/pages/edit/${page.id}`, { ...PAGE, title: "Never saved" }, page.version));
    await expectUnavailablePage(save);

    // A page nobody visited before the outage cannot be rendered without its row.
    await expectUnavailablePage(await timed(() => fetch(`${app.url}/never-visited-page`)));

    const signIn = await timed(() =>
      fetch(`${app.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.url },
        body: JSON.stringify({ email: "ana@outage.test", password: "whatever it is" }),
      }),
    );
    expect(signIn.status).toBe(503);
    expect(await signIn.text()).toMatch(/temporarily unavailable/i);
  });

  test("the server stays up through the outage, with everything it had failing over and over", async () => {
    // The jobs worker and the change listener keep trying meanwhile; none of it may crash the process.
    // The listener logs each failed reconnection (backing off from 0.5 s to 5 s): wait for two more.
    const reconnections = () => app.output().split("Content change listener could not connect").length - 1;
    const before = reconnections();
    await expect.poll(reconnections, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(before + 2);
    expect(app.output()).toContain("Job worker tick failed");
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect(app.output()).not.toMatch(/Unhandled 'error' event|uncaughtException|unhandledRejection/);
  });

  test("once the database is back, without a restart: ready, writes succeed, jobs run, changes are heard again", async () => {
    // Changed while this server could not hear it (another instance still reached the database):
    // its cache still holds the old page, which it must drop once it listens again.
    await changeContent(testDb.db, (trx) => trx.updateTable("pages").set({ title: "Outage Page, changed meanwhile" }).where("id", "=", page.id).execute());
    // Queued meanwhile by another instance: this server's worker delivers it once it reaches the database.
    await createContactSubmission({ name: "Queued Meanwhile", email: "queued@outage.test", company: null, message: "Sent during the outage." }, { database: testDb.db });
    expect((await fetchPage(app.url, `/${PAGE.slug}`)).body).not.toContain("changed meanwhile");

    await proxy.restore();

    await expect.poll(async () => (await fetch(`${app.url}/readyz`)).status, { timeout: 15_000 }).toBe(200);
    await expect.poll(async () => (await fetchPage(app.url, `/${PAGE.slug}`)).body, { timeout: 15_000 }).toContain("changed meanwhile");

    const contact = await postContact(app.url, { name: "Ada After", email: "ada.after@outage.test", message: "Back again?", forwardedFor: "198.51.100.2" });
    expect(contact.status).toBe(302);
    const saved = await postPageSave(app.url, cookie, `/admin/pages/edit/${page.id}`, { ...PAGE, title: "Saved After The Outage" }, page.version);
    expect(saved.status).toBe(200);
    await expect.poll(async () => (await fetchPage(app.url, `/${PAGE.slug}`)).body).toContain("Saved After The Outage");

    await expect
      .poll(() => smtp.messages.map((message) => message.text.match(/New contact message from (.+) </)?.[1]).sort(), { timeout: 15_000 })
      .toEqual(["Ada After", "Queued Meanwhile"]);
    expect(await testDb.db.selectFrom("jobs").select(["type", "status"]).where("status", "!=", "done").execute()).toEqual([]);

    // The change listener is back: a change made through another connection empties this server's cache.
    await expect.poll(async () => (await fetchPage(app.url, `/${PAGE.slug}`)).cache, { timeout: 15_000 }).toBe("HIT");
    await changeContent(testDb.db, (trx) => trx.updateTable("pages").set({ title: "Changed Elsewhere" }).where("id", "=", page.id).execute());
    await expect.poll(async () => (await fetchPage(app.url, `/${PAGE.slug}`)).body, { timeout: 5_000 }).toContain("Changed Elsewhere");
  });
});

async function fetchPage(baseUrl: string, path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, cache: response.headers.get("x-cache"), etag: response.headers.get("etag") ?? "", body: await response.text() };
}

/** Runs `request` and fails the test when it takes longer than a visitor should wait. */
async function timed<T>(request: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await request();
  expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
  return result;
}

/** HTTP 503 with a page that says so in plain words, never a stack trace. */
async function expectUnavailablePage(response: Response): Promise<void> {
  const body = await response.text();
  expect(response.status).toBe(503);
  expect(body).toMatch(/temporarily unavailable/i);
  expect(body).not.toMatch(/\n\s+at /);
}
