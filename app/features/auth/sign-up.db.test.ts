import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInvitation } from "#app/features/users/invitations.server.ts";
import { getSessionUser } from "#app/lib/session.server.ts";
import { ORIGIN, PASSWORD, setUpAuthFixture, type AuthFixture } from "#tests/utils/auth-fixture.ts";
import { CookieJar } from "#tests/utils/auth-http.ts";
import { SIGN_UP_BY_INVITATION } from "./schema.ts";
import { handleLoginAction } from "./login.server.ts";

let f: AuthFixture;
let adminId: string;
const ADMIN = "owner@brandcheck.test";

beforeAll(async () => {
  f = await setUpAuthFixture();
});
afterAll(() => f?.cleanup());

/** The sign-in card's form as the browser posts it. */
function loginPost(fields: Record<string, string>, cookie?: string): Request {
  const headers: Record<string, string> = { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  return new Request(`${ORIGIN}/admin/login`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

function cookieFrom(response: Response): string {
  const jar = new CookieJar();
  jar.take(response.headers);
  return jar.header();
}

describe("the first account of an empty installation", () => {
  it("becomes an Admin, confirmed at once, and the sign-in card signs it straight in", async () => {
    const result = await handleLoginAction(loginPost({ intent: "sign-up", email: ` ${ADMIN.toUpperCase()} `, password: PASSWORD }), "198.51.100.1");

    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/dashboard?flash=signed-in");
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("brandcheck.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // http:// origin: a Secure cookie would never be sent back.
    expect(cookie).not.toMatch(/Secure/i);

    const user = await f.t.db.selectFrom("user").selectAll().where("email", "=", ADMIN).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: "admin", emailVerified: true });
    adminId = user.id;
    const sessionUser = await getSessionUser(new Request(`${ORIGIN}/admin/dashboard`, { headers: { cookie: cookieFrom(response) } }));
    expect(sessionUser).toEqual({ id: user.id, email: ADMIN, name: "owner", role: "admin" });

    // Nothing to confirm, so no confirmation e-mail.
    await f.deliverEmails();
    expect(f.smtp.messages.filter((m) => m.envelope.to.includes(ADMIN))).toEqual([]);
  });
});

describe("once the installation has a user", () => {
  it("refuses sign-up without an invitation, saying sign-up is by invitation", async () => {
    const result = await handleLoginAction(loginPost({ intent: "sign-up", email: "stranger@example.com", password: PASSWORD }), "198.51.100.2");
    expect(result).not.toBeInstanceOf(Response);
    expect(result).toMatchObject({ data: { step: "sign-up", message: SIGN_UP_BY_INVITATION }, init: { status: 403 } });
    expect(await f.t.db.selectFrom("user").select("email").where("email", "=", "stranger@example.com").execute()).toEqual([]);
  });

  it("answers an address that has an account exactly as one that has none", async () => {
    const browser = f.browser("198.51.100.3");
    const existing = await browser.post("/sign-up/email", { email: ADMIN, password: PASSWORD, name: "x" });
    const unknown = await browser.post("/sign-up/email", { email: "nobody@example.com", password: PASSWORD, name: "x" });
    expect(existing.status).toBe(403);
    expect(unknown.status).toBe(existing.status);
    expect(unknown.json).toEqual(existing.json);
  });

  it("lets an invited address sign up with the invited role, but only after confirming the e-mail", async () => {
    const email = "editor@brandcheck.test";
    const invitation = await createInvitation({ email: "Editor@BrandCheck.test", role: "editor" }, { id: adminId, email: ADMIN }, ORIGIN);

    const signUp = await handleLoginAction(loginPost({ intent: "sign-up", email, password: PASSWORD }), "198.51.100.4");
    expect(signUp).toMatchObject({ data: { step: "sign-in", registered: true } });
    const user = await f.t.db.selectFrom("user").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: "editor", emailVerified: false });
    const accepted = await f.t.db.selectFrom("invitations").select("accepted_at").where("id", "=", invitation.id).executeTakeFirstOrThrow();
    expect(accepted.accepted_at).not.toBeNull();

    const browser = f.browser("198.51.100.4");
    const early = await browser.post("/sign-in/email", { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.json?.code).toBe("EMAIL_NOT_VERIFIED");
    expect(browser.jar.cookies.size).toBe(0);

    await f.deliverEmails();
    const link = new URL(f.linkFromEmail(email, "Confirm your e-mail address"));
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe("/api/auth/verify-email");
    const confirmed = await browser.get(`${link.pathname}${link.search}`);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/admin/login?flash=email-confirmed");

    const signIn = await browser.post("/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const sessionUser = await getSessionUser(new Request(`${ORIGIN}/admin/pages`, { headers: { cookie: browser.cookieHeader() } }));
    expect(sessionUser).toMatchObject({ email, role: "editor" });
  });

  it("does not reuse an invitation once accepted", async () => {
    const browser = f.browser("198.51.100.5");
    const again = await browser.post("/sign-up/email", { email: "editor@brandcheck.test", password: PASSWORD, name: "x" });
    expect(again.status).toBe(403);
    expect(again.json?.message).toBe(SIGN_UP_BY_INVITATION);
  });

  it("refuses an expired or revoked invitation", async () => {
    const actor = { id: adminId, email: ADMIN };
    const expired = await createInvitation({ email: "late@brandcheck.test", role: "viewer" }, actor, ORIGIN);
    await f.t.db.updateTable("invitations").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", expired.id).execute();
    const revoked = await createInvitation({ email: "revoked@brandcheck.test", role: "viewer" }, actor, ORIGIN);
    await f.t.db.updateTable("invitations").set({ revoked_at: new Date().toISOString() }).where("id", "=", revoked.id).execute();

    const browser = f.browser("198.51.100.6");
    for (const email of ["late@brandcheck.test", "revoked@brandcheck.test"]) {
      const reply = await browser.post("/sign-up/email", { email, password: PASSWORD, name: "x" });
      expect(reply.status, email).toBe(403);
      expect(reply.json?.message).toBe(SIGN_UP_BY_INVITATION);
    }
  });

  it("holds an invited sign-up to the password rules: 10 to 128 characters", async () => {
    await createInvitation({ email: "viewer@brandcheck.test", role: "viewer" }, { id: adminId, email: ADMIN }, ORIGIN);
    const short = await handleLoginAction(loginPost({ intent: "sign-up", email: "viewer@brandcheck.test", password: "123456789" }), "198.51.100.7");
    expect(short).toMatchObject({ data: { message: "Your password must be at least 10 characters." }, init: { status: 400 } });

    // The form's rule and better-auth's agree, so a direct request is held to the same limits.
    const browser = f.browser("198.51.100.7");
    const tooLong = await browser.post("/sign-up/email", { email: "viewer@brandcheck.test", password: "x".repeat(129), name: "x" });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json?.code).toBe("PASSWORD_TOO_LONG");
    const longest = await browser.post("/sign-up/email", { email: "viewer@brandcheck.test", password: "x".repeat(128), name: "x" });
    expect(longest.status).toBe(200);
    expect(longest.json?.user).toMatchObject({ role: "viewer", emailVerified: false });
  });
});
