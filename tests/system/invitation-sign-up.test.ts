// Taking a pending invitation without its link, against the built server (issue 17, item 1): an
// Admin invites newhire@ as Admin on the Users screen; a stranger who knows the address posts to
// better-auth's sign-up with same-origin headers and gets the same refusal as for any address, and
// no account; a Viewer's Users screen does not name the invitee; the invitee's own link, from the
// e-mail at a real SMTP server, still makes the Admin account and signs straight in. Also the
// profile image check ("also found") over HTTP.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseHash, SCRYPT_PARAMS } from "#app/features/auth/password-hash.server.ts";
import { INVITATION_LINK_INVALID, PROFILE_IMAGE_INVALID, SIGN_UP_BY_INVITATION } from "#app/features/auth/schema.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { TEST_SCRYPT_PARAMS } from "#tests/utils/test-scrypt-params.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const ADMIN = "owner@brandcheck.test";
const VIEWER = "viewer@brandcheck.test";
const NEWHIRE = "newhire@example.com";
const PASSWORD = "a long and careful password";

let t: TestDb;
let smtp: TestSmtpServer;
let app: AppProcess;
let adminCookie: string;
let viewerCookie: string;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  smtp = await startSmtpServer();
  app = await startAppProcess({ databaseUrl: t.url, env: { SMTP_URL: smtp.url } });
  await createStaffAccount(t.db, { email: ADMIN, role: "admin" });
  await createStaffAccount(t.db, { email: VIEWER, role: "viewer" });
  adminCookie = await signInOverHttp(app.url, ADMIN);
  viewerCookie = await signInOverHttp(app.url, VIEWER);
});

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  await t?.cleanup();
});

/** A client address per request (TRUST_PROXY believes 127.0.0.1): better-auth allows 3 sign-ups per 10 s from one. */
let client = 0;

/** A request as the site's own pages send it: same origin, same site. */
function sameOrigin(path: string, init: { body: string; contentType: string; cookie?: string }): Promise<Response> {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: {
      origin: app.url,
      referer: `${app.url}/admin/login`,
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": `198.51.100.${++client}`,
      "content-type": init.contentType,
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body,
    redirect: "manual",
  });
}

const postJson = (path: string, body: unknown, cookie?: string) => sameOrigin(path, { body: JSON.stringify(body), contentType: "application/json", cookie });
const postForm = (path: string, fields: Record<string, string>, cookie?: string) =>
  sameOrigin(path, { body: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded", cookie });

async function invitationLink(to: string): Promise<URL> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = smtp.messages.find((m) => m.envelope.to.includes(to) && m.subject?.includes("invited"));
    if (mail) return new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    if (Date.now() > deadline) throw new Error(`No invitation e-mail to ${to}:\n${app.output().slice(-2000)}`);
    await sleep(50);
  }
}

const passwordHashOf = async (email: string) =>
  (
    await t.db
      .selectFrom("account")
      .innerJoin("user", "user.id", "account.userId")
      .select("account.password")
      .where("user.email", "=", email)
      .executeTakeFirstOrThrow()
  ).password ?? "";
const accountsFor = (email: string) => t.db.selectFrom("user").select(["email", "role", "emailVerified"]).where("email", "=", email).execute();

describe("a pending invitation", () => {
  it("cannot be taken by posting its address to sign-up: the answer is the one every address gets", async () => {
    const invited = await postForm("/admin/users", { intent: "invite", email: NEWHIRE, role: "admin" }, adminCookie);
    expect(invited.status).toBe(200);

    // The repro, word for word: anyone, same-origin headers, the invited address.
    const taken = await postJson("/api/auth/sign-up/email", { email: NEWHIRE, password: PASSWORD, name: "x" });
    const stranger = await postJson("/api/auth/sign-up/email", { email: "nobody@example.com", password: PASSWORD, name: "x" });
    const existing = await postJson("/api/auth/sign-up/email", { email: ADMIN, password: PASSWORD, name: "x" });
    expect(taken.status).toBe(403);
    const refusal = await taken.json();
    expect(refusal).toEqual({ message: SIGN_UP_BY_INVITATION, code: "SIGN_UP_BY_INVITATION" });
    expect([stranger.status, await stranger.json()]).toEqual([403, refusal]);
    expect([existing.status, await existing.json()]).toEqual([403, refusal]);

    // Nor through the sign-in card's form without the link's token, nor with a made-up one.
    const form = await postForm("/admin/login", { intent: "sign-up", email: NEWHIRE, password: PASSWORD });
    expect(form.status).toBe(403);
    const guessed = await postJson("/api/auth/sign-up/invitation", { token: "A".repeat(43), email: NEWHIRE, password: PASSWORD });
    expect([guessed.status, await guessed.json()]).toEqual([403, { message: INVITATION_LINK_INVALID, code: "INVITATION_INVALID" }]);
    expect(await accountsFor(NEWHIRE)).toEqual([]);
  });

  it("is listed for the Admin but its address is never sent to a Viewer", async () => {
    const asAdmin = await fetch(`${app.url}/admin/users`, { headers: { cookie: adminCookie } });
    expect(await asAdmin.text()).toContain(NEWHIRE);
    for (const path of ["/admin/users", "/admin/users.data", "/admin/users?q=newhire"]) {
      const asViewer = await fetch(`${app.url}${path}`, { headers: { cookie: viewerCookie } });
      expect(asViewer.status, path).toBe(200);
      expect(await asViewer.text(), path).not.toContain(NEWHIRE);
    }
  });

  it("still becomes the invitee's account through the e-mailed link, which signs them straight in as Admin", async () => {
    const link = await invitationLink(NEWHIRE);
    const token = link.searchParams.get("invite")!;
    // Another address with this token is refused and leaves the invitation open.
    const otherAddress = await postForm(`${link.pathname}${link.search}`, { intent: "sign-up", email: "mallory@example.com", password: PASSWORD, invite: token });
    expect(otherAddress.status).toBe(403);
    expect(await accountsFor("mallory@example.com")).toEqual([]);

    const page = await fetch(link);
    expect(await page.text()).toContain("Create an Account");
    const joined = await postForm(`${link.pathname}${link.search}`, { intent: "sign-up", email: NEWHIRE, password: PASSWORD, invite: token });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("location")).toBe("/admin/dashboard?flash=signed-up");
    const cookie = joined.headers.getSetCookie().map((line) => line.split(";")[0]!).join("; ");
    const users = await fetch(`${app.url}/admin/users`, { headers: { cookie } });
    expect(users.status).toBe(200);
    expect(await users.text()).toContain("Invite User");
    expect(await accountsFor(NEWHIRE)).toEqual([{ email: NEWHIRE, role: "admin", emailVerified: true }]);
    // The built server hashes at production's full strength, whatever this test process hashes at
    // (tests/utils/cheap-password-hashing.ts wrote the Admin's): nothing outside its code lowers it.
    expect(parseHash(await passwordHashOf(NEWHIRE))).toMatchObject(SCRYPT_PARAMS);
    expect(parseHash(await passwordHashOf(ADMIN))).toMatchObject(TEST_SCRYPT_PARAMS);

    // Used once: the same link again is refused.
    const again = await postJson("/api/auth/sign-up/invitation", { token, email: NEWHIRE, password: PASSWORD });
    expect(again.status).toBe(403);
  });
});

describe("a profile image", () => {
  it("is stored only as an https address or a /media/ path; javascript: is refused with the message", async () => {
    const refused = await postJson("/api/auth/update-user", { image: "javascript:alert(1)" }, viewerCookie);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: PROFILE_IMAGE_INVALID });
    const accepted = await postJson("/api/auth/update-user", { image: "https://cdn.example.com/viewer.png" }, viewerCookie);
    expect(accepted.status).toBe(200);
    const row = await t.db.selectFrom("user").select("image").where("email", "=", VIEWER).executeTakeFirstOrThrow();
    expect(row.image).toBe("https://cdn.example.com/viewer.png");
  });
});
