import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Job } from "#app/db/schema.ts";
import { env } from "#app/lib/env.server.ts";
import { registerJobHandlers } from "#server/job-handlers.ts";
import { backoffMs, runDueJobs } from "#app/lib/jobs.server.ts";
import { EMAIL_NOT_SENT } from "#app/lib/email.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { setTestEnv, setSuiteEnv } from "#tests/utils/test-env.ts";
import { createContactSubmission } from "#app/features/contact/form/contact.server.ts";
import { submitContact } from "#app/features/contact/form/submit-contact.server.ts";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { CONTACT_NOTIFY_JOB } from "./notification.server.ts";

const TEAM = "team@brandcheck.test";

let t: TestDb;
let smtp: TestSmtpServer;

beforeAll(async () => {
  // The notification job reads the submission through the app's db(), so that is the test database.
  t = await createTestDb({ asAppDatabase: true });
  smtp = await startSmtpServer();
  registerJobHandlers();
});
setSuiteEnv(() => ({ SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: TEAM, MAIL_FROM: undefined }));
afterAll(async () => {
  await smtp?.close();
  await t?.cleanup();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  smtp.rejectNext(0);
  await t.db.deleteFrom("jobs").execute();
  await t.db.deleteFrom("contact_submissions").execute();
  await t.db.deleteFrom("pages").execute();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A page row for a submission to point at (contact_submissions.page_id references pages). */
async function insertPage(slug: string): Promise<string> {
  const id = `page-${slug}`;
  const now = new Date().toISOString();
  await t.db
    .insertInto("pages")
    .values({ id, title: slug, slug, meta_description: null, content: "{}", is_published: true, author_id: null, created_at: now, updated_at: now })
    .execute();
  return id;
}

async function notifyJob(): Promise<Job> {
  return t.db.selectFrom("jobs").selectAll().where("type", "=", CONTACT_NOTIFY_JOB).executeTakeFirstOrThrow();
}

const submission = {
  name: "Ann Example",
  email: "ann@example.com",
  company: "Acme Retail",
  message: "We would like a mystery-shopping audit of 20 stores.\nZoë in Frankfurt can host you — next week?",
};

describe("contact notification job", () => {
  it("e-mails the team about a submission sent through the form, replying to the visitor", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...submission, website: "", rendered_at: issueFormStamp(Date.now() - 10_000) })) {
      form.append(key, value);
    }
    expect(await submitContact(form, { ip: "203.0.113.20" })).toEqual({ status: "sent" });
    expect(smtp.messages).toHaveLength(0);

    expect(await runDueJobs()).toBe(1);

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.envelope).toEqual({ from: "no-reply@brandcheck.com", to: [TEAM] });
    expect(mail.header("to")).toBe(TEAM);
    expect(mail.header("from")).toBe(env().MAIL_FROM);
    expect(mail.subject).toBe("New contact message from Ann Example");
    expect(mail.header("reply-to")).toBe("ann@example.com");
    expect(mail.text).toContain("New contact message from Ann Example <ann@example.com>");
    expect(mail.text).toContain("Company: Acme Retail");
    // Sent without a language (no page address): the default language's.
    expect(mail.text).toContain("Language: English (en)");
    expect(mail.text).toContain(submission.message);

    expect(await notifyJob()).toMatchObject({ status: "done", attempts: 1, last_error: null });
  });

  it("names the language of the page the message was sent from, the language to answer in", async () => {
    await createContactSubmission(submission, { locale: "de" });
    await createContactSubmission({ ...submission, name: "Wing" }, { locale: "zh-HK" });
    expect(await runDueJobs()).toBe(2);

    const text = (name: string) => smtp.messages.find((mail) => mail.subject === `New contact message from ${name}`)?.text;
    expect(text("Ann Example")).toContain("Language: Deutsch (de)");
    expect(text("Wing")).toContain("Language: 繁體中文（香港） (zh-HK)");
  });

  it("names the CMS page and lists a contact section's other fields", async () => {
    await createContactSubmission(submission, {
      source: {
        pageId: await insertPage("quote"),
        sourcePath: "/quote",
        extraFields: [
          { label: "Number of stores", value: "20" },
          { label: "Preferred date", value: "" },
        ],
      },
    });
    expect(await runDueJobs()).toBe(1);

    const mail = smtp.messages[0]!;
    expect(mail.header("reply-to")).toBe("ann@example.com");
    expect(mail.text).toContain("Page: /quote");
    expect(mail.text).toContain(submission.message);
    expect(mail.text).toContain("Number of stores: 20");
    expect(mail.text).toContain("Preferred date: -");
  });

  it("says so when a contact section gave no e-mail address, and sets no Reply-To", async () => {
    await createContactSubmission(
      { ...submission, email: "" },
      { source: { pageId: await insertPage("callback"), sourcePath: "/callback", extraFields: [] } },
    );
    expect(await runDueJobs()).toBe(1);

    const mail = smtp.messages[0]!;
    expect(mail.text).toContain("New contact message from Ann Example (no e-mail address given)");
    expect(mail.headers.has("reply-to")).toBe(false);
    expect(await notifyJob()).toMatchObject({ status: "done", last_error: null });
  });

  it("keeps a job the mail server refused, with the error, and delivers it on a later run after the backoff", async () => {
    await createContactSubmission(submission);
    smtp.rejectNext(1);

    expect(await runDueJobs()).toBe(1);
    expect(smtp.messages).toHaveLength(0);
    const failed = await notifyJob();
    expect(failed).toMatchObject({ status: "pending", attempts: 1, locked_until: null });
    expect(failed.last_error).toMatch(/451/);
    expect(Date.parse(failed.run_at)).toBeGreaterThan(Date.now());

    // Nothing is due until the backoff has passed.
    expect(await runDueJobs()).toBe(0);

    const afterBackoff = () => new Date(Date.now() + backoffMs(1));
    expect(await runDueJobs(t.db, afterBackoff)).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toBe("New contact message from Ann Example");
    expect(await notifyJob()).toMatchObject({ status: "done", attempts: 2, last_error: null });
  });

  it("cannot be made to add headers or recipients by a name with line breaks", async () => {
    // Stored directly: the form refuses such a name, but the mailer must not rely on that.
    await createContactSubmission({
      ...submission,
      name: "Eve\r\nBcc: victim@example.org\r\nX-Injected: yes\n\nbody",
    });

    expect(await runDueJobs()).toBe(1);

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.envelope.to).toEqual([TEAM]);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
    expect(mail.headers.get("subject")).toHaveLength(1);
    expect(mail.subject).toBe("New contact message from Eve Bcc: victim@example.org X-Injected: yes body");
  });

  it.each([
    ["an address list", "ann@example.com, victim@example.org"],
    ["a line break and a Bcc header", "ann@example.com\r\nBcc: victim@example.org"],
    ["a display name with a second address", "Ann <ann@example.com>\nX-Injected: victim@example.org"],
  ])("sets no Reply-To from a stored address holding %s, and mails the team alone", async (_case, email) => {
    // Stored directly: the forms refuse such an address, but the mailer must not rely on that.
    await createContactSubmission({ ...submission, email });

    expect(await runDueJobs()).toBe(1);

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.envelope.to).toEqual([TEAM]);
    expect(mail.headers.has("reply-to")).toBe(false);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
  });

  it("carries non-Latin names in the subject intact", async () => {
    await createContactSubmission({ ...submission, name: "李小龍 Zoë" });
    expect(await runDueJobs()).toBe(1);
    expect(smtp.messages[0]!.subject).toBe("New contact message from 李小龍 Zoë");
  });

  it("without SMTP_URL logs only the e-mail's address and subject, never its text, and the job completes", async () => {
    setTestEnv({ SMTP_URL: undefined });
    const info = vi.spyOn(logger, "info");
    await createContactSubmission(submission);

    expect(await runDueJobs()).toBe(1);

    expect(smtp.messages).toHaveLength(0);
    expect(info).toHaveBeenCalledWith({ email: { to: TEAM, subject: "New contact message from Ann Example" } }, EMAIL_NOT_SENT);
    expect(await notifyJob()).toMatchObject({ status: "done", attempts: 1, last_error: null });
  });
});
