import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseWebhooksForm } from "#app/features/webhooks/schema.ts";
import { saveWebhook } from "#app/features/webhooks/webhooks.server.ts";
import { insertStaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { setSuiteEnv } from "#tests/utils/test-env.ts";
import { createContactSubmission } from "./contact.server.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
});
// The receivers are on this machine.
setSuiteEnv(() => ({ WEBHOOK_ALLOW_PRIVATE: "true" }));
afterAll(() => t?.cleanup());
beforeEach(async () => {
  for (const table of ["webhook_deliveries", "webhook_configs", "jobs", "contact_submissions", "audit_log", "user"] as const) await t.db.deleteFrom(table).execute();
});

describe("the form.submitted webhook event", () => {
  it("queues one signed delivery per form.submitted webhook for every submission, with the answers, language, page and form", async () => {
    const editor = await insertStaffUser(t.db, { email: "ed@brandcheck.test", role: "editor" });
    const crm = await saveWebhook({ url: "http://127.0.0.1:9/crm", name: "CRM", eventType: "form.submitted" }, editor);
    await saveWebhook({ url: "http://127.0.0.1:9/exports", name: "Exports" }, editor);
    await createContactSubmission(
      { name: "Ann", email: "ann@example.com", company: "Acme", message: "Quote please" },
      { locale: "de", source: { pageId: null, sourcePath: "/de/kontakt", extraFields: [{ label: "Markt", value: "Europa" }] } },
    );
    const deliveries = await t.db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(deliveries.map((d) => [d.webhook_id, d.event_type])).toEqual([[crm.id, "form.submitted"]]);
    expect(deliveries[0]!.payload).toMatchObject({
      type: "form.submitted",
      data: {
        event: "form.submitted",
        form: { id: null, key: "contact" },
        page: { id: null, path: "/de/kontakt" },
        language: "de",
        answers: { name: "Ann", email: "ann@example.com", company: "Acme", message: "Quote please" },
        other_fields: [{ label: "Markt", value: "Europa" }],
      },
    });
    expect(await t.db.selectFrom("jobs").select("type").where("type", "=", "webhook.deliver").execute()).toHaveLength(1);
  });

  it("saves the spec's event when the form names none, and refuses an event it does not know", () => {
    const form = (fields: Record<string, string>) => parseWebhooksForm(toForm(fields));
    expect(form({ intent: "save", url: "https://crm.example/hook" })).toMatchObject({ ok: true, value: { eventType: "subscribers_export" } });
    expect(form({ intent: "save", url: "https://crm.example/hook", eventType: "form.submitted" })).toMatchObject({ ok: true, value: { eventType: "form.submitted" } });
    expect(form({ intent: "save", url: "https://crm.example/hook", eventType: "user.deleted" })).toMatchObject({ ok: false });
  });
});

function toForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}
