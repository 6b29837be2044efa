import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DB } from "#app/db/client.server.ts";
import { getSessionUser } from "./session.server.ts";
import { ORIGIN, PASSWORD, setUpAuthFixture, type AuthFixture } from "#tests/utils/auth-fixture.ts";
import { createStaffAccount } from "#tests/utils/app-staff.ts";
import { CookieJar } from "#tests/utils/auth-http.ts";
import { totpCode } from "#tests/utils/totp.ts";
import { handleLoginAction, type LoginActionData } from "./login.server.ts";
import { takeTotpStep } from "./totp-replay.server.ts";
import { handleTwoFactorAction, twoFactorState, type TwoFactorActionData } from "./two-factor.server.ts";

let f: AuthFixture;
const EMAIL = "owner@brandcheck.test";
let userId: string;

beforeAll(async () => {
  f = await setUpAuthFixture();
  const signUp = await f.browser().post("/sign-up/email", { email: EMAIL, password: PASSWORD, name: "owner" });
  userId = (signUp.json?.user as { id: string }).id;
});
afterAll(() => f?.cleanup());

function post(path: string, fields: Record<string, string>, jar: CookieJar): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

type Result = Response | { data: unknown; init: ResponseInit | null };
function headersOf(result: Result): Headers {
  return result instanceof Response ? result.headers : new Headers(result.init?.headers);
}

/** Confirm and disable answer with this redirect, carrying the new session's cookie and the notice. */
function expectSessionReplaced(result: Result, flash: "two-factor-on" | "two-factor-off"): Response {
  expect(result).toBeInstanceOf(Response);
  expect((result as Response).status).toBe(303);
  expect((result as Response).headers.get("location")).toBe(`/admin/account?flash=${flash}`);
  return result as Response;
}

/** The action's data; a redirect here would be a failure of the test. */
function dataOf(result: Result): TwoFactorActionData {
  if (result instanceof Response) throw new Error(`Expected data, got a ${result.status} to ${result.headers.get("location")}`);
  return result.data as TwoFactorActionData;
}

async function signInWithPassword(jar: CookieJar, ip: string, email = EMAIL): Promise<Result> {
  const result = await handleLoginAction(post("/admin/login", { intent: "sign-in", email, password: PASSWORD }, jar), ip);
  jar.take(headersOf(result));
  return result;
}

const TOTP_PERIOD_MS = 30_000;
const lastStepUsed = new Map<string, number>();
/**
 * A code the account has not used yet: each code works once, so after one is accepted the next
 * must come from a later 30-second step. better-auth accepts one step ahead; beyond that, wait.
 */
async function unusedCode(otpauth: string): Promise<string> {
  const step = Math.max(Math.floor(Date.now() / TOTP_PERIOD_MS), (lastStepUsed.get(otpauth) ?? 0) + 1);
  const wait = (step - 1) * TOTP_PERIOD_MS - Date.now();
  if (wait > 0) await sleep(wait + 50);
  lastStepUsed.set(otpauth, step);
  return totpCode(otpauth, step * TOTP_PERIOD_MS);
}

const auditedSignIns = async () => (await f.t.db.selectFrom("audit_log").select("id").where("action", "=", "auth.sign_in").execute()).length;

describe("two-factor sign-in (TOTP)", () => {
  let otpauth = "";
  let backupCodes: string[] = [];
  let acceptedCode = "";

  it("is switched on from the account page with the password, then confirmed with a first code", async () => {
    const jar = new CookieJar();
    expect(await signInWithPassword(jar, "192.0.2.10")).toBeInstanceOf(Response);
    const signInsBefore = await auditedSignIns();

    const enabled = await handleTwoFactorAction(post("/admin/account", { intent: "enable", password: PASSWORD }, jar), "192.0.2.10");
    const setup = dataOf(enabled).setup!;
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\/BrandCheck:owner%40brandcheck\.test\?/);
    expect(new URL(setup.totpURI).searchParams.get("issuer")).toBe("BrandCheck");
    expect(setup.secret).toBe(new URL(setup.totpURI).searchParams.get("secret"));
    expect(setup.backupCodes).toHaveLength(10);
    expect(await twoFactorState(userId)).toBe("awaiting-code");
    otpauth = setup.totpURI;
    backupCodes = setup.backupCodes;

    const wrong = await handleTwoFactorAction(post("/admin/account", { intent: "confirm", code: "000000" }, jar), "192.0.2.10");
    expect(dataOf(wrong)).toMatchObject({ ok: false, message: "That code is not valid. Please try again." });

    const confirmed = await handleTwoFactorAction(post("/admin/account", { intent: "confirm", code: await unusedCode(otpauth) }, jar), "192.0.2.10");
    // better-auth swapped the session; the new cookie keeps the person signed in.
    jar.take(expectSessionReplaced(confirmed, "two-factor-on").headers);
    expect(await getSessionUser(new Request(`${ORIGIN}/admin`, { headers: { cookie: jar.header() } }))).toMatchObject({ email: EMAIL });
    expect(await twoFactorState(userId)).toBe("on");
    // Switching two-factor on is not a sign-in.
    expect(await auditedSignIns()).toBe(signInsBefore);
  });

  it("asks for the code after a correct password, and signs in only with it", async () => {
    const jar = new CookieJar();
    const signInsBefore = await auditedSignIns();
    const first = await signInWithPassword(jar, "192.0.2.11");
    expect(first).toMatchObject({ data: { step: "two-factor" } satisfies LoginActionData });
    // Password alone: no session yet, and no sign-in recorded.
    expect(await getSessionUser(new Request(`${ORIGIN}/admin`, { headers: { cookie: jar.header() } }))).toBeNull();
    expect(await auditedSignIns()).toBe(signInsBefore);

    const wrong = await handleLoginAction(post("/admin/login", { intent: "two-factor", code: "123456" }, jar), "192.0.2.11");
    expect(wrong).toMatchObject({ data: { step: "two-factor", message: "That code is not valid. Please try again." } });

    acceptedCode = await unusedCode(otpauth);
    const right = await handleLoginAction(
      post("/admin/login", { intent: "two-factor", code: acceptedCode, redirectTo: "/admin/users" }, jar),
      "192.0.2.11",
    );
    expect(right).toBeInstanceOf(Response);
    expect((right as Response).headers.get("location")).toBe("/admin/users?flash=signed-in");
    jar.take((right as Response).headers);
    expect(await getSessionUser(new Request(`${ORIGIN}/admin`, { headers: { cookie: jar.header() } }))).toMatchObject({ email: EMAIL });
    expect(await auditedSignIns()).toBe(signInsBefore + 1);
  });

  it("accepts each code from the app once: a second password sign-in with the same code is refused", async () => {
    const again = new CookieJar();
    expect(await signInWithPassword(again, "192.0.2.17")).toMatchObject({ data: { step: "two-factor" } });
    const replayed = await handleLoginAction(post("/admin/login", { intent: "two-factor", code: acceptedCode }, again), "192.0.2.17");
    expect(replayed).toMatchObject({ data: { step: "two-factor", message: "That code is not valid. Please try again." }, init: { status: 401 } });
    expect(await getSessionUser(new Request(`${ORIGIN}/admin`, { headers: { cookie: again.header() } }))).toBeNull();
    // A code from before the accepted one is refused as well.
    const earlier = totpCode(otpauth, (lastStepUsed.get(otpauth)! - 1) * TOTP_PERIOD_MS);
    expect(await handleLoginAction(post("/admin/login", { intent: "two-factor", code: earlier }, again), "192.0.2.17")).toMatchObject({
      data: { step: "two-factor", message: "That code is not valid. Please try again." },
    });
  });

  it("lets exactly one of two sign-ins that send one code at the same moment through", async () => {
    // An account of its own, so its codes do not wait behind the steps the tests above used.
    const email = "racer@brandcheck.test";
    await createStaffAccount(f.t.db, { email, role: "editor" });
    const setupJar = new CookieJar();
    await signInWithPassword(setupJar, "192.0.2.19", email);
    const { totpURI } = dataOf(await handleTwoFactorAction(post("/admin/account", { intent: "enable", password: PASSWORD }, setupJar), "192.0.2.19")).setup!;
    expectSessionReplaced(await handleTwoFactorAction(post("/admin/account", { intent: "confirm", code: await unusedCode(totpURI) }, setupJar), "192.0.2.19"), "two-factor-on");

    const jars = [new CookieJar(), new CookieJar()];
    for (const [n, jar] of jars.entries()) expect(await signInWithPassword(jar, `192.0.2.${20 + n}`, email)).toMatchObject({ data: { step: "two-factor" } });
    const code = await unusedCode(totpURI);
    const results = await Promise.all(jars.map((jar, n) => handleLoginAction(post("/admin/login", { intent: "two-factor", code }, jar), `192.0.2.${20 + n}`)));
    expect(results.filter((result) => result instanceof Response)).toHaveLength(1);
    expect(results.find((result) => !(result instanceof Response))).toMatchObject({ data: { message: "That code is not valid. Please try again." } });
  });

  it("accepts each backup code once instead of a code from the app", async () => {
    const jar = new CookieJar();
    await signInWithPassword(jar, "192.0.2.12");
    const withBackup = await handleLoginAction(post("/admin/login", { intent: "two-factor", code: backupCodes[0]! }, jar), "192.0.2.12");
    expect(withBackup).toBeInstanceOf(Response);

    const again = new CookieJar();
    await signInWithPassword(again, "192.0.2.13");
    const reused = await handleLoginAction(post("/admin/login", { intent: "two-factor", code: backupCodes[0]! }, again), "192.0.2.13");
    expect(reused).toMatchObject({ data: { step: "two-factor", message: "That code is not valid. Please try again." } });
  });

  it("is switched off again with the password", async () => {
    const jar = new CookieJar();
    await signInWithPassword(jar, "192.0.2.14");
    const signedIn = await handleLoginAction(post("/admin/login", { intent: "two-factor", code: backupCodes[1]! }, jar), "192.0.2.14");
    jar.take((signedIn as Response).headers);

    const wrongPassword = await handleTwoFactorAction(post("/admin/account", { intent: "disable", password: "not my password" }, jar), "192.0.2.14");
    expect(dataOf(wrongPassword)).toMatchObject({ ok: false });
    const disabled = await handleTwoFactorAction(post("/admin/account", { intent: "disable", password: PASSWORD }, jar), "192.0.2.14");
    jar.take(expectSessionReplaced(disabled, "two-factor-off").headers);
    expect(await getSessionUser(new Request(`${ORIGIN}/admin/account`, { headers: { cookie: jar.header() } }))).toMatchObject({ email: EMAIL });
    expect(await twoFactorState(userId)).toBe("off");
    expect(await signInWithPassword(new CookieJar(), "192.0.2.15")).toBeInstanceOf(Response);
  });

  // Found by the form fuzz test: a post whose Sec-Fetch-Mode was not "navigate" (a script's fetch, an
  // older browser) was answered with data, and React Router then rendered the page for the ended session.
  it.each([
    ["a browser without JavaScript (a navigation)", "navigate", "192.0.2.16"],
    ["React Router's fetch (JavaScript on)", "cors", "192.0.2.26"],
    ["a browser that sends no Sec-Fetch headers", null, "192.0.2.36"],
  ])("keeps %s signed in when switched on and off: back to the page with the new session", async (_, fetchMode, ip) => {
    const jar = new CookieJar();
    await signInWithPassword(jar, ip);
    for (const intent of ["enable", "disable", "enable", "disable"]) {
      const oldCookie = jar.header();
      const request = post("/admin/account", { intent, password: PASSWORD }, jar);
      if (fetchMode) request.headers.set("sec-fetch-mode", fetchMode);
      const result = await handleTwoFactorAction(request, ip);
      if (intent === "enable") {
        expect(dataOf(result)).toMatchObject({ ok: true });
        continue;
      }
      jar.take(expectSessionReplaced(result, "two-factor-off").headers);
      expect(await getSessionUser(new Request(`${ORIGIN}/admin/account`, { headers: { cookie: jar.header() } }))).toMatchObject({ email: EMAIL });
      expect(await getSessionUser(new Request(`${ORIGIN}/admin/account`, { headers: { cookie: oldCookie } }))).toBeNull();
      expect(await twoFactorState(userId)).toBe("off");
    }
  });
});

describe("taking a TOTP step", () => {
  /**
   * Two app instances on one database: with PostgreSQL a second pool stands for the second
   * instance; SQLite serves one process, so there it is the one handle.
   */
  it("is won by exactly one of many concurrent callers, on every instance, and never moves back", async () => {
    const instances: DB[] = f.t.dialect === "postgres" ? [f.t.db, createDb(f.t.url), createDb(f.t.url)] : [f.t.db];
    try {
      await f.t.db.insertInto("twoFactor").values({ id: "tf-race", secret: "x", backupCodes: "x", userId, verified: true, failedVerificationCount: 0, lockedUntil: null, lastTotpStep: null }).execute();
      const step = 60_000_000;
      const taken = await Promise.all(Array.from({ length: 12 }, (_, n) => takeTotpStep("tf-race", step, instances[n % instances.length])));
      expect(taken.filter(Boolean)).toHaveLength(1);
      expect(await takeTotpStep("tf-race", step - 1)).toBe(false);
      expect(await takeTotpStep("tf-race", step + 1)).toBe(true);
      expect((await f.t.db.selectFrom("twoFactor").select("lastTotpStep").where("id", "=", "tf-race").executeTakeFirstOrThrow()).lastTotpStep).toBe(step + 1);
    } finally {
      await Promise.all(instances.slice(1).map((instance) => instance.destroy()));
      await f.t.db.deleteFrom("twoFactor").where("id", "=", "tf-race").execute();
    }
  });
});
