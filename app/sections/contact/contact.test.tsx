import { describe, expect, test } from "vitest";
import { HONEYPOT_FIELD } from "#app/features/contact/form/form-fields.ts";
import { PROOF_OF_WORK_FIELD } from "#app/features/proof-of-work/proof-of-work-fields.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import type { SectionRenderContext } from "../section-types.ts";
import { ContactRenderer } from "./contact.tsx";
import { ContactEditor } from "./contact-editor.tsx";
import { contactDefaults, type ContactFormField, ContactSection, newContactField } from "./schema.ts";

const field = (patch: Partial<ContactFormField>): ContactFormField => ({ ...newContactField(), ...patch });
const contact = (fields: ContactFormField[] = contactDefaults(0).fields): ContactSection => ({ ...contactDefaults(0), id: "contact-1", fields });
const render = (section: ContactSection, context: Partial<SectionRenderContext> = {}) =>
  renderHtml(<ContactRenderer section={section} context={{ ...PAGE_CONTEXT, ...context }} />);
/** The control named `name` (a field's id): its opening tag. */
const controlNamed = (html: string, name: string) => [...tagsOf(html, "input"), ...tagsOf(html, "textarea")].find((tag) => tag.includes(`name="${name}"`));

describe("contact schema", () => {
  test("the defaults are valid: required Name, Email and Message", () => {
    const defaults = contactDefaults(0);
    expect(ContactSection.parse(defaults)).toEqual(defaults);
    expect(defaults.fields.map(({ type, label, required }) => ({ type, label, required }))).toEqual([
      { type: "text", label: "Name", required: true },
      { type: "email", label: "Email", required: true },
      { type: "textarea", label: "Message", required: true },
    ]);
  });

  test("a new field is an optional text field labelled New Field", () => {
    expect(newContactField()).toMatchObject({ type: "text", label: "New Field", required: false });
  });

  test("the heading and each field's label are required", () => {
    expect(issuesOf(ContactSection, { ...contact([field({ label: "Phone" }), field({ label: "" })]), heading: " " })).toEqual({
      heading: "Heading is required.",
      "fields.1.label": "Field label is required.",
    });
  });

  test("a stored field type it does not know reads as text", () => {
    const parsed = ContactSection.parse(contact([{ ...field({ label: "Phone" }), type: "tel" as never }]));
    expect(parsed.fields[0]!.type).toBe("text");
  });
});

describe("contact renderer", () => {
  test("shows the defaults' heading, subheading, fields and Submit button", () => {
    const text = visibleText(render(contact()));
    expect(text).toContain("Contact Us");
    expect(text).toContain("Fill out the form below and we'll get back to you as soon as possible.");
    for (const label of ["Name", "Email", "Message", "Submit"]) expect(text).toContain(label);
  });

  test("is a real form that posts to the page with the section id, signed render time, an empty key slot and a honeypot", () => {
    const html = render(contact());
    const [form] = tagsOf(html, "form");
    expect(form).toContain('action="/about-us"');
    expect(form).toContain('method="post"');
    expect(controlNamed(html, "section_id")).toMatch(/type="hidden"[^>]*value="contact-1"/);
    expect(controlNamed(html, "rendered_at")).toContain(`value="${PAGE_CONTEXT.formStamp}"`);
    // The idempotency key is made in the browser: a key in the (cached, shared) HTML would be everyone's.
    expect(controlNamed(html, "submission_key")).toMatch(/type="hidden"[^>]*value=""/);
    const honeypot = controlNamed(html, HONEYPOT_FIELD);
    expect(honeypot).toContain('tabindex="-1"');
    expect(html).toMatch(new RegExp(`<div aria-hidden="true"[^>]*>(?:(?!</div>).)*name="${HONEYPOT_FIELD}"`));
    expect(tagsOf(html, "button")).toEqual([expect.stringContaining('type="submit"')]);
  });

  test("carries an empty proof-of-work slot only when the section asks for the challenge (the public script fills it)", () => {
    expect(render(contact())).not.toContain(PROOF_OF_WORK_FIELD);
    expect(controlNamed(render({ ...contact(), proofOfWork: true }), PROOF_OF_WORK_FIELD)).toMatch(/type="hidden"[^>]*value=""/);
  });

  test("renders each field type as its control, named by the field's id", () => {
    const fields = [
      field({ id: "f-email", type: "email", label: "Work email", required: true }),
      field({ id: "f-text", type: "text", label: "Company" }),
      field({ id: "f-area", type: "textarea", label: "Question", required: true }),
      { ...field({ id: "f-odd", label: "Phone" }), type: "tel" as never },
    ];
    const html = render(contact(fields));
    expect(controlNamed(html, "f-email")).toMatch(/^<input[^>]*type="email"/);
    expect(controlNamed(html, "f-text")).toMatch(/^<input[^>]*type="text"/);
    expect(controlNamed(html, "f-area")).toMatch(/^<textarea[^>]*rows="5"/);
    expect(controlNamed(html, "f-odd")).toMatch(/^<input[^>]*type="text"/);
    expect(controlNamed(html, "f-email")).toContain('required=""');
    expect(controlNamed(html, "f-area")).toContain('required=""');
    expect(controlNamed(html, "f-text")).not.toContain("required");
  });

  test("labels every field in order, each label pointing at its control", () => {
    const html = render(contact([field({ id: "a", label: "First" }), field({ id: "b", label: "Second" })]));
    expect(visibleText(html)).toMatch(/First.*Second/);
    for (const name of ["a", "b"]) {
      const id = /id="([^"]+)"/.exec(controlNamed(html, name)!)?.[1];
      expect(html).toContain(`for="${id}"`);
    }
  });

  test("shows this section's outcome: success", () => {
    const text = visibleText(render(contact(), { formResult: { sectionId: "contact-1", sent: true } }));
    expect(text).toContain("Message sent: We'll get back to you as soon as possible.");
    expect(render(contact(), { formResult: { sectionId: "contact-1", sent: true } })).toContain('role="status"');
  });

  test("shows this section's outcome: errors, with the typed values kept", () => {
    const section = contact([field({ id: "a", label: "Name" }), field({ id: "b", type: "textarea", label: "Message" })]);
    const html = render(section, {
      formResult: { sectionId: "contact-1", formError: "Something went wrong: Please try again later.", fieldErrors: { b: "Message is required." }, values: { a: "Ann <Lee>" } },
    });
    expect(html).toMatch(/role="alert"[^>]*>Something went wrong: Please try again later.</);
    expect(controlNamed(html, "a")).toContain('value="Ann &lt;Lee&gt;"');
    const message = controlNamed(html, "b")!;
    expect(message).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(message)?.[1];
    expect(html).toContain(`id="${describedBy}" class="text-sm font-medium text-destructive">Message is required.</p>`);
  });

  test("ignores the outcome of another section's form", () => {
    const html = render(contact(), { formResult: { sectionId: "other", sent: true, formError: "Nope", fieldErrors: {}, values: {} } });
    expect(html).not.toContain("Message sent");
    expect(html).not.toContain('role="alert"');
  });

  test("says in the preview that the form does not send", () => {
    expect(visibleText(render(contact(), { preview: true }))).toContain("This is a preview: the form does not send.");
    expect(visibleText(render(contact()))).not.toContain("preview");
  });
});

describe("contact editor", () => {
  const renderEditor = (section: ContactSection, readOnly = false) => renderHtml(<ContactEditor section={section} onChange={() => {}} readOnly={readOnly} />);

  test("lists the fields as Field 1, Field 2 ... with label, type and Required Field", () => {
    const html = renderEditor(contact());
    const text = visibleText(html);
    expect(text).toMatch(/Heading.*Subheading \(Optional\).*Field 1.*Field 2.*Field 3.*Add Another Field/);
    expect(text).toContain("Remove Field 1");
    expect(tagsOf(html, "select")).toHaveLength(3);
    const choices = /<option value="text"(?: selected="")?>Text<\/option><option value="email"(?: selected="")?>Email<\/option><option value="textarea"(?: selected="")?>Text Area<\/option>/g;
    expect(html.match(choices)).toHaveLength(3);
    expect(text.match(/Required Field/g)).toHaveLength(3);
    expect(tagsOf(html, "button").filter((button) => button.includes('role="switch"') && button.includes('aria-checked="true"'))).toHaveLength(3);
  });

  test("selects each field's type", () => {
    const html = renderEditor(contact([field({ type: "email" })]));
    expect(html).toContain('<option value="email" selected="">Email</option>');
  });

  test("without fields it says No fields added yet and offers Add First Field", () => {
    const text = visibleText(renderEditor(contact([])));
    expect(text).toContain("No fields added yet");
    expect(text).toContain("Add First Field");
    expect(text).not.toContain("Add Another Field");
  });

  test("the Required Field label names its switch", () => {
    const html = renderEditor(contact([field({})]));
    const switchId = /<button type="button" role="switch"[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`for="${switchId}">Required Field</label>`);
  });

  test("disables every control when read-only", () => {
    const html = renderEditor(contact([field({})]), true);
    const controls = [...tagsOf(html, "input"), ...tagsOf(html, "textarea"), ...tagsOf(html, "select"), ...tagsOf(html, "button")].filter(
      // Radix mirrors the switch in a hidden checkbox for native forms; it is not a control people use.
      (tag) => !tag.includes('aria-hidden="true"'),
    );
    // heading, subheading, label, type, required switch, move up, move down, remove, add, proof-of-work switch
    expect(controls).toHaveLength(10);
    for (const control of controls) expect(control).toContain('disabled=""');
  });
});

describe("a File upload field", () => {
  const withFile = contact([field({ id: "f-name", label: "Name", required: true }), field({ id: "f-spec", type: "file", label: "Specification" })]);

  test("makes the form multipart, with a file input that names what it takes", () => {
    const html = render(withFile);
    // React writes the attribute as encType; HTML attribute names are case-insensitive.
    expect(tagsOf(html, "form")[0]?.toLowerCase()).toContain('enctype="multipart/form-data"');
    const input = controlNamed(html, "f-spec");
    expect(input).toContain('type="file"');
    expect(input).toContain('accept=".pdf,.png,.jpg,.jpeg,.webp,.gif,.doc,.docx,.xls,.xlsx,.pptx,.csv"');
    expect(visibleText(html)).toContain("PDF, image (PNG, JPEG, WebP, GIF), Office document or CSV.");
    expect(visibleText(html)).not.toContain("choose your file again");
    // A form without a file field stays URL-encoded.
    expect(tagsOf(render(contact()), "form")[0]?.toLowerCase()).not.toContain("enctype");
  });

  test("after a refusal keeps what was typed and asks for the file again", () => {
    const html = render(withFile, { formResult: { sectionId: "contact-1", fieldErrors: { "f-spec": "“x.zip” cannot be sent" }, values: { "f-name": "Ann" } } });
    expect(controlNamed(html, "f-name")).toContain('value="Ann"');
    expect(visibleText(html)).toContain("“x.zip” cannot be sent");
    expect(visibleText(html)).toContain("Files are not kept when a form is refused: please choose your file again.");
  });
});
