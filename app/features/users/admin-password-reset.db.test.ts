// Reset Password on the Users screen, through the real better-auth and a real SMTP server: the
// Admin's click e-mails the colleague a working, expiring reset link, as "Forgot password?" would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { ORIGIN, setUpAuthFixture, type AuthFixture } from "#tests/utils/auth-fixture.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { insertPasswordAccount } from "#tests/utils/staff-sessions.ts";
import { sendPasswordResetEmail } from "./admin-password-reset.server.ts";
import { requestPasswordResetFor } from "./users.server.ts";

let f: AuthFixture;
let admin: StaffUser;
let editor: StaffUser;

beforeAll(async () => {
  f = await setUpAuthFixture();
  admin = await insertStaffUser(f.t.db, { email: "boss@brandcheck.test", role: "admin" });
  editor = await insertStaffUser(f.t.db, { email: "ed@brandcheck.test", role: "editor" });
  await insertPasswordAccount(f.t.db, editor.id);
});
afterAll(() => f?.cleanup());

describe("Reset Password for a team member", () => {
  it("e-mails them a reset link on the site's origin and records who asked", async () => {
    const request = new Request(`${ORIGIN}/admin/users`, { method: "POST" });
    await requestPasswordResetFor(editor.id, admin, (email) => sendPasswordResetEmail(request, email));
    await f.deliverEmails();

    const link = new URL(f.linkFromEmail(editor.email, "Reset your BrandCheck password"));
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe("/admin/reset-password");
    expect(link.searchParams.get("token")).toMatch(/\S{16,}/);
    // better-auth stored the token it e-mailed, so the link works.
    const stored = await f.t.db
      .selectFrom("verification")
      .select(["value", "expiresAt"])
      .where("identifier", "=", `reset-password:${link.searchParams.get("token")}`)
      .executeTakeFirst();
    expect(stored?.value).toBe(editor.id);

    const [entry] = await listRecentAudit(1, f.t.db);
    expect(entry).toMatchObject({ actor_id: admin.id, action: "user.password_reset", target_id: editor.id });
  });
});
