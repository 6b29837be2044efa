import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { insertStaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { loadDashboardStats, loadRecentActivity, startOfMonth } from "./dashboard.server.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  for (const table of ["audit_log", "invitations", "pages", "subscribers", "session", "user"] as const) await t.db.deleteFrom(table).execute();
});

const NOW = new Date("2025-03-20T12:00:00.000Z");
const THIS_MONTH = new Date("2025-03-02T08:00:00.000Z");
const LAST_MONTH = new Date("2025-02-27T08:00:00.000Z");

async function page(slug: string, { published, createdAt, locale = "en" }: { published: boolean; createdAt: Date; locale?: string }) {
  await t.db
    .insertInto("pages")
    .values({
      id: randomUUID(),
      title: slug,
      slug,
      meta_description: null,
      content: JSON.stringify({ html: "<p>Hi</p>" }),
      locale,
      is_published: published,
      author_id: null,
      created_at: createdAt.toISOString(),
      updated_at: createdAt.toISOString(),
    })
    .execute();
}

async function subscriber(email: string, { active, subscribedAt }: { active: boolean; subscribedAt: Date }) {
  await t.db
    .insertInto("subscribers")
    .values({ id: randomUUID(), email, first_name: null, last_name: null, subscribed_at: subscribedAt.toISOString(), is_active: active })
    .execute();
}

async function invitation(email: string, { expiresAt, revoked = false }: { expiresAt: Date; revoked?: boolean }) {
  await t.db
    .insertInto("invitations")
    .values({
      id: randomUUID(),
      email,
      role: "editor",
      token_hash: randomUUID(),
      invited_by: null,
      created_at: LAST_MONTH.toISOString(),
      expires_at: expiresAt.toISOString(),
      accepted_at: null,
      revoked_at: revoked ? NOW.toISOString() : null,
    })
    .execute();
}

const byKey = async () => Object.fromEntries((await loadDashboardStats({ database: t.db, now: NOW })).map((s) => [s.key, s]));

describe("dashboard figures", () => {
  it("are zero with 'no change' notes on an empty installation", async () => {
    expect(await loadDashboardStats({ database: t.db, now: NOW })).toEqual([
      { key: "totalPages", label: "Total Pages", value: 0, note: "No change this month" },
      { key: "publishedPages", label: "Published Pages", value: 0, note: "No drafts" },
      { key: "teamUsers", label: "Admin Users", value: 0, note: "No change this month" },
      { key: "subscribers", label: "Subscribers", value: 0, note: "No change this month" },
    ]);
  });

  it("count the seeded data, with change notes computed from it", async () => {
    await page("home", { published: true, createdAt: LAST_MONTH });
    await page("services", { published: true, createdAt: THIS_MONTH });
    await page("draft-1", { published: false, createdAt: THIS_MONTH });
    await page("draft-2", { published: false, createdAt: THIS_MONTH });
    await page("draft-3", { published: false, createdAt: LAST_MONTH });
    // A translation is the same page in another language, not one more page.
    await page("leistungen", { published: true, createdAt: THIS_MONTH, locale: "de" });

    await insertStaffUser(t.db, { email: "a@brandcheck.test", role: "admin", createdAt: LAST_MONTH });
    await insertStaffUser(t.db, { email: "e@brandcheck.test", role: "editor", createdAt: THIS_MONTH });
    await insertStaffUser(t.db, { email: "v@brandcheck.test", role: "viewer", createdAt: LAST_MONTH });
    await invitation("pending@example.com", { expiresAt: new Date("2025-03-25T00:00:00.000Z") });
    // Neither expired nor revoked invitations are pending.
    await invitation("expired@example.com", { expiresAt: new Date("2025-03-19T00:00:00.000Z") });
    await invitation("revoked@example.com", { expiresAt: new Date("2025-03-25T00:00:00.000Z"), revoked: true });

    await subscriber("old@example.com", { active: true, subscribedAt: LAST_MONTH });
    await subscriber("new1@example.com", { active: true, subscribedAt: THIS_MONTH });
    await subscriber("new2@example.com", { active: true, subscribedAt: NOW });
    // Unsubscribed people are not counted, whenever they joined.
    await subscriber("gone@example.com", { active: false, subscribedAt: THIS_MONTH });

    const stats = await byKey();
    expect(stats.totalPages).toMatchObject({ value: 5, note: "+3 this month" });
    expect(stats.publishedPages).toMatchObject({ value: 2, note: "3 drafts" });
    expect(stats.teamUsers).toMatchObject({ value: 3, note: "1 pending invitation" });
    expect(stats.subscribers).toMatchObject({ value: 3, note: "+2 this month" });
  });

  it("use singular notes and fall back to new accounts when no invitation is pending", async () => {
    await page("home", { published: true, createdAt: LAST_MONTH });
    await page("draft", { published: false, createdAt: LAST_MONTH });
    await insertStaffUser(t.db, { email: "a@brandcheck.test", role: "admin", createdAt: THIS_MONTH });

    const stats = await byKey();
    expect(stats.totalPages!.note).toBe("No change this month");
    expect(stats.publishedPages!.note).toBe("1 draft");
    expect(stats.teamUsers).toMatchObject({ value: 1, note: "+1 this month" });
  });

  it("count a month from its first instant in UTC", () => {
    expect(startOfMonth(NOW)).toBe("2025-03-01T00:00:00.000Z");
    expect(startOfMonth(new Date("2025-01-01T00:00:00.000Z"))).toBe("2025-01-01T00:00:00.000Z");
  });
});

describe("recent activity", () => {
  it("shows the newest audit entries with who did them (System when no one did)", async () => {
    await recordAudit(t.db, { actorId: "u1", actorEmail: "boss@brandcheck.test", action: "page.create", summary: "Created Home" }, LAST_MONTH);
    await recordAudit(t.db, { actorId: null, actorEmail: null, action: "subscriber.add", summary: "Added new@example.com" }, THIS_MONTH);

    expect(await loadRecentActivity(8, { database: t.db })).toEqual([
      expect.objectContaining({ who: "System", summary: "Added new@example.com", action: "subscriber.add", createdAt: THIS_MONTH.toISOString() }),
      expect.objectContaining({ who: "boss@brandcheck.test", summary: "Created Home", action: "page.create", createdAt: LAST_MONTH.toISOString() }),
    ]);
    expect(await loadRecentActivity(1, { database: t.db })).toHaveLength(1);
  });

  it("name pending invitees only to those who may manage users", async () => {
    const boss = { actorId: "u1", actorEmail: "boss@brandcheck.test" };
    await recordAudit(t.db, { ...boss, action: "user.invite", summary: "Invited newhire@example.com as Admin" }, LAST_MONTH);
    await recordAudit(t.db, { ...boss, action: "user.invite_revoke", summary: "Revoked the invitation to newhire@example.com" }, THIS_MONTH);

    const forAdmins = await loadRecentActivity(8, { database: t.db });
    expect(forAdmins.map((item) => item.summary)).toEqual(["Revoked the invitation to newhire@example.com", "Invited newhire@example.com as Admin"]);
    const forOthers = await loadRecentActivity(8, { database: t.db, showInvitees: false });
    expect(forOthers.map((item) => item.summary)).toEqual(["Revoked an invitation", "Sent an invitation"]);
    expect(JSON.stringify(forOthers)).not.toContain("newhire");
  });
});
