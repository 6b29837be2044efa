import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { env } from "#app/lib/env.server.ts";
import { setUpContactTestDb } from "#tests/utils/contact-test-db.ts";
import { CONTACT_NOTIFY_JOB } from "#app/features/contact/notification/notification.server.ts";
import { submitContact } from "./submit-contact.server.ts";
import { issueFormStamp } from "./form-stamp.server.ts";
import { filledInByAPerson } from "#tests/utils/public-form.ts";

// The shipped limits, which the spec describes; submitContact uses the app's db(), pointed at this database.
const { testDb, stored } = setUpContactTestDb();

const NOW = new Date("2030-06-01T09:00:00.000Z");
const TOO_FAST = "That was quicker than we expected. Please check your message and send it again.";

function contactForm(overrides: Record<string, string> = {}, now = NOW): FormData {
  const answers = { name: "Ann Example", email: "ann@example.com", company: "Acme Retail", message: "We would like a mystery-shopping audit of 20 stores." };
  return filledInByAPerson({ ...answers, ...overrides }, now);
}

describe("submitContact", () => {
  it("runs with the spec's limits", () => {
    expect(env()).toMatchObject({ CONTACT_MIN_FILL_MS: 2000, CONTACT_RATE_LIMIT: 5, CONTACT_RATE_WINDOW_SECONDS: 600 });
    expect(env().DATABASE_URL).toBe(testDb().url);
  });

  it("records the language of the page it was sent from", async () => {
    expect(await submitContact(contactForm(), { ip: "203.0.113.9", now: NOW, catalog: "zh-HK", locale: "zh-HK" })).toEqual({ status: "sent" });
    expect((await stored()).submissions.map((submission) => submission.locale)).toEqual(["zh-HK"]);
  });

  it("stores a valid submission as new, with its notification job", async () => {
    expect(await submitContact(contactForm({ name: "  Ann Example  " }), { ip: "203.0.113.1", now: NOW })).toEqual({
      status: "sent",
    });

    const { submissions, jobs } = await stored();
    expect(submissions).toHaveLength(1);
    const submission = submissions[0]!;
    expect(submission).toEqual({
      id: expect.any(String),
      name: "Ann Example",
      email: "ann@example.com",
      company: "Acme Retail",
      message: "We would like a mystery-shopping audit of 20 stores.",
      status: "new",
      created_at: NOW.toISOString(),
      // Set only for messages from a CMS page's contact section.
      page_id: null,
      source_path: null,
      extra_fields: null,
      // Sent without a browser-made key (no JavaScript): the fingerprint of this post stands in for it.
      idempotency_key: expect.stringMatching(/^post:[\w-]{43}$/),
      // Unread until someone who works the inbox opens it.
      read_at: null,
      assignee_id: null,
      assigned_at: null,
      proof_of_work: null,
      // Sent without a page's language: the default language.
      locale: "en",
      // The contact page's form is no form of the Forms screen (decision 044).
      form_id: null,
      answers: null,
    });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      type: CONTACT_NOTIFY_JOB,
      payload: { submissionId: submission.id },
      status: "pending",
      attempts: 0,
    });
  });

  it("stores an empty company as NULL", async () => {
    await submitContact(contactForm({ company: "   " }), { ip: "203.0.113.2", now: NOW });
    const row = await testDb().db.selectFrom("contact_submissions").select("company").where("company", "is", null).execute();
    expect(row).toEqual([{ company: null }]);
  });

  it("keeps the submission and its job together: if the job cannot be written, nothing is stored", async () => {
    // Take the jobs table away so the second insert of the transaction fails.
    await sql`alter table jobs rename to jobs_unavailable`.execute(testDb().db);
    try {
      expect(await submitContact(contactForm(), { ip: "203.0.113.3", now: NOW })).toEqual({
        status: "refused",
        formError: "Something went wrong: Please try again later.",
        httpStatus: 503,
      });
    } finally {
      await sql`alter table jobs_unavailable rename to jobs`.execute(testDb().db);
    }
    expect(await stored()).toEqual({ submissions: [], jobs: [] });
  });

  it("stores nothing for invalid input and says which fields are wrong", async () => {
    const result = await submitContact(contactForm({ name: "", email: "not-an-email", message: "x".repeat(5001) }), {
      ip: "203.0.113.4",
      now: NOW,
    });
    expect(result).toEqual({
      status: "invalid",
      httpStatus: 400,
      errors: {
        name: "Please enter your name.",
        email: "Please enter a valid email address.",
        message: "Your message can be at most 5000 characters.",
      },
    });
    expect(await stored()).toEqual({ submissions: [], jobs: [] });
  });

  it("stores nothing when the input would break the database (NUL in the text)", async () => {
    const result = await submitContact(contactForm({ message: "Hello\u0000there" }), { ip: "203.0.113.5", now: NOW });
    expect(result).toMatchObject({ status: "invalid", httpStatus: 400 });
    expect(await stored()).toEqual({ submissions: [], jobs: [] });
  });

  it("tells a bot that filled the honeypot it was sent, but stores nothing", async () => {
    expect(await submitContact(contactForm({ website: "https://spam.example" }), { ip: "203.0.113.6", now: NOW })).toEqual({
      status: "sent",
    });
    expect(await stored()).toEqual({ submissions: [], jobs: [] });
  });

  it("refuses a form sent faster than a person could fill it in", async () => {
    const justRendered = contactForm({ rendered_at: issueFormStamp(NOW.getTime() - 1999) });
    expect(await submitContact(justRendered, { ip: "203.0.113.7", now: NOW })).toEqual({
      status: "refused",
      formError: TOO_FAST,
      httpStatus: 400,
    });
    expect(await stored()).toEqual({ submissions: [], jobs: [] });

    // Exactly the minimum is a person.
    const minimum = contactForm({ rendered_at: issueFormStamp(NOW.getTime() - 2000) });
    expect(await submitContact(minimum, { ip: "203.0.113.7", now: NOW })).toEqual({ status: "sent" });
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not a number", "yesterday"],
    ["a bare time, unsigned", String(NOW.getTime() - 10_000)],
    ["a time with a forged signature", `${NOW.getTime() - 10_000}.${"A".repeat(43)}`],
    ["a signed time with another time put in", issueFormStamp(NOW.getTime()).replace(/^\d+/, String(NOW.getTime() - 10_000))],
    ["signed, but in the future", issueFormStamp(NOW.getTime() + 6 * 60_000)],
  ])("refuses a form whose rendered_at is %s", async (_case, renderedAt) => {
    const form = contactForm();
    form.delete("rendered_at");
    if (renderedAt !== undefined) form.append("rendered_at", renderedAt);
    expect(await submitContact(form, { ip: "203.0.113.8", now: NOW })).toEqual({
      status: "refused",
      formError: TOO_FAST,
      httpStatus: 400,
    });
    expect(await stored()).toEqual({ submissions: [], jobs: [] });
  });

  it("limits one IP to 5 messages in 10 minutes, without affecting other IPs", async () => {
    const ip = "198.51.100.7";
    const minute = 60_000;
    for (let i = 0; i < 5; i += 1) {
      const at = new Date(NOW.getTime() + i * minute);
      expect(await submitContact(contactForm({ message: `Message ${i + 1}` }, at), { ip, now: at })).toEqual({
        status: "sent",
      });
    }

    // The 6th, 9 minutes after the first: refused until the first leaves the window a minute later.
    const sixthAt = new Date(NOW.getTime() + 9 * minute);
    expect(await submitContact(contactForm({ message: "Message 6" }, sixthAt), { ip, now: sixthAt })).toEqual({
      status: "refused",
      formError: "You have sent several messages in a short time. Please try again in 1 minute.",
      httpStatus: 429,
    });
    expect(await testDb().db.selectFrom("contact_submissions").select("id").execute()).toHaveLength(5);

    expect(await submitContact(contactForm({}, sixthAt), { ip: "198.51.100.8", now: sixthAt })).toEqual({ status: "sent" });

    // Ten minutes after the first message, it no longer counts.
    const afterWindow = new Date(NOW.getTime() + 10 * minute);
    expect(await submitContact(contactForm({ message: "Message 7" }, afterWindow), { ip, now: afterWindow })).toEqual({
      status: "sent",
    });
    // ...but the other four still do.
    expect(await submitContact(contactForm({ message: "Message 8" }, afterWindow), { ip, now: afterWindow })).toMatchObject({
      status: "refused",
      httpStatus: 429,
    });

    const messages = (await testDb().db.selectFrom("contact_submissions").select("message").execute()).map((r) => r.message);
    expect(messages).toHaveLength(7);
    expect(messages).toContain("Message 7");
    expect(messages).not.toContain("Message 6");
    expect(messages).not.toContain("Message 8");
  });

  it("does not count refused or invalid attempts against the limit", async () => {
    const ip = "198.51.100.9";
    for (let i = 0; i < 6; i += 1) {
      await submitContact(contactForm({ email: "broken" }), { ip, now: NOW });
      await submitContact(contactForm({ rendered_at: issueFormStamp(NOW.getTime()) }), { ip, now: NOW });
    }
    expect(await submitContact(contactForm(), { ip, now: NOW })).toEqual({ status: "sent" });
  });
});
