import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { csvResponse } from "#app/lib/csv.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { insertSubscribers } from "#tests/utils/subscriber-rows.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { EXPORT_PAGE_SIZE, startSubscribersExport, SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER } from "./subscribers-export.server.ts";

let t: TestDb;
let editor: StaffUser;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  for (const table of ["subscribers", "webhook_configs", "jobs", "audit_log", "user"] as const) await t.db.deleteFrom(table).execute();
  editor = await insertStaffUser(t.db, { email: "ed@brandcheck.test", role: "editor" });
});

const HEADER_LINE = "ID,Email,First Name,Last Name,Date Subscribed,Status,Language";

/** The download as the route sends it. */
async function download(query = "") {
  const exported = await startSubscribersExport(editor, { query, database: t.db });
  if (!exported) return null;
  return csvResponse(SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER, exported.rows);
}

async function addWebhook(id: string) {
  const at = new Date().toISOString();
  await t.db
    .insertInto("webhook_configs")
    .values({ id, name: "CRM", url: "https://crm.example.test/hooks", event_type: "subscribers_export", secret: "whsec_dGVzdA==", is_active: true, disabled_reason: null, created_by: null, created_at: at, updated_at: at })
    .execute();
}

describe("the subscribers CSV", () => {
  it("is subscribers.csv with the spec's header row, newest first, status as the screen shows it", async () => {
    await insertSubscribers(t.db, [
      { id: "a", email: "old@example.com", firstName: "Old", lastName: "Timer", subscribedAt: new Date("2024-01-02T03:04:05.000Z"), state: "unsubscribed" },
      { id: "b", email: "new@example.com", subscribedAt: new Date("2025-06-07T08:09:10.000Z"), state: "pending" },
      { id: "c", email: "mid@example.com", firstName: "Mid", subscribedAt: new Date("2024-12-31T23:59:59.000Z") },
    ]);
    const response = (await download())!;
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="subscribers.csv"');
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    // Read as bytes: Response.text() would drop the byte-order mark that tells Excel the file is UTF-8.
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer())).toBe(
      [
        `\uFEFF${HEADER_LINE}`,
        "b,new@example.com,,,2025-06-07T08:09:10.000Z,Pending,English (en)",
        "c,mid@example.com,Mid,,2024-12-31T23:59:59.000Z,Active,English (en)",
        "a,old@example.com,Old,Timer,2024-01-02T03:04:05.000Z,Unsubscribed,English (en)",
        "",
      ].join("\r\n"),
    );
  });

  it("neutralises cells a spreadsheet would run as formulas, and quotes commas and quotes", async () => {
    const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, second));
    await insertSubscribers(t.db, [
      { id: "1", email: "=cmd@evil.test", firstName: "=SUM(A1:A2)", lastName: "+44 20", subscribedAt: at(5) },
      { id: "2", email: "two@example.com", firstName: "-1", lastName: "@SUM(B1)", subscribedAt: at(4) },
      { id: "3", email: "three@example.com", firstName: "\tTab", lastName: "\rReturn", subscribedAt: at(3) },
      { id: "4", email: "four@example.com", firstName: 'Ann "the" Lee', lastName: "O'Neil, Jr", subscribedAt: at(2) },
    ]);
    const lines = (await (await download())!.text()).split("\r\n");
    expect(lines.slice(1, 5)).toEqual([
      "1,'=cmd@evil.test,'=SUM(A1:A2),'+44 20,2025-01-01T00:00:05.000Z,Active,English (en)",
      "2,two@example.com,'-1,'@SUM(B1),2025-01-01T00:00:04.000Z,Active,English (en)",
      `3,three@example.com,'\tTab,"'\rReturn",2025-01-01T00:00:03.000Z,Active,English (en)`,
      `4,four@example.com,"Ann ""the"" Lee","O'Neil, Jr",2025-01-01T00:00:02.000Z,Active,English (en)`,
    ]);
  });

  it("holds the search's matches when a search is active", async () => {
    await insertSubscribers(t.db, [
      { email: "a@example.com", state: "active" },
      { email: "p@example.com", state: "pending" },
    ]);
    const lines = (await (await download("Pending"))!.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("p@example.com");
  });
});

describe("starting an export", () => {
  it("queues the subscribers_export webhook delivery and records who exported, in one go", async () => {
    await addWebhook("hook-1");
    await insertSubscribers(t.db, [{ email: "a@example.com" }, { email: "b@example.com", state: "unsubscribed" }]);
    const now = new Date("2025-05-05T05:05:05.000Z");
    const exported = await startSubscribersExport(editor, { database: t.db, now });
    expect(exported?.count).toBe(2);

    const deliveries = await t.db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ webhook_id: "hook-1", event_type: "subscribers_export", status: "pending" });
    expect(deliveries[0]!.payload).toMatchObject({
      type: "subscribers_export",
      data: { event: "subscribers_export", subscriber_count: 2, exported_by: "ed@brandcheck.test", search: null, timestamp: now.toISOString() },
    });
    expect(await t.db.selectFrom("jobs").select("type").execute()).toHaveLength(1);
    expect((await listRecentAudit(1, t.db))[0]).toMatchObject({ actor_id: editor.id, action: "subscriber.export", summary: "Exported 2 subscribers to CSV" });

    await startSubscribersExport(editor, { query: "B@EX", database: t.db, now: new Date(now.getTime() + 1000) });
    const latest = await t.db.selectFrom("webhook_deliveries").select("payload").orderBy("created_at", "desc").execute();
    expect(latest.map((d) => (d.payload as { data: { subscriber_count: number } }).data.subscriber_count).sort()).toEqual([1, 2]);
    expect((await listRecentAudit(1, t.db))[0]?.summary).toBe('Exported 1 subscriber to CSV (search "B@EX")');
  });

  it("exports one language's subscribers when filtered, and names the language in the webhook and the audit", async () => {
    await addWebhook("hook-3");
    await insertSubscribers(t.db, [
      { id: "en1", email: "en@example.com", subscribedAt: new Date("2025-01-01T00:00:03.000Z") },
      { id: "de1", email: "de@example.com", locale: "de", subscribedAt: new Date("2025-01-01T00:00:02.000Z") },
      { id: "hk1", email: "hk@example.com", locale: "zh-HK", subscribedAt: new Date("2025-01-01T00:00:01.000Z") },
    ]);
    const exported = (await startSubscribersExport(editor, { language: "zh-HK", database: t.db }))!;
    expect(exported.count).toBe(1);
    const rows: unknown[][] = [];
    for await (const row of exported.rows) rows.push([...row]);
    expect(rows).toEqual([["hk1", "hk@example.com", null, null, "2025-01-01T00:00:01.000Z", "Active", "繁體中文（香港） (zh-HK)"]]);
    const [delivery] = await t.db.selectFrom("webhook_deliveries").select("payload").execute();
    expect(delivery!.payload).toMatchObject({ data: { subscriber_count: 1, search: null, language: "zh-HK" } });
    expect((await listRecentAudit(1, t.db))[0]?.summary).toBe("Exported 1 subscriber to CSV (language zh-HK)");
    expect(await startSubscribersExport(editor, { query: "de@", language: "zh-HK", database: t.db })).toBeNull();
  });

  it("with nobody to export gives null, and sends and records nothing", async () => {
    await addWebhook("hook-2");
    expect(await startSubscribersExport(editor, { database: t.db })).toBeNull();
    await insertSubscribers(t.db, [{ email: "a@example.com" }]);
    expect(await startSubscribersExport(editor, { query: "nobody", database: t.db })).toBeNull();
    expect(await t.db.selectFrom("webhook_deliveries").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
    expect(await listRecentAudit(5, t.db)).toEqual([]);
  });
});

/** Counts the SELECTs sent to the database, to see how far the export has read. */
class SelectCounter implements KyselyPlugin {
  selects = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === "SelectQueryNode") this.selects += 1;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

describe("a large export", () => {
  it("streams 100,000 subscribers a page at a time: the first rows go out before the rest is read", { timeout: 60_000 }, async () => {
    const total = 100_000;
    const start = Date.UTC(2020, 0, 1);
    await insertSubscribers(
      t.db,
      (function* () {
        // Ten to a second, so many rows share a timestamp and the keyset's id tiebreak is exercised.
        for (let i = 0; i < total; i++) yield { id: `s${String(i).padStart(6, "0")}`, email: `s${i}@example.com`, subscribedAt: new Date(start + Math.floor(i / 10) * 1000) };
      })(),
    );

    const counter = new SelectCounter();
    const exported = (await startSubscribersExport(editor, { database: t.db.withPlugin(counter) }))!;
    expect(exported.count).toBe(total);
    counter.selects = 0;

    const reader = csvResponse(SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER, exported.rows).body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    let chunks = 0;
    let firstRowSelects = -1;
    let lines = 0;
    let previous = "~";
    const ids = new Set<string>();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
      const complete = text.split("\r\n");
      text = complete.pop()!;
      for (const line of complete) {
        lines += 1;
        if (lines === 1) continue;
        if (lines === 2) firstRowSelects = counter.selects;
        const [id, , , , subscribedAt] = line.split(",");
        ids.add(id!);
        // Newest first: the timestamps never go up.
        expect(subscribedAt! <= previous).toBe(true);
        previous = subscribedAt!;
      }
    }

    // The first row left after one page was read, of the hundred there are (and the languages' names, once).
    expect(firstRowSelects).toBe(2);
    expect(chunks).toBeGreaterThan(1);
    expect(lines).toBe(total + 1);
    expect(ids.size).toBe(total);
    expect(text).toBe("");
    // Every page once, plus the one that found nothing more, and the languages.
    expect(counter.selects).toBe(total / EXPORT_PAGE_SIZE + 2);
  });
});
