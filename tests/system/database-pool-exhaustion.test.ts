// A moment's overload on PostgreSQL: every pooled connection is in use, so a request waits for one
// in vain (pg: "timeout exceeded when trying to connect") while the database itself answers. That
// is no bug: the request is answered 503 with Retry-After and words people can read, not 500 (before
// the fix, sign-ins got 500s here: the likeliest cause of those CI once saw in sign-in-flood.test.ts).
// Here the pools run dry on purpose: the test locks a table that every request of a kind reads, so
// the first requests hold all the pool's connections while they wait on the lock and the rest find
// none; the lock is let go once those have been answered.
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { isPostgresUrl } from "#app/db/dialect.ts";
import { PG_POOL_SIZES } from "#app/db/pg-pool.server.ts";
import { SIGN_IN_BUSY_MESSAGE } from "#app/features/auth/sign-in-busy.server.ts";
import { DATABASE_BUSY_MESSAGE } from "#app/lib/database-unavailable.server.ts";
import { signInOverHttp } from "#tests/utils/app-staff.ts";
import { setUpAppWithStaff } from "#tests/utils/app-with-staff.ts";

const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? "");
const OWNER = "owner@pool.test";

interface Answer {
  kind: "api" | "form" | "page";
  status: number;
  retryAfter: string | null;
  text: string;
}

describe.skipIf(!onPostgres)("a database pool that runs dry (PostgreSQL only: SQLite has one connection and no pool)", () => {
  const system = setUpAppWithStaff({ email: OWNER, role: "admin" });

  /**
   * Sends `requests` while `table` is locked, and lets the lock go once all but `held` have been
   * answered (the ones holding the pool's connections cannot answer before). Every request is
   * answered in the end.
   */
  async function whileLocked(table: string, held: number, requests: (() => Promise<Answer>)[]): Promise<Answer[]> {
    let answered = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const lock = system.db.transaction().execute(async (trx) => {
      await sql`lock table ${sql.table(table)} in access exclusive mode`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    try {
      const answers = Promise.all(requests.map((request) => request().finally(() => (answered += 1))));
      const deadline = Date.now() + 60_000;
      while (answered < requests.length - held && Date.now() < deadline) await sleep(50);
      release();
      await lock;
      return await answers;
    } finally {
      release();
    }
  }

  function expectBusy(answer: Answer, message: string) {
    expect(answer.status, answer.text.slice(0, 300)).toBe(503);
    expect(Number(answer.retryAfter), `${answer.kind} says when to retry`).toBeGreaterThan(0);
    expect(answer.text).toContain(message);
    expect(answer.text).not.toMatch(/\n\s+at /);
  }

  it("answers sign-ins that find better-auth's connections all in use 503 with the sign-in message, by the API and by the form", async () => {
    // better-auth's rate limiter reads "rateLimit" first thing in every call. One more than the pool
    // of each kind, so that both kinds have attempts left without a connection.
    const attempts = Array.from({ length: 2 * (PG_POOL_SIZES.auth + 1) }, (_, n) => () => signInAttempt(system.app.url, n));
    const answers = await whileLocked("rateLimit", PG_POOL_SIZES.auth, attempts);

    const statuses = answers.map((answer) => `${answer.kind} ${answer.status}`);
    expect(answers.every((answer) => answer.status === 401 || answer.status === 503), `${JSON.stringify(statuses)}\n${system.app.output().slice(-4000)}`).toBe(true);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length, JSON.stringify(statuses)).toBeGreaterThanOrEqual(answers.length - PG_POOL_SIZES.auth);
    expect(new Set(busy.map((answer) => answer.kind)), "both the API and the form were turned away").toEqual(new Set(["api", "form"]));
    for (const answer of busy) expectBusy(answer, SIGN_IN_BUSY_MESSAGE);
    expect(system.app.output()).toContain("the pool ran dry");
  });

  it("answers pages whose loaders find the app's connections all in use 503 with Retry-After and a plain message", async () => {
    // Every page's root loader reads the site settings.
    const visits = Array.from({ length: PG_POOL_SIZES.app + 3 }, () => () => visit(system.app.url, "/admin/login"));
    const answers = await whileLocked("site_settings", PG_POOL_SIZES.app, visits);

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 503), `${JSON.stringify(statuses)}\n${system.app.output().slice(-4000)}`).toBe(true);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length, JSON.stringify(statuses)).toBeGreaterThanOrEqual(answers.length - PG_POOL_SIZES.app);
    for (const answer of busy) expectBusy(answer, DATABASE_BUSY_MESSAGE);
  });

  it("works as before once the connections are free again", async () => {
    expect((await visit(system.app.url, "/admin/login")).status).toBe(200);
    expect(await signInOverHttp(system.app.url, OWNER)).toContain("brandcheck.session_token=");
  });
});

/** A wrong password from an address of its own, by the API for even `n` and by the sign-in form for odd. */
async function signInAttempt(baseUrl: string, n: number): Promise<Answer> {
  const headers = { origin: baseUrl, "x-forwarded-for": `172.16.1.${n + 1}` };
  const credentials = { email: `guess${n}@example.com`, password: "guess guess guess" };
  const kind = n % 2 === 0 ? "api" : "form";
  const response =
    kind === "api"
      ? await fetch(`${baseUrl}/api/auth/sign-in/email`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(credentials) })
      : await fetch(`${baseUrl}/admin/login`, { method: "POST", headers: { ...headers, accept: "text/html" }, body: new URLSearchParams({ intent: "sign-in", ...credentials }) });
  return { kind, status: response.status, retryAfter: response.headers.get("retry-after"), text: await response.text() };
}

async function visit(baseUrl: string, path: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { accept: "text/html" } });
  return { kind: "page", status: response.status, retryAfter: response.headers.get("retry-after"), text: await response.text() };
}
