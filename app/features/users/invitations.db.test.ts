import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerJobHandlers } from "#server/job-handlers.ts";
import { runDueJobs } from "#app/lib/jobs.server.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { setSuiteEnv } from "#tests/utils/test-env.ts";
import {
  createInvitation,
  findUsableInvitation,
  hashInvitationToken,
  INVITATION_EMAIL_JOB,
  listOpenInvitations,
  resendInvitation,
  revokeInvitation,
} from "./invitations.server.ts";
import { UserActionError } from "./user-action-error.ts";

const ORIGIN = "https://cms.brandcheck.test";
const DAY_MS = 24 * 3600_000;

let t: TestDb;
let smtp: TestSmtpServer;
let admin: StaffUser;

beforeAll(async () => {
  // The e-mail job reads the invitation through the app's db(), so that is the test database.
  t = await createTestDb({ asAppDatabase: true });
  smtp = await startSmtpServer();
  registerJobHandlers();
});
setSuiteEnv(() => ({ SMTP_URL: smtp.url }));
afterAll(async () => {
  await smtp?.close();
  await t?.cleanup();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  for (const table of ["jobs", "audit_log", "invitations", "session", "user"] as const) await t.db.deleteFrom(table).execute();
  admin = await insertStaffUser(t.db, { email: "boss@brandcheck.test", role: "admin" });
});

/** The accept link in the one e-mail sent to `to`, as a URL. */
function acceptLink(to: string): URL {
  const mails = smtp.messages.filter((message) => message.envelope.to.includes(to));
  expect(mails).toHaveLength(1);
  const match = /https?:\/\/\S+/.exec(mails[0]!.text);
  expect(match).not.toBeNull();
  return new URL(match![0]);
}

describe("inviting a user", () => {
  it("stores only the token's hash, and e-mails an accept link that opens sign-up with the address filled in", async () => {
    const now = new Date("2025-03-01T10:00:00.000Z");
    const invitation = await createInvitation({ email: "  Ann@Example.com ", role: "editor" }, admin, ORIGIN, { now });

    expect(invitation).toMatchObject({ email: "ann@example.com", role: "editor", invited_by: admin.id, accepted_at: null, revoked_at: null });
    expect(invitation.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(invitation.expires_at).getTime() - now.getTime()).toBe(7 * DAY_MS);
    const stored = await t.db.selectFrom("invitations").selectAll().executeTakeFirstOrThrow();
    const { link: issuedLink, ...row } = invitation;
    expect(stored).toEqual(row);

    // Nothing is sent until the job runs, after commit.
    expect(smtp.messages).toHaveLength(0);
    expect(await runDueJobs()).toBe(1);

    const mail = smtp.messages[0]!;
    expect(mail.envelope.to).toEqual(["ann@example.com"]);
    expect(mail.subject).toBe("You're invited to the BrandCheck admin area");
    expect(mail.text).toContain("boss@brandcheck.test has invited you to join the BrandCheck admin area as Editor.");
    const link = acceptLink("ann@example.com");
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe("/admin/login");
    expect(link.searchParams.get("email")).toBe("ann@example.com");
    const token = link.searchParams.get("invite")!;
    // The link handed back (shown to the Admin when no e-mail carries it) is the e-mailed one.
    expect(issuedLink).toBe(link.toString());
    // 32 random bytes, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashInvitationToken(token)).toBe(stored.token_hash);
    expect(JSON.stringify(stored)).not.toContain(token);

    // The link's token works for that address only, and only until it expires.
    expect(await findUsableInvitation("ann@example.com", token, { now })).toMatchObject({ id: invitation.id, role: "editor" });
    expect(await findUsableInvitation("eve@example.com", token, { now })).toBeUndefined();
    expect(await findUsableInvitation("ann@example.com", "guessed-token", { now })).toBeUndefined();
    expect(await findUsableInvitation("ann@example.com", token, { now: new Date(now.getTime() + 7 * DAY_MS - 1) })).toBeDefined();
    expect(await findUsableInvitation("ann@example.com", token, { now: new Date(now.getTime() + 7 * DAY_MS) })).toBeUndefined();
  });

  it("wipes the token from the job once the e-mail is sent, so the database holds no usable link", async () => {
    await createInvitation({ email: "ann@example.com", role: "viewer" }, admin, ORIGIN);
    const before = await t.db.selectFrom("jobs").selectAll().where("type", "=", INVITATION_EMAIL_JOB).executeTakeFirstOrThrow();
    expect(before.payload).toHaveProperty("token");

    await runDueJobs();

    const token = acceptLink("ann@example.com").searchParams.get("invite")!;
    const after = await t.db.selectFrom("jobs").selectAll().where("type", "=", INVITATION_EMAIL_JOB).executeTakeFirstOrThrow();
    expect(after.status).toBe("done");
    expect(after.payload).not.toHaveProperty("token");
    expect(JSON.stringify(after.payload)).not.toContain(token);
  });

  it("records the invitation in the audit log, in the same transaction", async () => {
    const invitation = await createInvitation({ email: "ann@example.com", role: "viewer" }, admin, ORIGIN);
    const audit = await t.db.selectFrom("audit_log").selectAll().execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        actor_email: admin.email,
        action: "user.invite",
        target_type: "invitation",
        target_id: invitation.id,
        summary: "Invited ann@example.com as Viewer",
      }),
    ]);
  });

  it("refuses an address that already has an account, whatever its case, and stores nothing", async () => {
    await insertStaffUser(t.db, { email: "ed@example.com", role: "editor" });
    const attempt = createInvitation({ email: "ED@example.com", role: "viewer" }, admin, ORIGIN);
    await expect(attempt).rejects.toThrow(UserActionError);
    await expect(attempt).rejects.toThrow("ed@example.com already has an account. Change their role in the list below instead.");
    expect(await t.db.selectFrom("invitations").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });

  it("refuses a second open invitation for one address, but allows a new one once the first has expired", async () => {
    const now = new Date("2025-03-01T10:00:00.000Z");
    await createInvitation({ email: "ann@example.com", role: "viewer" }, admin, ORIGIN, { now });
    await expect(createInvitation({ email: "ann@example.com", role: "admin" }, admin, ORIGIN, { now })).rejects.toThrow(
      "ann@example.com already has a pending invitation. Resend or revoke it below.",
    );
    const later = new Date(now.getTime() + 8 * DAY_MS);
    await expect(createInvitation({ email: "ann@example.com", role: "admin" }, admin, ORIGIN, { now: later })).resolves.toMatchObject({ role: "admin" });
  });
});

describe("resending an invitation", () => {
  it("issues a new token (the old link stops working), runs for 7 more days and e-mails the new link", async () => {
    const first = new Date("2025-03-01T10:00:00.000Z");
    const invitation = await createInvitation({ email: "ann@example.com", role: "editor" }, admin, ORIGIN, { now: first });
    await runDueJobs();
    const oldToken = acceptLink("ann@example.com").searchParams.get("invite")!;
    smtp.messages.length = 0;

    const second = new Date(first.getTime() + 6 * DAY_MS);
    const resent = await resendInvitation(invitation.id, admin, ORIGIN, { now: second });
    expect(resent.id).toBe(invitation.id);
    expect(resent.token_hash).not.toBe(invitation.token_hash);
    expect(new Date(resent.expires_at).getTime()).toBe(second.getTime() + 7 * DAY_MS);

    await runDueJobs();
    const newToken = acceptLink("ann@example.com").searchParams.get("invite")!;
    expect(newToken).not.toBe(oldToken);
    expect(await findUsableInvitation("ann@example.com", oldToken, { now: second })).toBeUndefined();
    expect(await findUsableInvitation("ann@example.com", newToken, { now: new Date(second.getTime() + 6 * DAY_MS) })).toBeDefined();

    const actions = await t.db.selectFrom("audit_log").select(["action", "summary"]).orderBy("created_at").execute();
    expect(actions.at(-1)).toEqual({ action: "user.invite", summary: "Resent the invitation to ann@example.com as Editor" });
  });

  it("does not e-mail a link that was replaced before its job ran", async () => {
    const invitation = await createInvitation({ email: "ann@example.com", role: "editor" }, admin, ORIGIN);
    await resendInvitation(invitation.id, admin, ORIGIN);
    expect(await runDueJobs()).toBe(2);
    // Only the second e-mail carries a token that still works; the first job sent nothing.
    const link = acceptLink("ann@example.com");
    expect(await findUsableInvitation("ann@example.com", link.searchParams.get("invite")!)).toBeDefined();
  });
});

describe("revoking an invitation", () => {
  it("sets revoked_at, stops the link working, drops it from the list and records who did it", async () => {
    const now = new Date("2025-03-01T10:00:00.000Z");
    const invitation = await createInvitation({ email: "ann@example.com", role: "editor" }, admin, ORIGIN, { now });
    await runDueJobs();
    const token = acceptLink("ann@example.com").searchParams.get("invite")!;

    const revoked = await revokeInvitation(invitation.id, admin, { now });
    expect(revoked.revoked_at).toBe(now.toISOString());
    expect(await findUsableInvitation("ann@example.com", token, { now })).toBeUndefined();
    expect(await listOpenInvitations("", { now })).toEqual([]);
    await expect(resendInvitation(invitation.id, admin, ORIGIN)).rejects.toThrow("already accepted or revoked");
    await expect(revokeInvitation(invitation.id, admin)).rejects.toThrow("already accepted or revoked");

    const audit = await t.db.selectFrom("audit_log").selectAll().where("action", "=", "user.invite_revoke").execute();
    expect(audit).toEqual([expect.objectContaining({ actor_id: admin.id, target_id: invitation.id, summary: "Revoked the invitation to ann@example.com" })]);
  });

  it("an invitation revoked before its e-mail went out is never sent", async () => {
    const invitation = await createInvitation({ email: "ann@example.com", role: "editor" }, admin, ORIGIN);
    await revokeInvitation(invitation.id, admin);
    await runDueJobs();
    expect(smtp.messages).toHaveLength(0);
  });
});

describe("listing open invitations", () => {
  it("lists newest first, marks expired ones, and filters by e-mail or role case-insensitively", async () => {
    const start = new Date("2025-03-01T10:00:00.000Z");
    await createInvitation({ email: "old@example.com", role: "viewer" }, admin, ORIGIN, { now: start });
    await createInvitation({ email: "ann@example.com", role: "editor" }, admin, ORIGIN, { now: new Date(start.getTime() + 3 * DAY_MS) });
    const now = new Date(start.getTime() + 7 * DAY_MS + 1);

    const all = await listOpenInvitations("", { now });
    expect(all.map((i) => [i.email, i.expired])).toEqual([
      ["ann@example.com", false],
      ["old@example.com", true],
    ]);
    expect((await listOpenInvitations("ANN", { now })).map((i) => i.email)).toEqual(["ann@example.com"]);
    expect((await listOpenInvitations("Viewer", { now })).map((i) => i.email)).toEqual(["old@example.com"]);
    // LIKE's wildcards in a search are taken literally.
    expect(await listOpenInvitations("%", { now })).toEqual([]);
    expect(await listOpenInvitations("_", { now })).toEqual([]);
  });
});
