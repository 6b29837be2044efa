import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSessionUser } from "#app/lib/session.server.ts";
import { ORIGIN, PASSWORD, setUpAuthFixture, type AuthFixture } from "#tests/utils/auth-fixture.ts";
import { CookieJar } from "#tests/utils/auth-http.ts";
import { totpCode } from "#tests/utils/totp.ts";
import { handleLoginAction, type LoginActionData } from "./login.server.ts";
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

/** The action's data; a redirect here would be a failure of the test. */
function dataOf(result: Result): TwoFactorActionData {
  if (result instanceof Response) throw new Error(`Expected data, got a ${result.status} to ${result.headers.get("location")}`);
  return result.data as TwoFactorActionData;
}

async function signInWithPassword(jar: CookieJar, ip: string): Promise<Result> {
  const result = await handleLoginAction(post("/admin/login", { intent: "sign-in", email: EMAIL, password: PASSWORD }, jar), ip);
  jar.take(headersOf(result));
  return result;
}

const auditedSignIns = async () => (await f.t.db.selectFrom("audit_log").select("id").where("action", "=", "auth.sign_in").execute()).length;

describe("two-factor sign-in (TOTP)", () => {
  let otpauth = "";
  let backupCodes: string[] = [];

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

    const confirmed = await handleTwoFactorAction(post("/admin/account", { intent: "confirm", code: totpCode(otpauth) }, jar), "192.0.2.10");
    expect(dataOf(confirmed)).toMatchObject({ ok: true });
    // better-auth swapped the session; the new cookie keeps the person signed in.
    jar.take(headersOf(confirmed));
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

    const right = await handleLoginAction(
      post("/admin/login", { intent: "two-factor", code: totpCode(otpauth), redirectTo: "/admin/users" }, jar),
      "192.0.2.11",
    );
    expect(right).toBeInstanceOf(Response);
    expect((right as Response).headers.get("location")).toBe("/admin/users?flash=signed-in");
    jar.take((right as Response).headers);
    expect(await getSessionUser(new Request(`${ORIGIN}/admin`, { headers: { cookie: jar.header() } }))).toMatchObject({ email: EMAIL });
    expect(await auditedSignIns()).toBe(signInsBefore + 1);
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
    expect(disabled).toMatchObject({ data: { ok: true } });
    expect(await twoFactorState(userId)).toBe("off");
    expect(await signInWithPassword(new CookieJar(), "192.0.2.15")).toBeInstanceOf(Response);
  });

  it("keeps a browser without JavaScript signed in when switched off: back to the page with the new session", async () => {
    const jar = new CookieJar();
    await signInWithPassword(jar, "192.0.2.16");
    jar.take(headersOf(await handleTwoFactorAction(post("/admin/account", { intent: "enable", password: PASSWORD }, jar), "192.0.2.16")));
    const oldCookie = jar.header();

    const request = post("/admin/account", { intent: "disable", password: PASSWORD }, jar);
    request.headers.set("sec-fetch-mode", "navigate");
    const disabled = await handleTwoFactorAction(request, "192.0.2.16");

    // React Router would render the page for the old, ended session and drop the new cookie.
    expect(disabled).toBeInstanceOf(Response);
    expect((disabled as Response).status).toBe(303);
    expect((disabled as Response).headers.get("location")).toBe("/admin/account");
    jar.take((disabled as Response).headers);
    expect(await getSessionUser(new Request(`${ORIGIN}/admin/account`, { headers: { cookie: jar.header() } }))).toMatchObject({ email: EMAIL });
    expect(await getSessionUser(new Request(`${ORIGIN}/admin/account`, { headers: { cookie: oldCookie } }))).toBeNull();
    expect(await twoFactorState(userId)).toBe("off");
  });
});
