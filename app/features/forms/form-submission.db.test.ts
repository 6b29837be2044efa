import { describe, expect, it } from "vitest";
import { QUOTE_FORM_ID, SEEDED_FORMS } from "#app/content/forms.ts";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { CONTACT_NOTIFY_JOB } from "#app/features/contact/notification/notification.server.ts";
import { NO_UPLOADS } from "#app/features/form-uploads/received-uploads.ts";
import type { PageContent } from "#app/features/pages/cms/content.ts";
import { setUpContactTestDb } from "#tests/utils/contact-test-db.ts";
import { handleFormSectionPost } from "./form-section-post.server.ts";
import { ensureSeededForms } from "./form-seeds.server.ts";
import { createForm, deleteForm, getForm, listForms, updateForm } from "./forms.server.ts";

const { testDb, stored } = setUpContactTestDb();
const NOW = new Date();
const ACTOR = { id: "user-1", email: "editor@example.com" };

const formSection = (id: string, formId: string) => ({ id, type: "form", order: 0, formId, heading: "", intro: "", linkUrl: "" });

async function insertPage(slug: string, sections: object[]): Promise<{ id: string; slug: string; content: PageContent }> {
  const id = `page-${slug}`;
  const content = { sections } as unknown as PageContent;
  const at = NOW.toISOString();
  await testDb().db.insertInto("pages").values({ id, title: slug, slug, meta_description: null, content: JSON.stringify(content), is_published: true, author_id: null, created_at: at, updated_at: at }).execute();
  return { id, slug, content };
}

function post(entries: Array<[string, string]>, sectionId = "quote"): FormData {
  const form = new FormData();
  for (const [key, value] of [["section_id", sectionId], ["website", ""], ["rendered_at", issueFormStamp(Date.now() - 10_000)], ...entries] as Array<[string, string]>) form.append(key, value);
  return form;
}

const VALID: Array<[string, string]> = [
  ["company", "Acme Retail GmbH"],
  ["name", "Anna Schmidt"],
  ["email", "anna@acme-retail.de"],
  ["phone", "+49 69 1234 5678"],
  ["service", "test-buying"],
  ["categories", "electronics"],
  ["categories", "toys"],
  ["markets", "europe"],
  ["skus", "120"],
  ["timeline", "three-months"],
  ["message", "Mystery shopping in 20 stores."],
  ["consent", "yes"],
  ["utm_source", "newsletter"],
];

async function send(entries: Array<[string, string]>, { page, sectionId = "quote", path = "/de/angebot", locale = "en" }: { page: Awaited<ReturnType<typeof insertPage>>; sectionId?: string; path?: string; locale?: string }) {
  return handleFormSectionPost({ form: post(entries, sectionId), sectionId, page, path, ip: `203.0.113.${Math.floor(Math.random() * 200)}`, locale, catalog: locale === "de" ? "de" : "en", uploads: NO_UPLOADS });
}

describe("seeded forms", () => {
  it("writes Contact and Request a Quote once; a deleted one does not come back", async () => {
    await testDb().db.deleteFrom("forms").execute();
    expect(await ensureSeededForms(testDb().db)).toEqual(SEEDED_FORMS.map((seed) => seed.id));
    expect(await ensureSeededForms(testDb().db)).toEqual([]);
    expect((await listForms(testDb().db)).map((form) => form.name)).toEqual(["Contact", "Request a Quote"]);
    expect(await deleteForm(QUOTE_FORM_ID, ACTOR, { database: testDb().db })).toBe(true);
    expect(await ensureSeededForms(testDb().db)).toEqual([]);
    expect(await getForm(QUOTE_FORM_ID, testDb().db)).toBeNull();
    // Back for the tests below.
    const quote = SEEDED_FORMS.find((seed) => seed.id === QUOTE_FORM_ID)!;
    await createForm({ name: quote.name, definition: quote.definition }, ACTOR, { database: testDb().db, id: QUOTE_FORM_ID });
  });
});

describe("storing a form's answers", () => {
  it("stores every shown answer by field id with the form's id, the inbox's columns, the page and language the server knows, and queues the notification", async () => {
    const page = await insertPage("angebot", [formSection("quote", QUOTE_FORM_ID)]);
    const answer = await send([...VALID, ["page", "/forged"], ["language", "zh-HK"]], { page, locale: "de" });
    expect(answer).toEqual({ sent: true, redirectTo: "/de/angebot?sent=quote#quote" });
    const { submissions, jobs } = await stored();
    expect(submissions).toHaveLength(1);
    const [row] = submissions;
    expect(row).toMatchObject({ form_id: QUOTE_FORM_ID, name: "Anna Schmidt", email: "anna@acme-retail.de", company: "Acme Retail GmbH", message: "Mystery shopping in 20 stores.", locale: "de", source_path: "/de/angebot", page_id: page.id });
    expect(row!.answers).toEqual({
      company: "Acme Retail GmbH",
      name: "Anna Schmidt",
      email: "anna@acme-retail.de",
      phone: "+49 69 1234 5678",
      service: "test-buying",
      categories: ["electronics", "toys"],
      markets: ["europe"],
      skus: "120",
      timeline: "three-months",
      message: "Mystery shopping in 20 stores.",
      consent: "yes",
      // A hidden field records what the server knows, never what was posted for it.
      page: "/de/angebot",
      language: "de",
      utm_source: "newsletter",
    });
    // Labelled in the default language for the inbox and the notification, as the Contact Form section's extra fields are.
    expect(row!.extra_fields).toContainEqual({ label: "Product categories", value: "electronics, toys" });
    expect(jobs.map((job) => job.type)).toEqual([CONTACT_NOTIFY_JOB]);
  });

  it("refuses with each field's message in the page's language and keeps what was typed and ticked; nothing is stored", async () => {
    const page = await insertPage("angebot", [formSection("quote", QUOTE_FORM_ID)]);
    const answer = await send(
      [
        ["company", ""],
        ["name", "Anna"],
        ["email", "anna@gmail.com"],
        ["service", "world-domination"],
        ["categories", "toys"],
        ["categories", "other"],
        ["markets", "europe"],
        ["timeline", "asap"],
        ["skus", "0"],
      ],
      { page, locale: "de" },
    );
    expect(answer).toMatchObject({
      sent: false,
      status: 400,
      formResult: {
        sectionId: "quote",
        fieldErrors: {
          company: "„Unternehmen“ ist ein Pflichtfeld.",
          email: "„Geschäftliche E-Mail“: Bitte verwenden Sie Ihre geschäftliche E-Mail-Adresse, keine private.",
          service: "„Gewünschte Leistung“: Bitte wählen Sie eine der angebotenen Möglichkeiten.",
          // Shown because "other" is ticked, and required.
          other_category: "„Andere Kategorie“ ist ein Pflichtfeld.",
          skus: "„Anzahl der Artikel (SKUs, optional)“ muss mindestens 1 sein.",
          consent: "Bitte setzen Sie das Häkchen, um fortzufahren.",
        },
        values: { name: "Anna", email: "anna@gmail.com", service: "world-domination", timeline: "asap", skus: "0" },
        choices: { categories: ["toys", "other"], markets: ["europe"] },
      },
    });
    expect((await stored()).submissions).toEqual([]);
  });
});

describe("what an attacker tries first", () => {
  it("a conditional field whose condition does not hold is dropped, whatever was posted", async () => {
    const page = await insertPage("quote", [formSection("quote", QUOTE_FORM_ID)]);
    expect(await send([...VALID, ["other_category", "<script>"]], { page, path: "/quote" })).toMatchObject({ sent: true });
    const [row] = (await stored()).submissions;
    expect(row!.answers).not.toHaveProperty("other_category");
  });

  it("a field of another form, or one the form does not have, is ignored: the page's section decides the form", async () => {
    const page = await insertPage("quote", [formSection("quote", QUOTE_FORM_ID)]);
    expect(await send([...VALID, ["form_id", "contact"], ["is_admin", "true"]], { page, path: "/quote" })).toMatchObject({ sent: true });
    const [row] = (await stored()).submissions;
    expect(row!.form_id).toBe(QUOTE_FORM_ID);
    expect(row!.answers).not.toHaveProperty("is_admin");
  });

  it("a post naming a form section of another page is not this page's: nothing is taken here", async () => {
    const page = await insertPage("about", [{ id: "text-1", type: "text", order: 0, content: "<p>Hi</p>" }]);
    expect(await send(VALID, { page, sectionId: "quote", path: "/about" })).toBeNull();
    expect((await stored()).submissions).toEqual([]);
  });

  it("a choice not offered, a forged consent value and over-long answers are refused", async () => {
    const page = await insertPage("quote", [formSection("quote", QUOTE_FORM_ID)]);
    const forged = new Map(VALID);
    forged.set("timeline", "yesterday");
    forged.set("consent", "on");
    forged.set("company", "x".repeat(201));
    forged.set("message", "y".repeat(5001));
    const answer = await send([...forged.entries(), ["markets", "mars"]], { page, path: "/quote" });
    expect(answer).toMatchObject({
      sent: false,
      formResult: {
        fieldErrors: {
          timeline: "Timeline: Please choose one of the options offered.",
          consent: "Please tick this box to continue.",
          company: "Company can be at most 200 characters.",
          message: "Message (optional) can be at most 5000 characters.",
          markets: "Markets: Please choose one of the options offered.",
        },
      },
    });
    expect((await stored()).submissions).toEqual([]);
  });

  it("an over-long campaign tag is dropped, not refused: the visitor cannot mend it", async () => {
    const page = await insertPage("quote", [formSection("quote", QUOTE_FORM_ID)]);
    expect(await send([...VALID.filter(([key]) => key !== "utm_source"), ["utm_source", "z".repeat(500)]], { page, path: "/quote" })).toMatchObject({ sent: true });
    expect((await stored()).submissions[0]!.answers).not.toHaveProperty("utm_source");
  });

  it("a form deleted since the page was drawn answers that it is gone", async () => {
    const page = await insertPage("quote", [formSection("quote", "no-such-form")]);
    expect(await send(VALID, { page, path: "/quote" })).toMatchObject({ sent: false, status: 404 });
  });
});

describe("saving a form", () => {
  it("refuses a save over a version someone else saved since", async () => {
    const contact = SEEDED_FORMS[0]!;
    const created = await createForm({ name: "Newsletter Survey", definition: contact.definition }, ACTOR, { database: testDb().db });
    expect(await updateForm(created.id, { name: "Survey", definition: contact.definition }, 1, ACTOR, { database: testDb().db })).toMatchObject({ ok: true, form: { version: 2 } });
    expect(await updateForm(created.id, { name: "Survey again", definition: contact.definition }, 1, ACTOR, { database: testDb().db })).toEqual({ ok: false, reason: "stale" });
    expect((await getForm(created.id, testDb().db))!.name).toBe("Survey");
  });
});
