import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInvitation } from "#app/features/users/invitations.server.ts";
import { getSessionUser } from "./session.server.ts";
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
    expect(response.headers.get("location")).toBe("/admin/dashboard?flash=signed-up");
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

  it("answers an address with an account, a pending invitation or neither exactly alike, and makes no account", async () => {
    // The repro: an Admin invites newhire@ as Admin, then a stranger signs up with that address alone.
    await createInvitation({ email: "newhire@example.com", role: "admin" }, { id: adminId, email: ADMIN }, ORIGIN);
    const browser = f.browser("198.51.100.3");
    const existing = await browser.post("/sign-up/email", { email: ADMIN, password: PASSWORD, name: "x" });
    const invited = await browser.post("/sign-up/email", { email: "newhire@example.com", password: PASSWORD, name: "x" });
    const unknown = await browser.post("/sign-up/email", { email: "nobody@example.com", password: PASSWORD, name: "x" });
    expect(existing.status).toBe(403);
    expect(existing.json).toEqual({ message: SIGN_UP_BY_INVITATION, code: "SIGN_UP_BY_INVITATION" });
    expect(invited).toMatchObject({ status: 403, json: existing.json });
    expect(unknown).toMatchObject({ status: 403, json: existing.json });
    expect(await f.t.db.selectFrom("user").select("email").where("email", "=", "newhire@example.com").execute()).toEqual([]);
    const pending = await f.t.db.selectFrom("invitations").select("accepted_at").where("email", "=", "newhire@example.com").executeTakeFirstOrThrow();
    expect(pending.accepted_at).toBeNull();
  });

  it("refuses the sign-in card's sign-up for an invited address when the form carries no token", async () => {
    const result = await handleLoginAction(loginPost({ intent: "sign-up", email: "newhire@example.com", password: PASSWORD }), "198.51.100.4");
    expect(result).toMatchObject({ data: { step: "sign-up", message: SIGN_UP_BY_INVITATION }, init: { status: 403 } });
    expect(await f.t.db.selectFrom("user").select("email").where("email", "=", "newhire@example.com").execute()).toEqual([]);
  });
});
