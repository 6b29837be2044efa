import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { CLIENT_IP_HEADER, getAuth } from "./auth.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { action as authRoute } from "#app/routes/api/auth.$.ts";
import { env } from "#app/lib/env.server.ts";
import { setTestEnv, setSuiteEnv } from "#tests/utils/test-env.ts";
import { getSessionUser } from "./session.server.ts";
import { ORIGIN, PASSWORD, setUpAuthFixture, type AuthFixture } from "#tests/utils/auth-fixture.ts";
import { createStaffAccount } from "#tests/utils/app-staff.ts";
import { TEST_SCRYPT_PARAMS } from "#tests/utils/test-scrypt-params.ts";
import { authBrowser } from "#tests/utils/auth-http.ts";
import { handleLoginAction } from "./login.server.ts";
import { parseHash, verifyPassword } from "./password-hash.server.ts";
import { handleSignOut } from "./sign-out.server.ts";
import { SIGNIN_ACCOUNT_WINDOW_SECONDS, SIGNIN_PAIR_WINDOW_SECONDS } from "./sign-in-limits.server.ts";

let f: AuthFixture;
const ADMIN = "owner@brandcheck.test";
let adminId: string;

beforeAll(async () => {
  f = await setUpAuthFixture();
  const signUp = await f.browser().post("/sign-up/email", { email: ADMIN, password: PASSWORD, name: "owner" });
  adminId = (signUp.json?.user as { id: string }).id;
});
afterAll(() => f?.cleanup());

function loginPost(fields: Record<string, string>): Request {
  return new Request(`${ORIGIN}/admin/login`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const session = (cookie: string) => getSessionUser(new Request(`${ORIGIN}/admin/dashboard`, { headers: { cookie } }));

describe("password storage", () => {
  // At the test process's cheaper parameters (tests/utils/cheap-password-hashing.ts); that the built
  // server hashes at N=2^17, r=8, p=1 is proven in tests/system/invitation-sign-up.test.ts.
  it("hashes with scrypt at the process's parameters and a random salt", async () => {
    const { password: hash } = await f.t.db.selectFrom("account").select("password").where("userId", "=", adminId).executeTakeFirstOrThrow();
    if (!hash) throw new Error("no password stored");
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    expect(parseHash(hash)).toMatchObject(TEST_SCRYPT_PARAMS);
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: `${PASSWORD}!` })).toBe(false);
  });
});

describe("sign-in", () => {
  it("starts a new session with a new token every time, and records the last login and an audit entry", async () => {
    const first = f.browser("203.0.113.1");
    const second = f.browser("203.0.113.1");
    expect((await first.post("/sign-in/email", { email: ADMIN, password: PASSWORD })).status).toBe(200);
    expect((await second.post("/sign-in/email", { email: ADMIN, password: PASSWORD })).status).toBe(200);
    expect(first.cookieHeader()).not.toBe(second.cookieHeader());

    const user = await f.t.db.selectFrom("user").select("lastLoginAt").where("id", "=", adminId).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(user.lastLoginAt!)).toBeLessThan(10_000);
    const entries = await f.t.db.selectFrom("audit_log").selectAll().where("action", "=", "auth.sign_in").execute();
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries[0]).toMatchObject({ actor_id: adminId, actor_email: ADMIN, target_type: "user", summary: `${ADMIN} signed in` });
  });

  it("refuses a wrong password with the server's message, writing no audit entry", async () => {
    const before = await f.t.db.selectFrom("audit_log").select("id").execute();
    const result = await handleLoginAction(loginPost({ intent: "sign-in", email: ADMIN, password: "not the password" }), "203.0.113.2");
    expect(result).toMatchObject({ data: { step: "sign-in", message: "Invalid email or password" }, init: { status: 401 } });
    expect(await f.t.db.selectFrom("audit_log").select("id").execute()).toHaveLength(before.length);
  });

  it("refuses an address with a NUL or other control character as invalid, on PostgreSQL too (which cannot store a NUL)", async () => {
    for (const email of ["\u0000", `owner\u0000@brandcheck.test`, "owner@brandcheck.test\u0007"]) {
      for (const path of ["/sign-in/email", "/sign-up/email"]) {
        const response = await f.browser().post(path, { email, password: PASSWORD, name: "x" }, { ip: "203.0.113.77" });
        expect(response.status, `${path} ${JSON.stringify(email)}`).toBe(400);
        expect(response.json?.message).toEqual(expect.any(String));
      }
    }
  });

  it("stops an address after the per-IP limit with HTTP 429 and a clear message", async () => {
    const limit = env().AUTH_SIGNIN_IP_LIMIT;
    const ip = "203.0.113.3";
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      // A different account each time: this is the per-IP limit, not the per-account one.
      const result = await handleLoginAction(loginPost({ intent: "sign-in", email: `guess${attempt}@example.com`, password: "guess guess guess" }), ip);
      expect(result, `attempt ${attempt}`).toMatchObject({ init: { status: 401 } });
    }
    const blocked = await handleLoginAction(loginPost({ intent: "sign-in", email: ADMIN, password: PASSWORD }), ip);
    expect(blocked).toMatchObject({ init: { status: 429 } });
    expect((blocked as { data: { message: string } }).data.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);

    // Everyone else is unaffected.
    expect(await handleLoginAction(loginPost({ intent: "sign-in", email: ADMIN, password: PASSWORD }), "203.0.113.4")).toBeInstanceOf(Response);
  });
});

describe("per-account limits (docs/decisions/021-sign-in-hardening.md)", () => {
  /** Lowers one limit for a test: better-auth's 5 a minute per IP would otherwise stop a pair's guesses first. */
  function withLimit(name: "AUTH_SIGNIN_PAIR_LIMIT" | "AUTH_SIGNIN_ACCOUNT_LIMIT", value: number) {
    setTestEnv({ [name]: String(value) });
  }
  const signIn = (ip: string, email: string, password: string) => f.browser(ip).post("/sign-in/email", { email, password });

  it("does not let a stranger's failures from other addresses lock the owner out", async () => {
    const owner = "owner-of-target@brandcheck.test";
    await createStaffAccount(f.t.db, { email: owner, role: "editor" });
    // More failures than any one address may make, each from an address of its own.
    for (let attempt = 1; attempt <= env().AUTH_SIGNIN_PAIR_LIMIT + 2; attempt += 1) {
      expect((await signIn(`198.18.0.${attempt}`, owner, "guess guess guess")).status, `attempt ${attempt}`).toBe(401);
    }
    expect((await signIn("198.18.9.9", owner, PASSWORD)).status).toBe(200);
  });

  it("stops guessing from one address at the pair limit, the right password included, and other addresses still sign in", async () => {
    withLimit("AUTH_SIGNIN_PAIR_LIMIT", 3);
    const target = "pair-target@brandcheck.test";
    await createStaffAccount(f.t.db, { email: target, role: "editor" });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn("198.18.1.1", target, "guess guess guess")).status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await signIn("198.18.1.1", target.toUpperCase(), PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(SIGNIN_PAIR_WINDOW_SECONDS);
    expect(blocked.json?.message).toBe(`Too many sign-in attempts for this account. Please try again in ${SIGNIN_PAIR_WINDOW_SECONDS / 60} minutes.`);
    // The form shows the same words.
    const form = await handleLoginAction(loginPost({ intent: "sign-in", email: target, password: PASSWORD }), "198.18.1.1");
    expect(form).toMatchObject({ data: { message: blocked.json?.message }, init: { status: 429 } });

    expect((await signIn("198.18.1.2", target, PASSWORD)).status).toBe(200);
  });

  it("clears an address's failures once it completes a sign-in", async () => {
    withLimit("AUTH_SIGNIN_PAIR_LIMIT", 3);
    const target = "forgetful@brandcheck.test";
    await createStaffAccount(f.t.db, { email: target, role: "editor" });
    for (let attempt = 1; attempt <= 2; attempt += 1) expect((await signIn("198.18.2.1", target, "typo typo typo")).status).toBe(401);
    expect((await signIn("198.18.2.1", target, PASSWORD)).status).toBe(200);
    // Counted on from before, these would be the fourth and fifth attempts: over the limit.
    for (let attempt = 1; attempt <= 2; attempt += 1) expect((await signIn("198.18.2.1", target, "typo typo typo")).status).toBe(401);
  });

  it("bounds guessing from ever new addresses per account, but not from the places the owner signed in from", async () => {
    withLimit("AUTH_SIGNIN_ACCOUNT_LIMIT", 4);
    const target = "rotated@brandcheck.test";
    await createStaffAccount(f.t.db, { email: target, role: "editor" });
    expect((await signIn("198.18.3.1", target, PASSWORD)).status).toBe(200);

    // That first sign-in came from an address new to the account, so it counted: three strangers' attempts fit.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn(`198.18.4.${attempt}`, target, "guess guess guess")).status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await signIn("198.18.4.99", target, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(SIGNIN_ACCOUNT_WINDOW_SECONDS);

    expect((await signIn("198.18.3.1", target, PASSWORD)).status, "the owner's usual address").toBe(200);
  });
});

describe("/api/auth/* (the resource route in front of better-auth)", () => {
  it("counts attempts by the address Express saw, whatever client-IP header the visitor sends", async () => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { ip: "203.0.113.8", nonce: "" });
    const attempt = (n: number) =>
      authRoute({
        request: new Request(`${ORIGIN}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/json", [CLIENT_IP_HEADER]: `192.0.2.${n}`, "x-forwarded-for": `192.0.2.${n}` },
          body: JSON.stringify({ email: `nobody${n}@example.com`, password: "guess guess guess" }),
        }),
        context,
        params: { "*": "sign-in/email" },
      } as never);
    for (let n = 1; n <= env().AUTH_SIGNIN_IP_LIMIT; n += 1) expect((await attempt(n)).status).toBe(401);
    const blocked = await attempt(99);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("cache-control")).toBe("no-store");
  });
});

describe("sign-out", () => {
  it("ends the session on the server, so the old cookie no longer works", async () => {
    const browser = f.browser("203.0.113.5");
    await browser.post("/sign-in/email", { email: ADMIN, password: PASSWORD });
    const cookie = browser.cookieHeader();
    expect(await session(cookie)).toMatchObject({ email: ADMIN });

    const response = await handleSignOut(
      new Request(`${ORIGIN}/admin/logout`, { method: "POST", headers: { cookie, origin: ORIGIN } }),
      "203.0.113.5",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login?flash=signed-out");
    expect(response.headers.getSetCookie().some((line) => /^brandcheck\.session_token=;.*Max-Age=0/i.test(line))).toBe(true);

    // The browser kept a copy of the cookie: it is worthless now.
    expect(await session(cookie)).toBeNull();
    const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    expect(await f.t.db.selectFrom("session").select("id").where("token", "=", token).execute()).toEqual([]);
  });
});

describe("better-auth's admin endpoints", () => {
  it("are not served over HTTP, not even to an Admin: the Users screen's rules would be skipped", async () => {
    const browser = f.browser("203.0.113.7");
    expect((await browser.post("/sign-in/email", { email: ADMIN, password: PASSWORD })).status).toBe(200);
    expect((await browser.get("/admin/list-users")).status).toBe(404);
    expect((await browser.post("/admin/set-role", { userId: adminId, role: "viewer" })).status).toBe(404);
    expect((await browser.post("/admin/remove-user", { userId: adminId })).status).toBe(404);
    const user = await f.t.db.selectFrom("user").select("role").where("id", "=", adminId).executeTakeFirstOrThrow();
    expect(user.role).toBe("admin");
  });
});

describe("cookies over HTTPS", () => {
  // A site served over HTTPS is one whose SITE_URL says so (its cookies are __Host-).
  setSuiteEnv({ SITE_URL: "https://brandcheck.test" });

  it("are __Host- prefixed (so no subdomain can plant one), Secure, HttpOnly, SameSite=Lax, Path=/ and without Domain", async () => {
    const secureOrigin = "https://brandcheck.test";
    const browser = authBrowser(getAuth(secureOrigin), secureOrigin, { ip: "203.0.113.6" });
    const reply = await browser.post("/sign-in/email", { email: ADMIN, password: PASSWORD });
    expect(reply.status).toBe(200);
    const cookies = reply.headers.getSetCookie();
    expect(cookies.some((line) => line.startsWith("__Host-brandcheck.session_token="))).toBe(true);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-brandcheck\./);
      expect(cookie).toMatch(/; Secure(?:;|$)/i);
      expect(cookie).toMatch(/; HttpOnly(?:;|$)/i);
      expect(cookie).toMatch(/; SameSite=Lax(?:;|$)/i);
      expect(cookie).toMatch(/; Path=\/(?:;|$)/i);
      expect(cookie).not.toMatch(/; Domain=/i);
    }
    // The prefixed cookie is the one better-auth reads back.
    expect(await getSessionUser(new Request(`${secureOrigin}/admin`, { headers: { cookie: browser.cookieHeader() } }))).toMatchObject({ email: ADMIN });
  });
});
