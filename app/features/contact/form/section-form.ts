import type { PageContent } from "#app/features/pages/cms/content.ts";
import { emailMessages, isEmailAddress } from "#app/lib/email-field.ts";
import { textField } from "#app/lib/form.ts";
import { formatLimit, type CatalogLocale } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";
import type { ContactFormField, ContactSection } from "#app/sections/contact/schema.ts";
import { CONTROL_CHARACTER, CONTROL_CHARACTER_EXCEPT_BREAKS, SECTION_FIELD_MAX_LENGTH } from "./form-fields.ts";
import type { ContactInput, ExtraFields } from "./schema.ts";

/**
 * A CMS contact section's form, as the public page's action reads it. Editors choose the fields,
 * so each one is checked by its type and `required` flag, and the answers are mapped onto a contact
 * submission's name, e-mail and message (docs/decisions/008-cms-contact-sections.md).
 */

/** Stored as the name when the form has no name field, or the visitor left an optional one blank. */
export const ANONYMOUS_NAME = "Website visitor";

/** What one answer is wrong with, in the page's language, or null when it is fine. `value` is already trimmed. */
function sectionFieldProblem(field: ContactFormField, value: string, catalog: CatalogLocale): string | null {
  const locale = { locale: catalog };
  const { label } = field;
  if (value === "") return field.required ? m.contact_field_required({ label }, locale) : null;
  const max = SECTION_FIELD_MAX_LENGTH[field.type];
  if (value.length > max) return m.contact_field_too_long({ label, max: formatLimit(max, catalog) }, locale);
  // Only a message keeps its line breaks; a name or an address with one could reach e-mail headers.
  const forbidden = field.type === "textarea" ? CONTROL_CHARACTER_EXCEPT_BREAKS : CONTROL_CHARACTER;
  if (forbidden.test(value)) return m.contact_field_invalid({ label }, locale);
  if (field.type === "email" && !isEmailAddress(value)) return emailMessages(catalog).invalid;
  return null;
}

/** The page's contact section with this id, or undefined (HTML pages have none). */
export function findContactSection(content: PageContent, sectionId: string): ContactSection | undefined {
  if (!("sections" in content) || sectionId === "") return undefined;
  return content.sections.find((section): section is ContactSection => section.type === "contact" && section.id === sectionId);
}

interface SectionSubmission {
  contact: ContactInput;
  extraFields: ExtraFields;
}

export type SectionFormParse =
  | { ok: true; value: SectionSubmission }
  | { ok: false; errors: Record<string, string>; formError?: string };

/** Reads and checks the answers (inputs are named by field id), answering in `catalog`'s language, and maps them onto a submission. */
export function parseSectionContactForm(section: ContactSection, form: FormData, catalog: CatalogLocale = "en"): SectionFormParse {
  const answers = section.fields.map((field) => ({ field, value: textField(form, field.id).trim() }));
  const errors: Record<string, string> = {};
  for (const { field, value } of answers) {
    const problem = sectionFieldProblem(field, value, catalog);
    if (problem) errors[field.id] ??= problem;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // A form whose fields are all optional can arrive blank; an empty message helps nobody.
  if (answers.every(({ value }) => value === "")) return { ok: false, errors, formError: m.contact_empty_form({}, { locale: catalog }) };
  return { ok: true, value: mapAnswers(answers) };
}

interface Answer {
  field: ContactFormField;
  value: string;
}

/**
 * Name: the first text field labelled with "name", else the first text field. E-mail: the first
 * e-mail field. Message: the first text area. Every other field is kept with its label. A missing
 * or blank name becomes ANONYMOUS_NAME; a missing e-mail or message stays empty rather than invented.
 */
function mapAnswers(answers: Answer[]): SectionSubmission {
  const texts = answers.filter(({ field }) => field.type === "text");
  const name = texts.find(({ field }) => /name/i.test(field.label)) ?? texts[0];
  const email = answers.find(({ field }) => field.type === "email");
  const message = answers.find(({ field }) => field.type === "textarea");
  const mapped = new Set([name, email, message]);
  return {
    contact: {
      name: name?.value || ANONYMOUS_NAME,
      email: email?.value ?? "",
      company: null,
      message: message?.value ?? "",
    },
    extraFields: answers.filter((answer) => !mapped.has(answer)).map(({ field, value }) => ({ label: field.label, value })),
  };
}
