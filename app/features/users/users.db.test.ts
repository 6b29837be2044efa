import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { insertSessionRow, insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { withEnv } from "#tests/utils/test-env.ts";
import { handleUsersAction, type UsersActionContext } from "./users-action.server.ts";
import type { UsersActionData } from "./schema.ts";
import { findUsableInvitation, hashInvitationToken } from "./invitations.server.ts";
import {
  changeUserRole,
  LAST_ADMIN_DEMOTE,
  LAST_ADMIN_REMOVE,
  listTeamUsers,
  removeUser,
  requestPasswordResetFor,
  SELF_REMOVE,
} from "./users.server.ts";

let t: TestDb;
let admin: StaffUser;
let editor: StaffUser;
let viewer: StaffUser;

beforeAll(async () => {
  // The action handler works on the app's db(), as in production.
  t = await createTestDb({ asAppDatabase: true });
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  for (const table of ["jobs", "audit_log", "invitations", "session", "user"] as const) await t.db.deleteFrom(table).execute();
  admin = await insertStaffUser(t.db, { email: "boss@brandcheck.test", role: "admin", lastLoginAt: new Date("2025-02-03T04:05:00.000Z") });
  editor = await insertStaffUser(t.db, { email: "ed@brandcheck.test", role: "editor" });
  viewer = await insertStaffUser(t.db, { email: "vi@brandcheck.test", role: "viewer" });
});

async function roleOf(id: string) {
  return (await t.db.selectFrom("user").select("role").where("id", "=", id).executeTakeFirst())?.role;
}

describe("listing the team", () => {
  it("lists every account by e-mail with its role and last login (null when never signed in)", async () => {
    expect(await listTeamUsers("", { database: t.db })).toEqual([
      { id: admin.id, email: "boss@brandcheck.test", role: "admin", lastLoginAt: "2025-02-03T04:05:00.000Z" },
      { id: editor.id, email: "ed@brandcheck.test", role: "editor", lastLoginAt: null },
      { id: viewer.id, email: "vi@brandcheck.test", role: "viewer", lastLoginAt: null },
    ]);
  });

  it("searches e-mail or role, case-insensitively, and finds nothing for an unknown term", async () => {
    const emails = async (q: string) => (await listTeamUsers(q, { database: t.db })).map((u) => u.email);
    expect(await emails("BOSS")).toEqual(["boss@brandcheck.test"]);
    expect(await emails("Editor")).toEqual(["ed@brandcheck.test"]);
    expect(await emails("view")).toEqual(["vi@brandcheck.test"]);
    expect(await emails("brandcheck")).toHaveLength(3);
    expect(await emails("nobody")).toEqual([]);
    expect(await emails("%")).toEqual([]);
  });
});

describe("changing a role", () => {
  it("updates user.role and records who changed it", async () => {
    expect(await changeUserRole(editor.id, "viewer", admin, { database: t.db })).toEqual({ email: editor.email, role: "viewer", changed: true });
    expect(await roleOf(editor.id)).toBe("viewer");
    const [entry] = await listRecentAudit(1, t.db);
    expect(entry).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: "user.role",
      target_type: "user",
      target_id: editor.id,
      summary: "Changed ed@brandcheck.test from Editor to Viewer",
    });
  });

  it("does nothing (and records nothing) when the role is already the one asked for", async () => {
    expect(await changeUserRole(editor.id, "editor", admin, { database: t.db })).toMatchObject({ changed: false });
    expect(await listRecentAudit(5, t.db)).toEqual([]);
  });

  it("never demotes the last Admin, even themselves, but does once there is a second Admin", async () => {
    await expect(changeUserRole(admin.id, "editor", admin, { database: t.db })).rejects.toThrow(LAST_ADMIN_DEMOTE);
    expect(await roleOf(admin.id)).toBe("admin");

    await changeUserRole(editor.id, "admin", admin, { database: t.db });
    await changeUserRole(admin.id, "viewer", admin, { database: t.db });
    expect(await roleOf(admin.id)).toBe("viewer");
    await expect(changeUserRole(editor.id, "viewer", admin, { database: t.db })).rejects.toThrow(LAST_ADMIN_DEMOTE);
  });

  it("keeps one Admin when the last two are demoted at the same time", async () => {
    const second = await insertStaffUser(t.db, { email: "second@brandcheck.test", role: "admin" });
    const results = await Promise.allSettled([
      changeUserRole(admin.id, "editor", second, { database: t.db }),
      changeUserRole(second.id, "editor", admin, { database: t.db }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const admins = await t.db.selectFrom("user").select("id").where("role", "=", "admin").execute();
    expect(admins).toHaveLength(1);
  });
});

describe("removing a user", () => {
  it("deletes the account, ends its sessions and records the removal", async () => {
    await insertSessionRow(t.db, editor.id);
    await insertSessionRow(t.db, editor.id);
    await insertSessionRow(t.db, admin.id);

    expect(await removeUser(editor.id, admin, { database: t.db })).toEqual({ email: editor.email });

    expect(await roleOf(editor.id)).toBeUndefined();
    expect(await t.db.selectFrom("session").select("userId").where("userId", "=", editor.id).execute()).toEqual([]);
    expect(await t.db.selectFrom("session").select("userId").where("userId", "=", admin.id).execute()).toHaveLength(1);
    const [entry] = await listRecentAudit(1, t.db);
    expect(entry).toMatchObject({ action: "user.remove", target_id: editor.id, summary: "Removed ed@brandcheck.test (Editor)" });
  });

  it("refuses to remove yourself", async () => {
    await expect(removeUser(admin.id, admin, { database: t.db })).rejects.toThrow(SELF_REMOVE);
    expect(await roleOf(admin.id)).toBe("admin");
  });

  it("refuses to remove the last Admin", async () => {
    // Only possible for an actor who is not that Admin: the rule holds whoever asks.
    await expect(removeUser(admin.id, { id: editor.id, email: editor.email }, { database: t.db })).rejects.toThrow(LAST_ADMIN_REMOVE);
    expect(await roleOf(admin.id)).toBe("admin");
  });

  it("writes the audit entry in the same transaction: when it fails, the account is not removed", async () => {
    await insertSessionRow(t.db, editor.id);
    // An invalid clock makes the audit insert (the last statement) throw after the delete ran.
    await expect(removeUser(editor.id, admin, { database: t.db, now: new Date(Number.NaN) })).rejects.toThrow(RangeError);
    expect(await roleOf(editor.id)).toBe("editor");
    expect(await t.db.selectFrom("session").select("id").where("userId", "=", editor.id).execute()).toHaveLength(1);
    expect(await listRecentAudit(5, t.db)).toEqual([]);
  });
});

describe("password reset", () => {
  it("asks for the reset e-mail for the user's address and records it", async () => {
    const asked: string[] = [];
    await requestPasswordResetFor(editor.id, admin, async (email) => void asked.push(email), { database: t.db });
    expect(asked).toEqual([editor.email]);
    const [entry] = await listRecentAudit(1, t.db);
    expect(entry).toMatchObject({ action: "user.password_reset", target_id: editor.id, summary: "Sent a password reset e-mail to ed@brandcheck.test" });
  });

  it("records nothing when the reset request fails", async () => {
    const failing = async () => {
      throw new Error("mail relay down");
    };
    await expect(requestPasswordResetFor(editor.id, admin, failing, { database: t.db })).rejects.toThrow("mail relay down");
    expect(await listRecentAudit(5, t.db)).toEqual([]);
  });
});

/** The invitation link an answer carries, as a URL. */
function invitedLink(data: UsersActionData): URL {
  if (!data.ok || !data.invitationLink) throw new Error(`No invitation link in ${JSON.stringify(data)}`);
  return new URL(data.invitationLink.url);
}

describe("the Users action", () => {
  const sessionUser = (user: StaffUser): SessionUser => ({ id: user.id, email: user.email, name: user.name, role: user.role });
  const resets: string[] = [];
  const context = (): UsersActionContext => ({
    actor: sessionUser(admin),
    origin: "https://cms.brandcheck.test",
    sendPasswordReset: async (email) => void resets.push(email),
  });

  async function post(fields: Record<string, string>) {
    const body = new URLSearchParams(fields);
    const request = new Request("https://cms.brandcheck.test/admin/users", { method: "POST", body });
    const result = await handleUsersAction(request, context());
    return { status: result.init?.status ?? 200, data: result.data as UsersActionData };
  }

  it.each(["", "   ", "ann.example.com", "ann@"])("refuses the invite e-mail %j with the spec's message and 400", async (email) => {
    const { status, data } = await post({ intent: "invite", email, role: "editor" });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      ok: false,
      intent: "invite",
      message: { title: "Invalid email", description: "Please enter a valid email address." },
      fieldErrors: { email: "Invalid email: Please enter a valid email address." },
      values: { email, role: "editor" },
    });
    expect(await t.db.selectFrom("invitations").selectAll().execute()).toEqual([]);
  });

  it("refuses an unknown role or intent with 400, not 500", async () => {
    expect((await post({ intent: "invite", email: "ann@example.com", role: "owner" })).status).toBe(400);
    expect((await post({ intent: "drop-tables" })).status).toBe(400);
    expect((await post({})).status).toBe(400);
  });

  it("invites, and answers with the spec's toast when a mail server is configured", async () => {
    await withEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }, async () => {
      const { status, data } = await post({ intent: "invite", email: "ann@example.com", role: "viewer" });
      expect(status).toBe(200);
      expect(data).toEqual({
        ok: true,
        intent: "invite",
        message: { title: "User invited", description: "An invitation email has been sent to ann@example.com." },
      });
    });
  });

  it("without a mail server, hands the invitation link to the Admin once instead of claiming an e-mail was sent", async () => {
    await withEnv({ SMTP_URL: undefined }, async () => {
      const invited = await post({ intent: "invite", email: "Ann@Example.com", role: "viewer" });
      expect(invited.data).toMatchObject({
        ok: true,
        message: { title: "User invited", description: "No mail server is configured, so no email was sent. Copy the invitation link and send it to ann@example.com yourself." },
        invitationLink: { email: "ann@example.com" },
      });
      const first = invitedLink(invited.data);
      // The link is the stored invitation's: its token hashes to the stored hash, which is all the database keeps.
      const stored = await t.db.selectFrom("invitations").selectAll().executeTakeFirstOrThrow();
      expect(first.origin).toBe("https://cms.brandcheck.test");
      expect(hashInvitationToken(first.searchParams.get("invite")!)).toBe(stored.token_hash);
      expect(first.searchParams.get("email")).toBe("ann@example.com");
      expect(JSON.stringify(stored)).not.toContain(first.searchParams.get("invite"));
      expect(await findUsableInvitation("ann@example.com", first.searchParams.get("invite")!)).toMatchObject({ id: stored.id });

      // Resend makes a new link; the one shown before stops working.
      const resent = await post({ intent: "resend-invitation", invitationId: stored.id });
      expect(resent.data.message).toEqual({
        title: "Invitation resent",
        description: "No mail server is configured, so no email was sent. Copy the invitation link and send it to ann@example.com yourself.",
      });
      const second = invitedLink(resent.data);
      expect(second.searchParams.get("invite")).not.toBe(first.searchParams.get("invite"));
      expect(await findUsableInvitation("ann@example.com", first.searchParams.get("invite")!)).toBeUndefined();
      expect(await findUsableInvitation("ann@example.com", second.searchParams.get("invite")!)).toMatchObject({ id: stored.id });

      // Revoking shows no link; a password reset still says plainly that nothing was sent.
      expect((await post({ intent: "revoke-invitation", invitationId: stored.id })).data).not.toHaveProperty("invitationLink");
      expect((await post({ intent: "reset-password", userId: viewer.id })).data.message).toEqual({
        title: "Password reset email sent",
        description: "No mail server is configured (SMTP_URL), so the password reset email to vi@brandcheck.test was not sent. Set SMTP_URL, then send it again.",
      });
    });
  });

  it("with a mail server, never puts the link in the answer: the e-mail is its only way", async () => {
    await withEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }, async () => {
      const invited = await post({ intent: "invite", email: "ann@example.com", role: "viewer" });
      const invitation = await t.db.selectFrom("invitations").select("id").executeTakeFirstOrThrow();
      const resent = await post({ intent: "resend-invitation", invitationId: invitation.id });
      for (const answer of [invited, resent]) {
        expect(answer.data).not.toHaveProperty("invitationLink");
        expect(JSON.stringify(answer.data)).not.toContain("invite=");
      }
    });
  });

  it("shows no link when the invitation is refused", async () => {
    await withEnv({ SMTP_URL: undefined }, async () => {
      const refused = await post({ intent: "invite", email: "ed@brandcheck.test", role: "viewer" });
      expect(refused.status).toBe(409);
      expect(refused.data).not.toHaveProperty("invitationLink");
    });
  });

  it("answers a refusal with its status and a clear message", async () => {
    const existing = await post({ intent: "invite", email: "ED@brandcheck.test", role: "viewer" });
    expect(existing.status).toBe(409);
    expect(existing.data.message).toEqual({
      title: "Could not invite user",
      description: "ed@brandcheck.test already has an account. Change their role in the list below instead.",
    });
    const lastAdmin = await post({ intent: "change-role", userId: admin.id, role: "viewer" });
    expect(lastAdmin).toMatchObject({ status: 409, data: { message: { description: LAST_ADMIN_DEMOTE } } });
    const self = await post({ intent: "remove-user", userId: admin.id });
    expect(self).toMatchObject({ status: 403, data: { message: { description: SELF_REMOVE } } });
    const gone = await post({ intent: "remove-user", userId: "no-such-user" });
    expect(gone.status).toBe(404);
  });

  it("changes roles, resets passwords and removes users with the spec's toasts", async () => {
    await withEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }, async () => {
      expect((await post({ intent: "change-role", userId: viewer.id, role: "editor" })).data.message).toEqual({
        title: "Role updated",
        description: "vi@brandcheck.test is now an Editor.",
      });
      expect((await post({ intent: "reset-password", userId: viewer.id })).data.message).toEqual({
        title: "Password reset email sent",
        description: "A password reset link has been sent to vi@brandcheck.test.",
      });
      expect(resets).toContain("vi@brandcheck.test");
      expect((await post({ intent: "remove-user", userId: viewer.id })).data.message).toEqual({
        title: "User removed",
        description: "vi@brandcheck.test has been removed and signed out.",
      });
    });
  });
});
