// A double-clicked or retried contact form stores its message once and is answered like the first
// time (docs/decisions/013-idempotent-submissions.md). On SQLite and, through `npm run test:pg`, on
// PostgreSQL, where the concurrent cases really race each other on the pool's connections.
import { describe, expect, it } from "vitest";
import { contactDefaults, type ContactSection } from "#app/sections/contact/schema.ts";
import { setUpContactTestDb } from "#tests/utils/contact-test-db.ts";
import { CONTACT_NOTIFY_JOB } from "#app/features/contact/notification/notification.server.ts";
import { createContactSubmission } from "./contact.server.ts";
import { SUBMISSION_KEY_FIELD } from "./form-fields.ts";
import { issueFormStamp } from "./form-stamp.server.ts";
import { submitContact } from "./submit-contact.server.ts";
import { submitSectionContact } from "./submit-section-contact.server.ts";
import { FINGERPRINT_WINDOW_SECONDS } from "./submission-key.server.ts";

const { testDb, stored } = setUpContactTestDb();

const NOW = new Date("2030-06-01T09:00:00.000Z");
const BROWSER_KEY = "5f0c2a9e8b7d41c3a6e2f19d0b4c7a88";
const ANOTHER_BROWSER_KEY = "0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a";

function contactForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const all = {
    name: "Ann Example",
    email: "ann@example.com",
    company: "",
    message: "Please audit 20 stores.",
    website: "",
    rendered_at: issueFormStamp(NOW.getTime() - 10_000),
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  return form;
}

const withKey = (key: string, fields: Record<string, string> = {}) => contactForm({ [SUBMISSION_KEY_FIELD]: key, ...fields });
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

async function counts() {
  const { submissions, jobs } = await stored();
  return { submissions: submissions.length, jobs: jobs.filter((job) => job.type === CONTACT_NOTIFY_JOB).length };
}

describe("with the browser's key (JavaScript)", () => {
  it("stores the same key twice as one message with one notification, and answers both as sent", async () => {
    expect(await submitContact(withKey(BROWSER_KEY), { ip: "203.0.113.1", now: NOW })).toEqual({ status: "sent" });
    // The retry may come from another address (a phone that changed networks) and much later.
    expect(await submitContact(withKey(BROWSER_KEY), { ip: "198.51.100.1", now: minutesLater(90) })).toEqual({ status: "sent" });
    expect(await counts()).toEqual({ submissions: 1, jobs: 1 });
    const [row] = (await stored()).submissions;
    expect(row!.idempotency_key).toMatch(/^form:[\w-]{43}$/);
    // The key is a MAC: neither the browser's key nor anything sent is readable from it.
    expect(row!.idempotency_key).not.toContain(BROWSER_KEY);
  });

  it("stores five concurrent sends of one key once, and answers every one as sent", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => submitContact(withKey(BROWSER_KEY), { ip: "203.0.113.2", now: NOW })));
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ status: "sent" })));
    expect(await counts()).toEqual({ submissions: 1, jobs: 1 });
  });

  it("lets exactly one of many racing inserts with one key through, by the unique index alone", async () => {
    const key = { value: "form:race", reusableBefore: null };
    const input = { name: "Ann", email: "ann@example.com", company: null, message: "Race" };
    const results = await Promise.all(Array.from({ length: 10 }, () => createContactSubmission(input, { now: NOW, key })));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await counts()).toEqual({ submissions: 1, jobs: 1 });
  });

  it("stores other words sent with a used key as a new message, never swallowing them", async () => {
    await submitContact(withKey(BROWSER_KEY), { ip: "203.0.113.3", now: NOW });
    expect(await submitContact(withKey(BROWSER_KEY, { message: "A second question." }), { ip: "203.0.113.3", now: NOW })).toEqual({ status: "sent" });
    expect(await counts()).toEqual({ submissions: 2, jobs: 2 });
  });

  it("stores the same words from two form-fills (two keys) twice", async () => {
    await submitContact(withKey(BROWSER_KEY), { ip: "203.0.113.4", now: NOW });
    await submitContact(withKey(ANOTHER_BROWSER_KEY), { ip: "203.0.113.4", now: NOW });
    expect(await counts()).toEqual({ submissions: 2, jobs: 2 });
  });

  it.each([
    ["too short", "abc"],
    ["too long", "k".repeat(65)],
    ["with other characters", "<script>alert(1)</script>-0123456789"],
  ])("treats a key that is %s as no key: stored once by its fingerprint, no error", async (_case, key) => {
    expect(await submitContact(withKey(key), { ip: "203.0.113.5", now: NOW })).toEqual({ status: "sent" });
    expect(await submitContact(withKey(key), { ip: "203.0.113.5", now: NOW })).toEqual({ status: "sent" });
    expect(await counts()).toEqual({ submissions: 1, jobs: 1 });
    expect((await stored()).submissions[0]!.idempotency_key).toMatch(/^post:/);
  });
});

describe("without the browser's key (no JavaScript)", () => {
  it("stores a double-clicked post once: same address, same words", async () => {
    expect(await submitContact(contactForm(), { ip: "203.0.113.10", now: NOW })).toEqual({ status: "sent" });
    expect(await submitContact(contactForm(), { ip: "203.0.113.10", now: new Date(NOW.getTime() + 300) })).toEqual({ status: "sent" });
    expect(await counts()).toEqual({ submissions: 1, jobs: 1 });
  });

  it("stores concurrent identical posts once", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => submitContact(contactForm(), { ip: "203.0.113.11", now: NOW })));
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ status: "sent" })));
    expect(await counts()).toEqual({ submissions: 1, jobs: 1 });
  });

  it("stores the same words from another address, or from the same one after the window, as new messages", async () => {
    await submitContact(contactForm(), { ip: "203.0.113.12", now: NOW });
    await submitContact(contactForm(), { ip: "203.0.113.13", now: NOW });
    expect(await counts()).toEqual({ submissions: 2, jobs: 2 });

    const justInside = new Date(NOW.getTime() + FINGERPRINT_WINDOW_SECONDS * 1000 - 1);
    await submitContact(contactForm({ rendered_at: issueFormStamp(justInside.getTime() - 10_000) }), { ip: "203.0.113.12", now: justInside });
    expect(await counts()).toEqual({ submissions: 2, jobs: 2 });

    const after = new Date(NOW.getTime() + FINGERPRINT_WINDOW_SECONDS * 1000 + 1);
    const again = contactForm({ rendered_at: issueFormStamp(after.getTime() - 10_000) });
    expect(await submitContact(again, { ip: "203.0.113.12", now: after })).toEqual({ status: "sent" });
    expect(await counts()).toEqual({ submissions: 3, jobs: 3 });
    // ...and that new message is now the one a double click would repeat.
    expect(await submitContact(again, { ip: "203.0.113.12", now: after })).toEqual({ status: "sent" });
    expect(await counts()).toEqual({ submissions: 3, jobs: 3 });
  });
});

describe("repeats and the per-IP limit", () => {
  it("does not count a repeat against the limit (5 in 10 minutes)", async () => {
    const ip = "198.51.100.20";
    for (let i = 0; i < 8; i += 1) expect(await submitContact(withKey(BROWSER_KEY), { ip, now: NOW })).toEqual({ status: "sent" });
    for (let i = 2; i <= 5; i += 1) expect(await submitContact(contactForm({ message: `Message ${i}` }), { ip, now: NOW })).toEqual({ status: "sent" });
    expect(await submitContact(contactForm({ message: "Message 6" }), { ip, now: NOW })).toMatchObject({ status: "refused", httpStatus: 429 });
    // A repeat of a stored message is still answered as sent once the limit is reached.
    expect(await submitContact(withKey(BROWSER_KEY), { ip, now: NOW })).toEqual({ status: "sent" });
    expect(await counts()).toEqual({ submissions: 5, jobs: 5 });
  });
});

describe("CMS contact sections", () => {
  const form: ContactSection = {
    ...contactDefaults(0),
    id: "callback",
    fields: [
      { id: "f-name", type: "text", label: "Name", required: true },
      { id: "f-phone", type: "text", label: "Phone", required: true },
    ],
  };
  const second: ContactSection = { ...form, id: "callback-2", order: 1 };
  const page = { id: "page-callback", slug: "callback", content: { sections: [form, second] } };

  function sectionForm(sectionId: string, fields: Record<string, string> = {}): FormData {
    const data = contactForm({ section_id: sectionId, "f-name": "Bo", "f-phone": "+44 20 7946 0000", ...fields });
    for (const name of ["name", "email", "company", "message"]) data.delete(name);
    return data;
  }

  async function insertPage() {
    await testDb().db
      .insertInto("pages")
      .values({
        ...page,
        title: "Callback",
        meta_description: null,
        content: JSON.stringify(page.content),
        is_published: true,
        author_id: null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
  }

  it("stores a section's form sent twice with one key once, and concurrent no-JavaScript repeats once", async () => {
    await insertPage();
    for (let i = 0; i < 2; i += 1) {
      expect(await submitSectionContact(sectionForm("callback", { [SUBMISSION_KEY_FIELD]: BROWSER_KEY }), page, { ip: "203.0.113.30", now: NOW })).toEqual({ status: "sent" });
    }
    const results = await Promise.all(Array.from({ length: 4 }, () => submitSectionContact(sectionForm("callback"), page, { ip: "203.0.113.31", now: NOW })));
    expect(results).toEqual(Array.from({ length: 4 }, () => ({ status: "sent" })));
    expect(await counts()).toEqual({ submissions: 2, jobs: 2 });
  });

  it("stores the same answers sent through another form of the page, or the contact page, as their own messages", async () => {
    await insertPage();
    const ip = "203.0.113.32";
    await submitSectionContact(sectionForm("callback"), page, { ip, now: NOW });
    await submitSectionContact(sectionForm("callback-2"), page, { ip, now: NOW });
    await submitContact(contactForm({ name: "Bo", message: "+44 20 7946 0000" }), { ip, now: NOW });
    expect(await counts()).toEqual({ submissions: 3, jobs: 3 });
  });
});
