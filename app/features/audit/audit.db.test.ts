import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { AUDIT_ACTIONS, listRecentAudit, recordAudit } from "./audit.server.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  await t.db.deleteFrom("audit_log").execute();
});

const actor = { actorId: "user-1", actorEmail: "boss@brandcheck.test" };

describe("the audit log", () => {
  it("records who did what to which item, when, under a random id", async () => {
    const now = new Date("2025-03-01T10:00:00.000Z");
    const entry = await recordAudit(t.db, { ...actor, action: "page.publish", targetType: "page", targetId: "p1", summary: "Published Home" }, now);
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.db.selectFrom("audit_log").selectAll().execute()).toEqual([
      {
        id: entry.id,
        actor_id: "user-1",
        actor_email: "boss@brandcheck.test",
        action: "page.publish",
        target_type: "page",
        target_id: "p1",
        summary: "Published Home",
        created_at: "2025-03-01T10:00:00.000Z",
      },
    ]);
  });

  it("keeps no entry when the transaction it was written in rolls back", async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { ...actor, action: "subscriber.delete", summary: "Deleted a subscriber" });
        throw new Error("the change itself failed");
      }),
    ).rejects.toThrow("the change itself failed");
    expect(await t.db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });

  it("lists the newest entries first, up to the limit", async () => {
    for (const [i, action] of AUDIT_ACTIONS.slice(0, 4).entries()) {
      await recordAudit(t.db, { ...actor, action, summary: `step ${i}` }, new Date(Date.UTC(2025, 0, 1, 0, i)));
    }
    expect((await listRecentAudit(3, t.db)).map((e) => e.summary)).toEqual(["step 3", "step 2", "step 1"]);
  });
});
