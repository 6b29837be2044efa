// Site Health's buttons on a real database: Send Test E-mail (through the jobs queue to a real SMTP
// server, refused without one, rate limited), Retry of a failed job, Download Backup (a valid SQLite
// file on SQLite, a refusal on PostgreSQL), and hostile input that changes nothing.
import { DatabaseSync } from "node:sqlite";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isPostgresUrl } from "#app/db/dialect.ts";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { registerJobHandlers } from "#server/job-handlers.ts";
import { closeEmail } from "#app/lib/email.server.ts";
import { enqueueJob, jobTypeLabel, runDueJobs } from "#app/lib/jobs.server.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { setTestEnv } from "#tests/utils/test-env.ts";
import { downloadBackup } from "./backup-download.server.ts";
import type { SiteHealthActionData } from "./schema.ts";
import { handleSiteHealthAction } from "./site-health-action.server.ts";
import { ActionRefusal } from "#app/lib/action-refusal.ts";
import { TEST_EMAIL_JOB, TEST_EMAIL_SUBJECT } from "./test-email.server.ts";

let t: TestDb;
let smtp: TestSmtpServer;
let admin: StaffUser;
const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? "");

beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
  smtp = await startSmtpServer();
  registerJobHandlers();
});
afterAll(async () => {
  closeEmail();
  await smtp?.close();
  await t?.cleanup();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  for (const table of ["jobs", "audit_log", "rate_limit_hits", "user"] as const) await t.db.deleteFrom(table).execute();
  admin = await insertStaffUser(t.db, { email: "owner@brandcheck.test", role: "admin" });
});

async function post(body: BodyInit): Promise<{ status: number; body: SiteHealthActionData }> {
  const request = new Request("http://localhost/admin/site-health", { method: "POST", body });
  const result = await handleSiteHealthAction(request, admin);
  return { status: result.init?.status ?? 200, body: result.data };
}

const jobs = () => t.db.selectFrom("jobs").selectAll().execute();
const audit = async () => (await listRecentAudit(50, t.db)).map((entry) => entry.action);

describe("Send Test E-mail", () => {
  it("says clearly that e-mail is not configured, and queues nothing", async () => {
    setTestEnv({ SMTP_URL: undefined });
    const { status, body } = await post(new URLSearchParams({ intent: "send-test-email" }));
    expect(status).toBe(409);
    expect(body).toMatchObject({ ok: false, message: { title: "Could not send a test e-mail", description: expect.stringContaining("E-mail is not configured: SMTP_URL is not set") } });
    expect(await jobs()).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it("queues the e-mail to the signed-in Admin; the jobs worker delivers it over SMTP", async () => {
    setTestEnv({ SMTP_URL: smtp.url, SITE_URL: "https://www.brandcheck.test" });
    const { status, body } = await post(new URLSearchParams({ intent: "send-test-email" }));
    expect(status).toBe(200);
    expect(body.message).toEqual({ title: "Test e-mail sent", description: expect.stringContaining("on its way to owner@brandcheck.test") });
    expect((await jobs()).map((job) => job.type)).toEqual([TEST_EMAIL_JOB]);
    expect(jobTypeLabel(TEST_EMAIL_JOB)).toBe("Test e-mail");
    expect(await audit()).toEqual(["site_health.test_email"]);

    expect(await runDueJobs(t.db)).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.envelope.to).toEqual(["owner@brandcheck.test"]);
    expect(smtp.messages[0]!.subject).toBe(TEST_EMAIL_SUBJECT);
    expect(smtp.messages[0]!.text).toContain("sent from the Site Health screen of https://www.brandcheck.test");
  });

  it("is refused after five in ten minutes, with when to try again", async () => {
    setTestEnv({ SMTP_URL: smtp.url });
    for (let i = 0; i < 5; i++) expect((await post(new URLSearchParams({ intent: "send-test-email" }))).status).toBe(200);
    const refused = await post(new URLSearchParams({ intent: "send-test-email" }));
    expect(refused.status).toBe(429);
    expect(refused.body.message.description).toMatch(/^You have sent 5 test e-mails in the last 10 minutes\. Please wait \d+ minutes? and try again\.$/);
    expect(await jobs()).toHaveLength(5);
  });
});

describe("Retry", () => {
  async function failedJob(): Promise<string> {
    const id = await enqueueJob(t.db, "no.such_handler", {});
    await t.db.updateTable("jobs").set({ status: "failed", attempts: 8, max_attempts: 8, last_error: "boom" }).where("id", "=", id).execute();
    return id;
  }

  it("gives a failed job one more attempt now, recorded in the audit log", async () => {
    const id = await failedJob();
    const { status, body } = await post(new URLSearchParams({ intent: "retry-job", jobId: id }));
    expect(status).toBe(200);
    expect(body.message).toEqual({ title: "Job queued again", description: "no.such_handler: it will be tried once more now. Reload this screen in a moment to see how it went." });
    const [job] = await jobs();
    expect(job).toMatchObject({ status: "pending", attempts: 8, max_attempts: 9, locked_until: null });
    expect(await audit()).toEqual(["site_health.job_retry"]);

    // Its handler fails again (there is none): failed once more, after exactly one more attempt.
    await runDueJobs(t.db);
    expect((await jobs())[0]).toMatchObject({ status: "failed", attempts: 9, last_error: 'No handler registered for job type "no.such_handler"' });
  });

  it("refuses a job that is not failed (retried already, or done) and changes nothing", async () => {
    const id = await failedJob();
    expect((await post(new URLSearchParams({ intent: "retry-job", jobId: id }))).status).toBe(200);
    const again = await post(new URLSearchParams({ intent: "retry-job", jobId: id }));
    expect(again.status).toBe(409);
    expect(again.body.message.description).toContain("no longer failed");
    expect(await audit()).toEqual(["site_health.job_retry"]);
  });

  it.each([
    ["an unknown id", "00000000-0000-4000-8000-000000000000", 409],
    ["no id", "", 400],
    ["an id longer than any", "x".repeat(5000), 400],
    ["SQL", "' or 1=1 --", 409],
  ])("answers %s with a message and changes nothing", async (_name, jobId, expected) => {
    const id = await failedJob();
    const { status, body } = await post(new URLSearchParams({ intent: "retry-job", jobId }));
    expect(status).toBe(expected);
    expect(body.ok).toBe(false);
    expect((await jobs()).find((job) => job.id === id)).toMatchObject({ status: "failed", max_attempts: 8 });
    expect(await audit()).toEqual([]);
  });
});

describe("hostile input", () => {
  it.each([
    ["no intent", new URLSearchParams()],
    ["an unknown intent", new URLSearchParams({ intent: "drop-database" })],
    ["a file in place of the intent", (() => {
      const form = new FormData();
      form.set("intent", new Blob(["send-test-email"]), "intent.txt");
      return form;
    })()],
  ])("refuses %s with 400 and a message", async (_name, body) => {
    setTestEnv({ SMTP_URL: smtp.url });
    const result = await post(body);
    expect(result.status).toBe(400);
    expect(result.body.message.description).toBe("Unknown action. Please reload the page and try again.");
    expect(await jobs()).toEqual([]);
  });

  it("refuses a body over the form limit with 413", async () => {
    const result = await post(new URLSearchParams({ intent: "send-test-email", padding: "x".repeat(70 * 1024) }));
    expect(result.status).toBe(413);
    expect(await jobs()).toEqual([]);
  });
});

describe("Download Backup", () => {
  it.skipIf(onPostgres)("streams a consistent, valid SQLite copy of the database as an attachment, and records it", async () => {
    const response = await downloadBackup(admin, new Date("2026-11-27T12:00:00.000Z"));
    expect(response.headers.get("content-type")).toBe("application/vnd.sqlite3");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="brandcheck-2026-11-27T12-00-00-000Z.db"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(Buffer.from(bytes.subarray(0, 16)).toString("latin1")).toBe("SQLite format 3\0");

    const folder = mkdtempSync(join(tmpdir(), "site-health-download-"));
    try {
      writeFileSync(join(folder, "copy.db"), bytes);
      const copy = new DatabaseSync(join(folder, "copy.db"), { readOnly: true });
      try {
        expect(copy.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
        expect(copy.prepare("SELECT email FROM user").all()).toEqual([{ email: "owner@brandcheck.test" }]);
      } finally {
        copy.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const [entry] = await listRecentAudit(1, t.db);
    expect(entry).toMatchObject({ action: "site_health.backup_download", actor_email: "owner@brandcheck.test" });
  });

  it.runIf(onPostgres)("is refused on PostgreSQL (pg_dump makes its backups), and records nothing", async () => {
    await expect(downloadBackup(admin)).rejects.toBeInstanceOf(ActionRefusal);
    expect(await audit()).toEqual([]);
  });
});
