import type { PageContent } from "#app/features/pages/cms/content.ts";
import { emailMessages, isEmailAddress } from "#app/lib/email-field.ts";
import { textField } from "#app/lib/form.ts";
import { formatLimit, type CatalogLocale } from "#app/lib/i18n.ts";
import { NO_UPLOADS, type UploadBatch } from "#app/features/form-uploads/received-uploads.ts";
import type { SubmissionFileInput } from "#app/features/form-uploads/submission-files.server.ts";
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
function sectionFieldProblem(field: ContactFormField, value: string, uploads: UploadBatch, catalog: CatalogLocale): string | null {
  const locale = { locale: catalog };
  const { label } = field;
  // A file field's answer is its files: a refused one has its message, and `value` names the accepted ones.
  if (field.type === "file" && uploads.problems[field.id]) return uploads.problems[field.id] ?? null;
  if (value === "") return field.required ? m.contact_field_required({ label }, locale) : null;
  if (field.type === "file") return null;
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
  /** The accepted files of the section's file fields (a file sent under any other name is not the form's). */
  files: SubmissionFileInput[];
}

export type SectionFormParse =
  | { ok: true; value: SectionSubmission }
  | { ok: false; errors: Record<string, string>; formError?: string };

/**
 * Reads and checks the answers (inputs are named by field id; files come as `uploads`, already
 * checked by their bytes), answering in `catalog`'s language, and maps them onto a submission.
 */
export function parseSectionContactForm(section: ContactSection, form: FormData, catalog: CatalogLocale = "en", uploads: UploadBatch = NO_UPLOADS): SectionFormParse {
  const answers = section.fields.map((field) => ({ field, value: answerOf(field, form, uploads) }));
  const errors: Record<string, string> = {};
  for (const { field, value } of answers) {
    const problem = sectionFieldProblem(field, value, uploads, catalog);
    if (problem) errors[field.id] ??= problem;
  }
  if (Object.keys(errors).length > 0 || uploads.formError !== undefined) {
    return uploads.formError === undefined ? { ok: false, errors } : { ok: false, errors, formError: uploads.formError };
  }
  // A form whose fields are all optional can arrive blank; an empty message helps nobody.
  if (answers.every(({ value }) => value === "")) return { ok: false, errors, formError: m.contact_empty_form({}, { locale: catalog }) };
  return { ok: true, value: { ...mapAnswers(answers), files: filesOf(section, uploads) } };
}

/** A text field's trimmed answer; a file field's is the names of its accepted files (what the notification and export show). */
function answerOf(field: ContactFormField, form: FormData, uploads: UploadBatch): string {
  if (field.type !== "file") return textField(form, field.id).trim();
  return uploads.files
    .filter((file) => file.fieldName === field.id)
    .map((file) => file.displayName)
    .join(", ");
}

function filesOf(section: ContactSection, uploads: UploadBatch): SubmissionFileInput[] {
  const fileFields = new Map(section.fields.filter((field) => field.type === "file").map((field) => [field.id, field.label]));
  return uploads.files.flatMap((upload) => {
    const fieldLabel = fileFields.get(upload.fieldName);
    return fieldLabel === undefined ? [] : [{ upload, fieldLabel }];
  });
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
function mapAnswers(answers: Answer[]): Omit<SectionSubmission, "files"> {
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
