// Inviting on a server without a mail server (issue V, item 3), against the built server with no
// SMTP_URL: the Admin who invites gets the link once, in the answer to that POST, and the invitee
// joins through it. What an attacker would try first: an Editor's, a Viewer's and a signed-out POST
// get no link and make no invitation; the link is not in any later page or `.data` answer, not in the
// database (only its hash) and not in the server's log, even at its most talkative level.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const ADMIN = "owner@brandcheck.test";
const EDITOR = "editor@brandcheck.test";
const VIEWER = "viewer@brandcheck.test";
const NEWHIRE = "newhire@example.com";
const PASSWORD = "a long and careful password";

let t: TestDb;
let app: AppProcess;
const cookies: Record<"admin" | "editor" | "viewer", string> = { admin: "", editor: "", viewer: "" };

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  app = await startAppProcess({ databaseUrl: t.url, env: { LOG_LEVEL: "debug" }, unset: ["SMTP_URL"] });
  await createStaffAccount(t.db, { email: ADMIN, role: "admin" });
  await createStaffAccount(t.db, { email: EDITOR, role: "editor" });
  await createStaffAccount(t.db, { email: VIEWER, role: "viewer" });
  cookies.admin = await signInOverHttp(app.url, ADMIN);
  cookies.editor = await signInOverHttp(app.url, EDITOR);
  cookies.viewer = await signInOverHttp(app.url, VIEWER);
});

afterAll(async () => {
  await app?.stop();
  await t?.cleanup();
});

/** A form posted as the Users screen posts it without JavaScript (a document request), or as its script does (`.data`). */
function postUsers(fields: Record<string, string>, cookie?: string, path = "/admin/users"): Promise<Response> {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: {
      origin: app.url,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The invitation link in an answer's text (HTML escapes & as &amp;). */
function linkIn(text: string): URL | undefined {
  const found = text.replaceAll("&amp;", "&").match(/https?:\/\/[^\s"'<>\\]+\/admin\/login\?invite=[^\s"'<>\\]+/);
  return found ? new URL(found[0]) : undefined;
}

/** The sign-in card's Create an Account, sent from the link's page. */
function signUpThrough(link: URL, email: string): Promise<Response> {
  return fetch(link, {
    method: "POST",
    headers: { origin: app.url, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "sign-up", email, password: PASSWORD, invite: link.searchParams.get("invite")! }).toString(),
    redirect: "manual",
  });
}

const invitationsTo = (email: string) => t.db.selectFrom("invitations").selectAll().where("email", "=", email).execute();

describe("inviting without a mail server", () => {
  let link: URL;

  it("refuses an Editor, a Viewer and a signed-out request: no link, no invitation", async () => {
    for (const path of ["/admin/users", "/admin/users.data"]) {
      for (const cookie of [cookies.editor, cookies.viewer, undefined]) {
        const answer = await postUsers({ intent: "invite", email: NEWHIRE, role: "admin" }, cookie, path);
        const text = await answer.text();
        if (cookie) expect(answer.status, path).toBe(403);
        else expect([302, 202], `${path} ${answer.status}`).toContain(answer.status); // a redirect to sign in (202: single fetch's redirect)
        expect(text).not.toContain("invite=");
        expect(linkIn(text)).toBeUndefined();
      }
    }
    expect(await invitationsTo(NEWHIRE)).toEqual([]);
  });

  it("tells the Admin that e-mail is not configured, and nobody else", async () => {
    const asAdmin = await (await fetch(`${app.url}/admin/users`, { headers: { cookie: cookies.admin } })).text();
    expect(asAdmin).toContain("Email is not configured");
    expect(asAdmin).toContain("SMTP_URL");
    const asEditor = await (await fetch(`${app.url}/admin/users`, { headers: { cookie: cookies.editor } })).text();
    expect(asEditor).not.toContain("Email is not configured");
  });

  it("hands the Admin the link once, in the answer to the invitation", async () => {
    const answer = await postUsers({ intent: "invite", email: NEWHIRE, role: "editor" }, cookies.admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const page = await answer.text();
    expect(page).toContain(`Invitation link for ${NEWHIRE}`);
    link = linkIn(page)!;
    expect(link.origin).toBe(app.url);
    expect(link.searchParams.get("email")).toBe(NEWHIRE);
    const token = link.searchParams.get("invite")!;
    expect(token).toMatch(/^[\w-]{43}$/);

    // Never again: not in the screen, its data, its search, the dashboard's activity.
    for (const path of ["/admin/users", "/admin/users.data", `/admin/users?q=${NEWHIRE}`, "/admin/dashboard"]) {
      const later = await (await fetch(`${app.url}${path}`, { headers: { cookie: cookies.admin } })).text();
      expect(later, path).not.toContain(token);
    }
    // Not stored: the invitation keeps the hash, and the e-mail job drops the token once it has run.
    const deadline = Date.now() + 10_000;
    let stored: string;
    do {
      await sleep(100);
      const jobs = await t.db.selectFrom("jobs").select(["payload", "status"]).execute();
      stored = JSON.stringify([await invitationsTo(NEWHIRE), jobs, await t.db.selectFrom("audit_log").selectAll().execute()]);
    } while (stored.includes(token) && Date.now() < deadline);
    expect(stored).not.toContain(token);
    // Not logged, at the debug level either.
    expect(app.output()).toContain(NEWHIRE);
    expect(app.output()).not.toContain(token);
  });

  it("is the invitee's way in: the link creates their account and signs them in", async () => {
    const page = await fetch(link);
    expect(await page.text()).toContain("Create an Account");
    const joined = await signUpThrough(link, NEWHIRE);
    expect(joined.status).toBe(302);
    expect(joined.headers.get("location")).toBe("/admin/dashboard?flash=signed-up");
    expect(await t.db.selectFrom("user").select(["email", "role"]).where("email", "=", NEWHIRE).execute()).toEqual([{ email: NEWHIRE, role: "editor" }]);
  });

  it("gives a fresh link on Resend, and the earlier one stops working", async () => {
    const other = "second@example.com";
    const first = linkIn(await (await postUsers({ intent: "invite", email: other, role: "viewer" }, cookies.admin)).text())!;
    const [invitation] = await invitationsTo(other);
    const resent = await postUsers({ intent: "resend-invitation", invitationId: invitation!.id }, cookies.admin, "/admin/users.data");
    expect(resent.status).toBe(200);
    const second = linkIn(await resent.text())!;
    expect(second.searchParams.get("invite")).not.toBe(first.searchParams.get("invite"));
    expect((await signUpThrough(first, other)).status).toBe(403);
    // An Editor cannot resend it to get a link of their own.
    const byEditor = await postUsers({ intent: "resend-invitation", invitationId: invitation!.id }, cookies.editor);
    expect(byEditor.status).toBe(403);
    expect(linkIn(await byEditor.text())).toBeUndefined();
  });
});
