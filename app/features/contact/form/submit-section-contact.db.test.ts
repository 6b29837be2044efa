import { describe, expect, it } from "vitest";
import type { PageContent } from "#app/features/pages/cms/content.ts";
import type { ContactSection } from "#app/sections/contact/schema.ts";
import { setUpContactTestDb } from "#tests/utils/contact-test-db.ts";
import { CONTACT_NOTIFY_JOB } from "#app/features/contact/notification/notification.server.ts";
import { ANONYMOUS_NAME } from "./section-form.ts";
import { submitSectionContact } from "./submit-section-contact.server.ts";
import { issueFormStamp } from "./form-stamp.server.ts";

const { testDb, stored } = setUpContactTestDb();

const NOW = new Date("2030-06-01T09:00:00.000Z");

/** A quote request form an editor might build: more fields than the contact page has, in their own order. */
const quoteForm: ContactSection = {
  id: "quote-form",
  type: "contact",
  order: 1,
  heading: "Request a quote",
  subheading: "",
  fields: [
    { id: "f-company", type: "text", label: "Company", required: false },
    { id: "f-name", type: "text", label: "Your Name", required: true },
    { id: "f-email", type: "email", label: "Work email", required: true },
    { id: "f-stores", type: "text", label: "Number of stores", required: false },
    { id: "f-details", type: "textarea", label: "What should we check?", required: true },
    { id: "f-notes", type: "textarea", label: "Anything else", required: false },
  ],
  proofOfWork: false,
};

async function insertPage(sections: ContactSection[], slug = "quote"): Promise<{ id: string; slug: string; content: PageContent }> {
  const id = `page-${slug}`;
  const content: PageContent = { sections };
  await testDb().db
    .insertInto("pages")
    .values({
      id,
      title: "Quote",
      slug,
      meta_description: null,
      content: JSON.stringify(content),
      is_published: true,
      author_id: null,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .execute();
  return { id, slug, content };
}

function sectionForm(answers: Record<string, string>, { sectionId = "quote-form", now = NOW, extra = {} } = {} as {
  sectionId?: string;
  now?: Date;
  extra?: Record<string, string>;
}): FormData {
  const form = new FormData();
  const fields = { section_id: sectionId, website: "", rendered_at: issueFormStamp(now.getTime() - 10_000), ...answers, ...extra };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

const validAnswers = {
  "f-company": "Acme Retail",
  "f-name": "  Ann Example ",
  "f-email": "ann@example.com",
  "f-stores": "",
  "f-details": "Mystery shopping in 20 stores.\nTwo regions.",
  "f-notes": "Call after 3 pm",
};

describe("submitSectionContact", () => {
  it("stores the mapped name, e-mail and message, every other field with its label, and the page", async () => {
    const page = await insertPage([quoteForm]);
    expect(await submitSectionContact(sectionForm(validAnswers), page, { ip: "203.0.113.1", now: NOW })).toEqual({ status: "sent" });

    const { submissions, jobs } = await stored();
    expect(submissions).toEqual([
      {
        id: expect.any(String),
        // The field labelled with "name", though the company field is the first text field.
        name: "Ann Example",
        email: "ann@example.com",
        company: null,
        message: "Mystery shopping in 20 stores.\nTwo regions.",
        status: "new",
        created_at: NOW.toISOString(),
        page_id: page.id,
        source_path: "/quote",
        read_at: null,
        assignee_id: null,
        assigned_at: null,
        proof_of_work: null,
        locale: "en",
        form_id: null,
        answers: null,
        extra_fields: [
          { label: "Company", value: "Acme Retail" },
          { label: "Number of stores", value: "" },
          { label: "Anything else", value: "Call after 3 pm" },
        ],
        idempotency_key: expect.stringMatching(/^post:[\w-]{43}$/),
      },
    ]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ type: CONTACT_NOTIFY_JOB, payload: { submissionId: submissions[0]!.id }, status: "pending" });
  });

  it("takes the first text field as the name when no label says name", async () => {
    const page = await insertPage([
      {
        ...quoteForm,
        fields: [
          { id: "f-subject", type: "text", label: "Subject", required: true },
          { id: "f-email", type: "email", label: "Email", required: true },
          { id: "f-msg", type: "textarea", label: "Message", required: true },
        ],
      },
    ]);
    const answers = { "f-subject": "Quote for audits", "f-email": "bo@example.com", "f-msg": "Hello" };
    expect(await submitSectionContact(sectionForm(answers), page, { ip: "203.0.113.2", now: NOW })).toEqual({ status: "sent" });
    const [row] = (await stored()).submissions;
    expect(row).toMatchObject({ name: "Quote for audits", email: "bo@example.com", message: "Hello", extra_fields: [] });
  });

  it("stores a form without name, e-mail or message fields with the fallbacks, keeping every answer", async () => {
    const page = await insertPage([
      {
        ...quoteForm,
        fields: [{ id: "f-feedback", type: "email", label: "Newsletter address", required: false }, { id: "f-x", type: "email", label: "Second address", required: false }],
      },
    ]);
    const answers = { "f-feedback": "", "f-x": "cc@example.com" };
    expect(await submitSectionContact(sectionForm(answers), page, { ip: "203.0.113.3", now: NOW })).toEqual({ status: "sent" });
    const [row] = (await stored()).submissions;
    // The first e-mail field is the e-mail, even when left blank: an address is never guessed from another field.
    expect(row).toMatchObject({ name: ANONYMOUS_NAME, email: "", message: "", extra_fields: [{ label: "Second address", value: "cc@example.com" }] });
  });

  it("enforces each field's required flag and type, says which fields are wrong, and stores nothing", async () => {
    const page = await insertPage([quoteForm]);
    const result = await submitSectionContact(
      sectionForm({ ...validAnswers, "f-name": "   ", "f-email": "not-an-email", "f-stores": "x".repeat(201), "f-notes": "x".repeat(5001) }),
      page,
      { ip: "203.0.113.4", now: NOW },
    );
    expect(result).toEqual({
      status: "invalid",
      httpStatus: 400,
      errors: {
        "f-name": "Your Name is required.",
        "f-email": "Please enter a valid email address.",
        "f-stores": "Number of stores can be at most 200 characters.",
        "f-notes": "Anything else can be at most 5000 characters.",
      },
    });
    expect(await stored()).toEqual({ submissions: [], jobs: [] });
  });

  it("refuses control characters that would break the database or an e-mail header", async () => {
    const page = await insertPage([quoteForm]);
    const result = await submitSectionContact(sectionForm({ ...validAnswers, "f-name": "Eve\r\nBcc: x@example.org", "f-details": "a\u0000b" }), page, {
      ip: "203.0.113.5",
      now: NOW,
    });
    expect(result).toMatchObject({
      status: "invalid",
      errors: { "f-name": "Your Name contains characters we cannot accept.", "f-details": "What should we check? contains characters we cannot accept." },
    });
    expect(await stored()).toEqual({ submissions: [], jobs: [] });
  });

  it("refuses a blank form whose fields are all optional", async () => {
    const page = await insertPage([{ ...quoteForm, fields: quoteForm.fields.map((field) => ({ ...field, required: false })) }]);
    const blank = Object.fromEntries(quoteForm.fields.map((field) => [field.id, " "]));
    expect(await submitSectionContact(sectionForm(blank), page, { ip: "203.0.113.6", now: NOW })).toEqual({
      status: "invalid",
      errors: {},
      formError: "Please fill in the form before sending it.",
      httpStatus: 400,
    });
    expect(await stored()).toEqual({ submissions: [], jobs: [] });
  });

  it.each([
    ["a section id the page does not have", "no-such-section"],
    ["no section id at all", ""],
  ])("refuses %s and stores nothing", async (_case, sectionId) => {
    const page = await insertPage([quoteForm]);
    expect(await submitSectionContact(sectionForm(validAnswers, { sectionId }), page, { ip: "203.0.113.7", now: NOW })).toEqual({
      status: "unknown-section",
      formError: "This form is no longer available. Please reload the page and try again.",
      httpStatus: 404,
    });
    expect(await stored()).toEqual({ submissions: [], jobs: [] });
  });

  it("refuses a section id of another type of section, and any id on an HTML page", async () => {
    const page = await insertPage([quoteForm]);
    const withHero = { ...page, content: { sections: [{ id: "hero-1", type: "hero", order: 0 }, quoteForm] } as PageContent };
    expect(await submitSectionContact(sectionForm(validAnswers, { sectionId: "hero-1" }), withHero, { ip: "203.0.113.8", now: NOW })).toMatchObject({
      status: "unknown-section",
    });
    const htmlPage = { ...page, content: { html: "<p>Hi</p>" } };
    expect(await submitSectionContact(sectionForm(validAnswers), htmlPage, { ip: "203.0.113.8", now: NOW })).toMatchObject({
      status: "unknown-section",
    });
    expect(await stored()).toEqual({ submissions: [], jobs: [] });
  });

  it("finds the right section when a page has two contact forms", async () => {
    const second: ContactSection = {
      ...quoteForm,
      id: "callback-form",
      order: 2,
      fields: [{ id: "c-phone", type: "text", label: "Phone", required: true }],
    };
    const page = await insertPage([quoteForm, second]);
    // The quote form's required fields are absent: they belong to the other form and are not checked.
    expect(await submitSectionContact(sectionForm({ "c-phone": "+44 20 7946 0000" }, { sectionId: "callback-form" }), page, { ip: "203.0.113.9", now: NOW })).toEqual({
      status: "sent",
    });
    const [row] = (await stored()).submissions;
    expect(row).toMatchObject({ name: "+44 20 7946 0000", email: "", extra_fields: [] });
  });

  it("tells a bot that filled the honeypot it was sent, and stores nothing", async () => {
    const page = await insertPage([quoteForm]);
    expect(await submitSectionContact(sectionForm(validAnswers, { extra: { website: "https://spam.example" } }), page, { ip: "203.0.113.10", now: NOW })).toEqual({
      status: "sent",
    });
    expect(await stored()).toEqual({ submissions: [], jobs: [] });
  });

  it("refuses a form sent faster than a person could fill it in", async () => {
    const page = await insertPage([quoteForm]);
    const tooFast = sectionForm(validAnswers, { extra: { rendered_at: issueFormStamp(NOW.getTime() - 500) } });
    expect(await submitSectionContact(tooFast, page, { ip: "203.0.113.11", now: NOW })).toEqual({
      status: "refused",
      formError: "That was quicker than we expected. Please check your message and send it again.",
      httpStatus: 400,
    });
    expect(await stored()).toEqual({ submissions: [], jobs: [] });
  });

  it("shares the per-IP limit with the contact page: the 6th message in 10 minutes is refused", async () => {
    const page = await insertPage([quoteForm]);
    const ip = "198.51.100.20";
    // Five different messages: the same one again would be a repeat, stored once (submission-key.server.ts).
    const message = (n: number) => sectionForm({ ...validAnswers, "f-details": `Message ${n}` });
    for (let i = 0; i < 5; i += 1) {
      expect(await submitSectionContact(message(i), page, { ip, now: NOW })).toEqual({ status: "sent" });
    }
    expect(await submitSectionContact(message(5), page, { ip, now: NOW })).toEqual({
      status: "refused",
      formError: "You have sent several messages in a short time. Please try again in 10 minutes.",
      httpStatus: 429,
    });
    expect((await stored()).submissions).toHaveLength(5);
    // The limit is per visitor: another IP still gets through.
    expect(await submitSectionContact(sectionForm(validAnswers), page, { ip: "198.51.100.21", now: NOW })).toEqual({ status: "sent" });
  });
});
