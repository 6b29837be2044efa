// Joining through an invitation link (issue 17, item 1): the account is made only with the link's
// token, for the address it was sent to, once; every refusal reads the same; the link confirms the
// address, so the invitee is signed straight in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { acceptInvitation } from "#app/features/users/accept-invitation.server.ts";
import { createInvitation, resendInvitation, revokeInvitation } from "#app/features/users/invitations.server.ts";
import type { Role } from "#app/lib/permissions.ts";
import { getSessionUser } from "./session.server.ts";
import { ORIGIN, PASSWORD, setUpAuthFixture, type AuthFixture } from "#tests/utils/auth-fixture.ts";
import { CookieJar } from "#tests/utils/auth-http.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { handleLoginAction } from "./login.server.ts";
import { INVITATION_LINK_INVALID, SIGN_UP_BY_INVITATION } from "./schema.ts";

let f: AuthFixture;
let admin: StaffUser;
/** A client address per request: better-auth allows 3 sign-ups per 10 s from one. */
let nextIp = 1;
const ip = () => `198.51.100.${nextIp++}`;
const REFUSED = { message: INVITATION_LINK_INVALID, code: "INVITATION_INVALID" };

beforeAll(async () => {
  f = await setUpAuthFixture();
});
afterAll(() => f?.cleanup());
beforeEach(async () => {
  for (const table of ["audit_log", "jobs", "invitations", "session", "account", "user"] as const) await f.t.db.deleteFrom(table).execute();
  f.smtp.messages.length = 0;
  admin = await insertStaffUser(f.t.db, { email: "owner@brandcheck.test", role: "admin" });
});

/** Invites `email` and returns the token of the link the e-mail carries. */
async function invite(email: string, role: Role = "editor"): Promise<{ id: string; token: string }> {
  const invitation = await createInvitation({ email, role }, admin, ORIGIN);
  return { id: invitation.id, token: await mailedToken(email) };
}

async function mailedToken(email: string): Promise<string> {
  await f.deliverEmails();
  return new URL(f.linkFromEmail(email, "invited")).searchParams.get("invite")!;
}

function acceptOverHttp(body: Record<string, string>) {
  return f.browser(ip()).post("/sign-up/invitation", body);
}

/** The sign-in card's form as the browser posts it from an invitation link. */
function loginPost(fields: Record<string, string>): Request {
  return new Request(`${ORIGIN}/admin/login?invite=x`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function accountsFor(email: string) {
  return f.t.db.selectFrom("user").selectAll().where("email", "=", email).execute();
}

async function acceptedAt(invitationId: string) {
  const row = await f.t.db.selectFrom("invitations").select("accepted_at").where("id", "=", invitationId).executeTakeFirstOrThrow();
  return row.accepted_at;
}

describe("the invitation link's form", () => {
  it("creates the confirmed account with the invited role and signs the invitee straight in", async () => {
    const { id, token } = await invite("newhire@example.com", "admin");
    const result = await handleLoginAction(loginPost({ intent: "sign-up", email: "NewHire@Example.com", password: PASSWORD, invite: token }), ip());

    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/dashboard?flash=signed-up");
    const jar = new CookieJar();
    jar.take(response.headers);
    const sessionUser = await getSessionUser(new Request(`${ORIGIN}/admin/users`, { headers: { cookie: jar.header() } }));
    expect(sessionUser).toMatchObject({ email: "newhire@example.com", role: "admin" });

    expect(await accountsFor("newhire@example.com")).toEqual([expect.objectContaining({ role: "admin", emailVerified: true })]);
    expect(await acceptedAt(id)).not.toBeNull();
    const audit = await f.t.db.selectFrom("audit_log").select(["action", "summary"]).where("action", "=", "user.invite_accept").execute();
    expect(audit).toEqual([{ action: "user.invite_accept", summary: "newhire@example.com joined as Admin" }]);
    // The link proved the address: no confirmation e-mail, no second step.
    await f.deliverEmails();
    expect(f.smtp.messages.filter((m) => m.subject?.includes("Confirm"))).toEqual([]);
  });

  it("keeps the token when the password is refused, so the invitee can try again with the same link", async () => {
    const { id, token } = await invite("newhire@example.com");
    const short = await handleLoginAction(loginPost({ intent: "sign-up", email: "newhire@example.com", password: "123456789", invite: token }), ip());
    expect(short).toMatchObject({ data: { step: "sign-up", message: "Your password must be at least 10 characters." }, init: { status: 400 } });
    const tooLong = await acceptOverHttp({ token, email: "newhire@example.com", password: "x".repeat(129) });
    expect(tooLong).toMatchObject({ status: 400, json: { message: "Your password can be at most 128 characters." } });
    expect(await acceptedAt(id)).toBeNull();

    const longest = await acceptOverHttp({ token, email: "newhire@example.com", password: "x".repeat(128) });
    expect(longest).toMatchObject({ status: 200, json: { user: { email: "newhire@example.com", role: "editor", emailVerified: true } } });
  });
});

describe("an invitation's token", () => {
  it("cannot be used for another address, invited or not, and leaves both invitations open", async () => {
    const ann = await invite("ann@example.com", "admin");
    const eve = await invite("eve@example.com", "viewer");
    for (const email of ["eve@example.com", "mallory@example.com"]) {
      const reply = await acceptOverHttp({ token: ann.token, email, password: PASSWORD });
      expect(reply, email).toMatchObject({ status: 403, json: REFUSED });
      expect(await accountsFor(email)).toEqual([]);
    }
    expect(await acceptedAt(ann.id)).toBeNull();
    expect(await acceptedAt(eve.id)).toBeNull();
  });

  it("is refused, with the same answer, once used, revoked, expired or replaced by a resend", async () => {
    const used = await invite("used@example.com");
    expect((await acceptOverHttp({ token: used.token, email: "used@example.com", password: PASSWORD })).status).toBe(200);

    const revoked = await invite("revoked@example.com");
    await revokeInvitation(revoked.id, admin);

    const expired = await invite("late@example.com");
    await f.t.db.updateTable("invitations").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", expired.id).execute();

    const replaced = await invite("resent@example.com");
    await resendInvitation(replaced.id, admin, ORIGIN);

    const cases = { "used@example.com": used, "revoked@example.com": revoked, "late@example.com": expired, "resent@example.com": replaced };
    for (const [email, { token }] of Object.entries(cases)) {
      const reply = await acceptOverHttp({ token, email, password: "another long password" });
      expect(reply, email).toMatchObject({ status: 403, json: REFUSED });
    }
    expect(await accountsFor("used@example.com")).toHaveLength(1);
    for (const email of ["revoked@example.com", "late@example.com", "resent@example.com"]) expect(await accountsFor(email), email).toEqual([]);
  });

  it("makes one account when two requests race with it", async () => {
    const { token } = await invite("newhire@example.com");
    const input = { email: "newhire@example.com", token, password: PASSWORD };
    const results = await Promise.all([acceptInvitation(input), acceptInvitation(input)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await accountsFor("newhire@example.com")).toHaveLength(1);
  });

  it("is refused, and stays usable, when the address got an account some other way meanwhile", async () => {
    const { id, token } = await invite("newhire@example.com");
    await insertStaffUser(f.t.db, { email: "newhire@example.com", role: "viewer" });
    expect(await acceptOverHttp({ token, email: "newhire@example.com", password: PASSWORD })).toMatchObject({ status: 403, json: REFUSED });
    expect(await acceptedAt(id)).toBeNull();
    expect(await accountsFor("newhire@example.com")).toEqual([expect.objectContaining({ role: "viewer" })]);
  });
});

describe("the invitee's own link after an attacker's attempts", () => {
  it("still creates the account with the invited role", async () => {
    const { id, token } = await invite("newhire@example.com", "admin");
    const attacker = f.browser(ip());
    const byAddress = await attacker.post("/sign-up/email", { email: "newhire@example.com", password: PASSWORD, name: "x" });
    expect(byAddress).toMatchObject({ status: 403, json: { message: SIGN_UP_BY_INVITATION } });
    const guessed = await acceptOverHttp({ token: "A".repeat(43), email: "newhire@example.com", password: PASSWORD });
    expect(guessed).toMatchObject({ status: 403, json: REFUSED });
    const empty = await acceptOverHttp({ token: "", email: "newhire@example.com", password: PASSWORD });
    expect(empty).toMatchObject({ status: 400, json: { message: INVITATION_LINK_INVALID } });
    expect(await acceptedAt(id)).toBeNull();

    const own = await acceptOverHttp({ token, email: "newhire@example.com", password: "the invitee's own password" });
    expect(own).toMatchObject({ status: 200, json: { user: { email: "newhire@example.com", role: "admin" } } });
    const signIn = await f.browser(ip()).post("/sign-in/email", { email: "newhire@example.com", password: "the invitee's own password" });
    expect(signIn.status).toBe(200);
  });
});
