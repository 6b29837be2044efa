// Attacks on sign-in that the other auth tests do not already cover (docs/security.md lists them all):
// account enumeration by message or by cost, a correct password from an address that is locked out,
// session fixation, and a removed account's cookie. Already proven elsewhere: the per-IP, per-pair and
// per-account limits and sign-out (sign-in.db.test.ts), reset links single-use, expiring after an hour and ending
// every session (password-reset.db.test.ts), sign-up answering alike for known addresses
// (sign-up.db.test.ts), idle and absolute expiry (app/features/auth/session.db.test.ts).
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { removeUser } from "#app/features/users/users.server.ts";
import { env } from "#app/lib/env.server.ts";
import { setTestEnv } from "#tests/utils/test-env.ts";
import { getSessionUser } from "./session.server.ts";
import { ORIGIN, PASSWORD, setUpAuthFixture, type AuthFixture } from "#tests/utils/auth-fixture.ts";
import { createStaffAccount } from "#tests/utils/app-staff.ts";
import { TEST_SCRYPT_PARAMS } from "#tests/utils/test-scrypt-params.ts";
import { handleLoginAction } from "./login.server.ts";
import { setHashParamsForTests } from "./password-hash.server.ts";

let f: AuthFixture;
const ADMIN = "owner@brandcheck.test";
const VICTIM = "victim@brandcheck.test";
const ATTACKER = "attacker@brandcheck.test";
const LOCKED = "locked@brandcheck.test";
let adminId: string;

// better-auth allows 5 sign-ins a minute per address: every attempt here comes from an address of its own.
let lastOctet = 0;
const nextIp = () => `198.51.100.${(lastOctet += 1)}`;

beforeAll(async () => {
  f = await setUpAuthFixture();
  const signUp = await f.browser(nextIp()).post("/sign-up/email", { email: ADMIN, password: PASSWORD, name: "owner" });
  adminId = (signUp.json?.user as { id: string }).id;
  for (const email of [VICTIM, ATTACKER, LOCKED]) await createStaffAccount(f.t.db, { email, role: "editor" });
});
afterAll(() => f?.cleanup());

const sessionOf = (cookie: string) => getSessionUser(new Request(`${ORIGIN}/admin/dashboard`, { headers: { cookie } }));
const tokenIn = (cookie: string) => decodeURIComponent(/brandcheck\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "").split(".")[0]!;

function loginPost(email: string, password: string): Request {
  return new Request(`${ORIGIN}/admin/login`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "sign-in", email, password }),
  });
}

/** CPU time (all threads: scrypt runs on libuv's pool) that `work` costs this process, in ms. */
async function cpuMs(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe("no account enumeration at sign-in", () => {
  it("answers an unknown address exactly as a wrong password, on the form and on the API", async () => {
    // The form keeps what was typed in the e-mail field; everything else must match.
    const answer = async (email: string) => {
      const result = (await handleLoginAction(loginPost(email, "guess guess guess"), nextIp())) as { data: { email?: string }; init: unknown };
      expect(result.data.email).toBe(email);
      return { ...result, data: { ...result.data, email: "(as typed)" } };
    };
    const wrong = await answer(ADMIN);
    expect(await answer("nobody@brandcheck.test")).toEqual(wrong);
    expect(wrong).toMatchObject({ data: { message: "Invalid email or password" }, init: { status: 401 } });

    const unknownApi = await f.browser(nextIp()).post("/sign-in/email", { email: "nobody@brandcheck.test", password: "guess guess guess" });
    const wrongApi = await f.browser(nextIp()).post("/sign-in/email", { email: ADMIN, password: "guess guess guess" });
    expect(unknownApi.status).toBe(wrongApi.status);
    expect(unknownApi.json).toEqual(wrongApi.json);
  });

  it("still hashes the password for an unknown address, so it costs what a wrong password costs", async () => {
    // At production's hashing cost, for an account whose hash was written at it: the test process's
    // cheap hashing (tests/utils/cheap-password-hashing.ts) would leave too little to measure.
    setHashParamsForTests(null);
    onTestFinished(() => setHashParamsForTests(TEST_SCRYPT_PARAMS));
    const KEYHOLDER = "keyholder@brandcheck.test";
    await createStaffAccount(f.t.db, { email: KEYHOLDER, role: "editor" });
    // CPU time, not wall-clock time: a loaded machine stretches both alike. A refusal that skipped
    // the hash would cost a few milliseconds against scrypt's hundreds.
    const unknown = await cpuMs(() => f.browser(nextIp()).post("/sign-in/email", { email: "ghost@brandcheck.test", password: "guess guess guess" }));
    const wrong = await cpuMs(() => f.browser(nextIp()).post("/sign-in/email", { email: KEYHOLDER, password: "guess guess guess" }));
    const malformed = await cpuMs(() => f.browser(nextIp()).post("/sign-in/email", { email: "not an address", password: "guess guess guess" }));
    expect(wrong, "a wrong password runs scrypt").toBeGreaterThan(10 * malformed);
    expect(unknown, `unknown address ${unknown} ms of CPU, wrong password ${wrong} ms`).toBeGreaterThan(wrong / 2);
    // Three hashes at production's cost take about a CPU-second, but in CI's lower-priority lane beside
    // the browser tests they waited past the 30 s default once.
  }, 120_000);
});

describe("brute force", () => {
  it("refuses even the correct password from an address that made too many failures", async () => {
    // Below better-auth's 5 a minute per IP, which would otherwise stop these guesses first.
    setTestEnv({ AUTH_SIGNIN_PAIR_LIMIT: "3" });
    const guesser = nextIp();
    for (let attempt = 1; attempt <= env().AUTH_SIGNIN_PAIR_LIMIT; attempt += 1) {
      expect((await f.browser(guesser).post("/sign-in/email", { email: LOCKED, password: "guess guess guess" })).status, `attempt ${attempt}`).toBe(401);
    }
    const right = f.browser(guesser);
    const reply = await right.post("/sign-in/email", { email: LOCKED, password: PASSWORD });
    expect(reply.status).toBe(429);
    expect(right.jar.cookies.size, "no session cookie while locked").toBe(0);
    expect(await f.t.db.selectFrom("session").innerJoin("user", "user.id", "session.userId").select("session.id").where("user.email", "=", LOCKED).execute()).toEqual([]);
    // Another account is not locked by it.
    expect((await f.browser(nextIp()).post("/sign-in/email", { email: VICTIM, password: PASSWORD })).status).toBe(200);
  });
});

describe("session fixation", () => {
  it("ignores a made-up session cookie planted before sign-in: the session gets a token the server chose", async () => {
    const browser = f.browser(nextIp());
    browser.jar.cookies.set("brandcheck.session_token", "chosen-by-the-attacker.c2lnbmF0dXJl");
    expect((await browser.post("/sign-in/email", { email: VICTIM, password: PASSWORD })).status).toBe(200);
    const token = tokenIn(browser.cookieHeader());
    expect(token).not.toBe("chosen-by-the-attacker");
    expect(await f.t.db.selectFrom("session").select("id").where("token", "=", "chosen-by-the-attacker").execute()).toEqual([]);
    expect(await sessionOf(browser.cookieHeader())).toMatchObject({ email: VICTIM });
  });

  it("does not turn the attacker's own planted session into the victim's: sign-in issues a new token", async () => {
    const attacker = f.browser(nextIp());
    expect((await attacker.post("/sign-in/email", { email: ATTACKER, password: PASSWORD })).status).toBe(200);
    const planted = attacker.cookieHeader();

    const victim = f.browser(nextIp());
    for (const [name, value] of attacker.jar.cookies) victim.jar.cookies.set(name, value);
    expect((await victim.post("/sign-in/email", { email: VICTIM, password: PASSWORD })).status).toBe(200);

    expect(tokenIn(victim.cookieHeader())).not.toBe(tokenIn(planted));
    expect(await sessionOf(victim.cookieHeader())).toMatchObject({ email: VICTIM });
    // The attacker's copy still opens only the attacker's own account.
    expect(await sessionOf(planted)).toMatchObject({ email: ATTACKER });
  });
});

describe("an ended session's cookie", () => {
  it("is refused once the account is removed from the Users screen", async () => {
    const browser = f.browser(nextIp());
    expect((await browser.post("/sign-in/email", { email: ATTACKER, password: PASSWORD })).status).toBe(200);
    const cookie = browser.cookieHeader();
    expect(await sessionOf(cookie)).toMatchObject({ email: ATTACKER });

    const attacker = await f.t.db.selectFrom("user").select("id").where("email", "=", ATTACKER).executeTakeFirstOrThrow();
    await removeUser(attacker.id, { id: adminId, email: ADMIN });

    expect(await sessionOf(cookie)).toBeNull();
    expect((await browser.get("/get-session")).json).toBeNull();
  });
});
