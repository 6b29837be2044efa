// Issue S: a form built on the Forms screen takes files, routes its notification, replies to the
// sender and asks for proof of work, as its definition says and nothing a post says. Posted as a
// visitor's browser posts it (multipart) through the page action every page with forms uses.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { QUOTE_FORM_ID, SEEDED_FORMS } from "#app/content/forms.ts";
import { handlePageFormPost } from "#app/features/contact/form/page-form-post.server.ts";
import { parseInboxFilters } from "#app/features/contact/inbox/inbox-schema.ts";
import { exportHeader, exportSubmissionRows, listSubmissions } from "#app/features/contact/inbox/inbox.server.ts";
import { AUTO_REPLY_JOB } from "#app/features/contact/notification/auto-reply.server.ts";
import { CONTACT_NOTIFY_JOB } from "#app/features/contact/notification/notification.server.ts";
import { PROOF_OF_WORK_FIELD } from "#app/features/proof-of-work/proof-of-work-fields.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBook, type AddressBook } from "#app/features/languages/public-address.ts";
import type { PageContent } from "#app/features/pages/cms/content.ts";
import { csvResponse } from "#app/lib/csv.ts";
import type { FormRouting } from "#app/lib/form-routing-schema.ts";
import type { SectionFormResult } from "#app/sections/section-types.ts";
import { setUpContactTestDb } from "#tests/utils/contact-test-db.ts";
import { filledInByAPerson } from "#tests/utils/public-form.ts";
import { setSuiteEnv } from "#tests/utils/test-env.ts";
import { insertStaffUser } from "#tests/utils/staff-builders.ts";
import { saveWebhook } from "#app/features/webhooks/webhooks.server.ts";
import { HTML_AS_PDF, PDF } from "#tests/utils/upload-fixtures.ts";
import { handleFormSectionPost } from "./form-section-post.server.ts";
import { createForm, listFormChoices, updateForm, getForm } from "./forms.server.ts";
import { FormDefinition } from "./schema.ts";

const { testDb, stored } = setUpContactTestDb();
const uploadsDir = mkdtempSync(join(tmpdir(), "brandcheck-form-uploads-"));
setSuiteEnv({ UPLOADS_DIR: uploadsDir, UPLOAD_MAX_FILE_BYTES: undefined, UPLOAD_MAX_FILES: undefined, WEBHOOK_ALLOW_PRIVATE: "true" });
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const ACTOR = { id: "user-1", email: "editor@example.com" };
const QUOTE = SEEDED_FORMS.find((seed) => seed.id === QUOTE_FORM_ID)!;
const ROUTING: FormRouting = {
  rules: [
    { id: "apac", when: [{ kind: "field", fieldId: "markets", operator: "is", value: "asia-pacific" }, { kind: "language", tag: "zh" }], notify: ["hk@brandcheck.example"] },
    { id: "dach", when: [{ kind: "language", tag: "de" }], notify: ["frankfurt@brandcheck.example"] },
  ],
  fallback: ["sales@brandcheck.example"],
  autoReply: { enabled: true, texts: [{ language: "de", subject: "Danke für Ihre Anfrage", body: "Wir melden uns innerhalb von zwei Werktagen." }, { language: "en", subject: "Thank you", body: "We will be in touch." }] },
};

let book: AddressBook;
let ip = 0;
beforeAll(async () => {
  book = addressBook(await listLanguages());
});
beforeEach(async () => {
  for (const name of readdirSync(uploadsDir)) rmSync(join(uploadsDir, name));
  await testDb().db.deleteFrom("forms").execute();
  await createForm({ name: QUOTE.name, definition: FormDefinition.parse({ ...QUOTE.definition, routing: ROUTING }) }, ACTOR, { database: testDb().db, id: QUOTE_FORM_ID });
  const now = new Date().toISOString();
  await testDb()
    .db.insertInto("pages")
    .values({ id: PAGE.id, title: "Angebot", slug: PAGE.slug, meta_description: null, content: JSON.stringify(PAGE.content), is_published: true, author_id: null, created_at: now, updated_at: now })
    .execute();
});

const PAGE = { id: "page-angebot", slug: "angebot", content: { sections: [{ id: "quote", type: "form", order: 0, formId: QUOTE_FORM_ID, heading: "", intro: "", linkUrl: "" }] } as unknown as PageContent };

const ANSWERS: Record<string, string> = {
  section_id: "quote",
  company: "Acme Retail GmbH",
  name: "Anna Schmidt",
  email: "anna@acme-retail.de",
  service: "test-buying",
  categories: "toys",
  markets: "europe",
  timeline: "asap",
  consent: "yes",
};

function quoteForm(files: Array<[field: string, name: string, bytes: Uint8Array]> = [], extra: Record<string, string> = {}): FormData {
  const form = filledInByAPerson({ ...ANSWERS, ...extra }, new Date());
  for (const [field, name, bytes] of files) form.append(field, new File([bytes as BlobPart], name, { type: "application/pdf" }));
  return form;
}

async function post(form: FormData, path = "/de/angebot") {
  ip += 1;
  const request = new Request(`http://localhost${path}`, { method: "POST", body: form });
  const answer = await handlePageFormPost({ request, page: PAGE, path, ip: `198.51.100.${ip}`, book, otherForms: handleFormSectionPost });
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location"), result: undefined };
  return { status: answer.init?.status ?? 200, location: null, result: (answer.data as { formResult: SectionFormResult }).formResult };
}

const fileRows = () => testDb().db.selectFrom("submission_files").selectAll().execute();

describe("a built form's file field", () => {
  it("stores the specification file privately with the submission, named in its answers", async () => {
    expect(await post(quoteForm([["specification", "Spec sheet.pdf", PDF]]))).toMatchObject({ status: 302, location: "/de/angebot?sent=quote#quote" });
    const [submission] = (await stored()).submissions;
    expect(submission?.answers).toMatchObject({ specification: ["Spec sheet.pdf"] });
    const [row] = await fileRows();
    expect(row).toMatchObject({ submission_id: submission?.id, field_id: "specification", field_label: "Specification file (optional)", display_name: "Spec sheet.pdf", size_bytes: PDF.byteLength });
    expect(readdirSync(uploadsDir)).toEqual([row?.stored_name]);
  });

  it("refuses a hostile file under the field, in the page's language, keeps what was typed and stores nothing", async () => {
    const { status, result } = await post(quoteForm([["specification", "brief.pdf", HTML_AS_PDF]]));
    expect(status).toBe(400);
    expect(result?.fieldErrors?.specification).toMatch(/brief\.pdf/);
    expect(result?.values).toMatchObject({ company: "Acme Retail GmbH", name: "Anna Schmidt" });
    expect((await stored()).submissions).toEqual([]);
    expect(await fileRows()).toEqual([]);
    expect(readdirSync(uploadsDir)).toEqual([]);
  });

  it("keeps no file posted under a name the form has no file field for (a hand-made post), nor one under a text field's name", async () => {
    expect((await post(quoteForm([["attachment", "x.pdf", PDF], ["company", "y.pdf", PDF]]))).status).toBe(302);
    expect((await stored()).submissions).toHaveLength(1);
    expect(await fileRows()).toEqual([]);
    expect(readdirSync(uploadsDir)).toEqual([]);
  });

  it("a forged form id in the post changes nothing: the page's section names the form", async () => {
    expect((await post(quoteForm([["specification", "spec.pdf", PDF]], { form_id: "contact", formId: "contact" }))).status).toBe(302);
    expect((await stored()).submissions[0]?.form_id).toBe(QUOTE_FORM_ID);
  });
});

describe("a built form's notification rules and auto-reply", () => {
  it("queues the notification with the form's rules, its name and the campaign, and a German auto-reply to a German sender", async () => {
    expect((await post(quoteForm([], { utm_campaign: "spring-fair" }))).status).toBe(302);
    const { jobs } = await stored();
    const notify = jobs.find((job) => job.type === CONTACT_NOTIFY_JOB);
    expect(notify?.payload).toMatchObject({ formName: "Form “Request a Quote”", routing: { rules: ROUTING.rules, fallback: ROUTING.fallback }, campaign: "spring-fair" });
    const reply = jobs.find((job) => job.type === AUTO_REPLY_JOB);
    expect(reply?.payload).toMatchObject({ subject: "Danke für Ihre Anfrage", body: "Wir melden uns innerhalb von zwei Werktagen." });
  });

  it("sends no auto-reply when the form has it off", async () => {
    const form = (await getForm(QUOTE_FORM_ID, testDb().db))!;
    await updateForm(QUOTE_FORM_ID, { name: form.name, definition: { ...form.definition, routing: { ...ROUTING, autoReply: { enabled: false, texts: ROUTING.autoReply.texts } } } }, form.version, ACTOR, { database: testDb().db });
    expect((await post(quoteForm())).status).toBe(302);
    expect((await stored()).jobs.map((job) => job.type)).toEqual([CONTACT_NOTIFY_JOB]);
  });

  it("refuses to save a rule that tests a field the form does not have", () => {
    const parsed = FormDefinition.safeParse({ ...QUOTE.definition, routing: { ...ROUTING, rules: [{ id: "r", when: [{ kind: "field", fieldId: "nope", operator: "is", value: "x" }], notify: ["a@b.example"] }] } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["routing", "rules", 0, "when", 0, "fieldId"], message: "A rule must test a field of this form." });
  });
});

describe("a built form's proof-of-work switch", () => {
  async function switchProofOfWork(on: boolean) {
    const form = (await getForm(QUOTE_FORM_ID, testDb().db))!;
    await updateForm(QUOTE_FORM_ID, { name: form.name, definition: { ...form.definition, proofOfWork: on } }, form.version, ACTOR, { database: testDb().db });
  }

  it("stores a visitor without JavaScript (no solution) as unverified, never refused", async () => {
    await switchProofOfWork(true);
    expect((await post(quoteForm([], { [PROOF_OF_WORK_FIELD]: "" }))).status).toBe(302);
    expect((await stored()).submissions[0]?.proof_of_work).toBe("unverified");
  });

  it("cannot be switched off by the post: a forged setting or solution is still unverified", async () => {
    await switchProofOfWork(true);
    expect((await post(quoteForm([], { proofOfWork: "false", proof_of_work: "off", [PROOF_OF_WORK_FIELD]: '{"challenge":{},"solution":{"counter":1}}' }))).status).toBe(302);
    expect((await stored()).submissions[0]?.proof_of_work).toBe("unverified");
  });

  it("a form with it off records no verdict", async () => {
    expect((await post(quoteForm())).status).toBe(302);
    expect((await stored()).submissions[0]?.proof_of_work).toBeNull();
  });
});

describe("the inbox of every form", () => {
  it("filters by form and shows and exports the form's own columns, formulas neutralised", async () => {
    expect((await post(quoteForm([["specification", "spec.pdf", PDF]], { message: "=HYPERLINK(\"http://evil.example\")" }))).status).toBe(302);
    await testDb()
      .db.insertInto("contact_submissions")
      .values({ id: "other", name: "Bo", email: "bo@example.com", company: null, message: "Hi", status: "new", created_at: new Date().toISOString(), locale: "en" })
      .execute();
    const forms = await listFormChoices(testDb().db);
    const filters = parseInboxFilters(new URLSearchParams({ form: QUOTE_FORM_ID }), [{ tag: "en", nativeName: "English" }], undefined, forms);
    expect(filters.form?.columns.map((column) => column.id)).toEqual(["phone", "service", "categories", "other_category", "markets", "skus", "timeline", "specification", "consent", "utm_source", "utm_medium", "utm_campaign"]);
    const list = await listSubmissions({ ...filters, page: 1 }, { database: testDb().db });
    expect(list.submissions.map((submission) => submission.name)).toEqual(["Anna Schmidt"]);
    // A forged form id reads as "every form".
    expect(parseInboxFilters(new URLSearchParams({ form: "nope" }), [], undefined, forms).form).toBeNull();

    const response = csvResponse("x.csv", exportHeader(filters), exportSubmissionRows(filters, { database: testDb().db }));
    const text = await response.text();
    const [header, row] = text.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(header).toContain("Specification file (optional)");
    expect(row).toContain("spec.pdf");
    // The form's own columns show choices by their labels in the default language, not their stored values.
    expect(row).toContain(",Test Buying,Toys and children's products,,Europe,,As soon as possible,spec.pdf,yes,");
    expect(row).not.toMatch(/(^|,)"?=HYPERLINK/);
  });
});

describe("the form.submitted webhook of a built form", () => {
  it("names the form by its id and carries every answer by field id", async () => {
    await testDb().db.deleteFrom("webhook_deliveries").execute();
    await testDb().db.deleteFrom("webhook_configs").execute();
    const editor = await insertStaffUser(testDb().db, { email: `ed-${Date.now()}@brandcheck.test`, role: "editor" });
    await saveWebhook({ url: "http://127.0.0.1:9/crm", name: "CRM", eventType: "form.submitted" }, editor);
    expect((await post(quoteForm())).status).toBe(302);
    const [delivery] = await testDb().db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(delivery?.payload).toMatchObject({ data: { form: { id: QUOTE_FORM_ID, key: "form" }, fields: { company: "Acme Retail GmbH", markets: ["europe"] } } });
  });
});
