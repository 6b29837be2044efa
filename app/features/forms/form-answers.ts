import { ANONYMOUS_NAME } from "#app/features/contact/form/section-form.ts";
import { NO_UPLOADS, type UploadBatch } from "#app/features/form-uploads/received-uploads.ts";
import type { SubmissionFileInput } from "#app/features/form-uploads/submission-files.server.ts";
import type { CatalogLocale } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";
import { problemMessage } from "./answer-messages.ts";
import type { FormColumn } from "#app/features/contact/inbox/inbox-schema.ts";
import { fieldLabel, fieldTexts, textsIn } from "./form-texts.ts";
import { answerProblem, shownFieldIds, type Answer } from "./form-rules.ts";
import type { FormDefinition, FormField, FormTexts } from "./schema.ts";

/** Where the answers were sent from: the server's knowledge, which a hidden field records instead of what was posted. */
export interface AnswerContext {
  /** The page's public path ("/de/angebot"). */
  page: string;
  /** The page's language (a served tag). */
  language: string;
  /** The site's default language: the form's words fall back to it. */
  defaultTag: string;
  catalog: CatalogLocale;
}

/** A form's answers as stored: every shown field's, keyed by field id; the inbox's columns beside. */
interface FormSubmission {
  answers: Record<string, string | string[]>;
  contact: { name: string; email: string; company: string | null; message: string };
  /** Answers beyond name, e-mail, company and message, labelled in the default language, for the inbox and the notification. */
  extraFields: Array<{ label: string; value: string }>;
  /** The accepted files of the form's shown file fields; a file sent under any other name is not the form's and is not kept. */
  files: SubmissionFileInput[];
}

export type FormParse = { ok: true; value: FormSubmission } | { ok: false; errors: Record<string, string>; formError?: string };


function postedAnswer(field: FormField, form: FormData, context: AnswerContext, uploads: UploadBatch): Answer {
  // A file field's answer is the names of its accepted files (what the inbox and the export show).
  if (field.type === "file") return filesOf(field.id, uploads).map((file) => file.displayName);
  if (field.type === "hidden") {
    // The page and its language are known here; what a visitor posts for them is ignored.
    if (field.capture === "page") return context.page;
    if (field.capture === "language") return context.language;
  }
  if (field.type === "checkboxes") return form.getAll(field.id).filter((value): value is string => typeof value === "string");
  const value = form.get(field.id);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * Reads a visitor's post against a form: answers to fields the visitor could not see (a condition
 * that does not hold, or a field of no such id) are dropped, every shown field is checked by the
 * rules the page's script also runs (form-rules.ts), and the messages name each field in the page's
 * language. A campaign tag that breaks its rules is dropped rather than refused: the visitor cannot mend it.
 */
export function parseFormAnswers(definition: FormDefinition, form: FormData, context: AnswerContext, uploads: UploadBatch = NO_UPLOADS): FormParse {
  const texts = textsIn(definition, context.language, context.defaultTag);
  const posted: Record<string, Answer> = {};
  for (const field of definition.fields) posted[field.id] = postedAnswer(field, form, context, uploads);
  const shown = shownFieldIds(definition.fields, posted);
  const errors: Record<string, string> = {};
  const answers: Record<string, string | string[]> = {};
  for (const field of definition.fields) {
    if (!shown.has(field.id)) continue;
    const answer = posted[field.id]!;
    // A refused file has the uploads module's message ("PDF, images, ... only"), in the page's language.
    const refusedFile = field.type === "file" ? uploads.problems[field.id] : undefined;
    if (refusedFile) {
      errors[field.id] = refusedFile;
      continue;
    }
    const problem = answerProblem(field, answer);
    if (problem && field.type === "hidden") continue;
    if (problem) errors[field.id] = problemMessage(problem, fieldLabel(texts, field.id), context.catalog);
    else if (answer.length > 0) answers[field.id] = typeof answer === "string" ? answer : [...answer];
  }
  if (Object.keys(errors).length > 0 || uploads.formError !== undefined) return uploads.formError === undefined ? { ok: false, errors } : { ok: false, errors, formError: uploads.formError };
  const visible = definition.fields.filter((field) => field.type !== "hidden" && answers[field.id] !== undefined);
  if (visible.length === 0) return { ok: false, errors, formError: m.contact_empty_form({}, { locale: context.catalog }) };
  const defaultTexts = textsIn(definition, context.defaultTag, context.defaultTag);
  const files = definition.fields.flatMap((field) =>
    field.type === "file" && answers[field.id] !== undefined ? filesOf(field.id, uploads).map((upload) => ({ upload, fieldLabel: fieldLabel(defaultTexts, field.id) })) : [],
  );
  return { ok: true, value: { ...toSubmission(definition, answers, defaultTexts), files } };
}

function filesOf(fieldId: string, uploads: UploadBatch) {
  return uploads.files.filter((file) => file.fieldName === fieldId);
}

/**
 * The inbox's columns from the answers: the name is the field "name" (else the first text field
 * whose id holds "name"), the e-mail the first e-mail field, the company the field "company", the
 * message the first text area. Every other answer is kept with its label.
 */
function inboxFields(fields: readonly FormField[]) {
  return {
    name: fields.find((field) => field.id === "name") ?? fields.find((field) => field.type === "text" && field.id.includes("name")),
    email: fields.find((field) => field.type === "email"),
    company: fields.find((field) => field.id === "company"),
    message: fields.find((field) => field.type === "textarea"),
  };
}

/**
 * A form's own columns in the inbox's list and export, labelled in `texts` (the default language's):
 * every field but the four the inbox already shows and the page and language it records itself.
 */
export function formColumns(definition: FormDefinition, texts: FormTexts): FormColumn[] {
  const shown = new Set(Object.values(inboxFields(definition.fields)).map((field) => field?.id));
  return definition.fields
    .filter((field) => !shown.has(field.id) && !(field.type === "hidden" && (field.capture === "page" || field.capture === "language")))
    .map((field) => {
      const column = { id: field.id, label: fieldLabel(texts, field.id) };
      if (!("options" in field)) return column;
      const labels = fieldTexts(texts, field.id).options;
      return { ...column, options: Object.fromEntries(field.options.map(({ value }) => [value, labels[value] || value])) };
    });
}

function toSubmission(definition: FormDefinition, answers: Record<string, string | string[]>, texts: FormTexts): Omit<FormSubmission, "files"> {
  const text = (id: string | undefined) => (id && typeof answers[id] === "string" ? (answers[id] as string) : "");
  const fields = definition.fields;
  const { name, email, company, message } = inboxFields(fields);
  const mapped = new Set([name?.id, email?.id, company?.id, message?.id]);
  return {
    answers,
    contact: { name: text(name?.id) || ANONYMOUS_NAME, email: text(email?.id), company: text(company?.id) || null, message: text(message?.id) },
    extraFields: fields
      .filter((field) => !mapped.has(field.id) && answers[field.id] !== undefined)
      .map((field) => {
        const answer = answers[field.id]!;
        return { label: fieldLabel(texts, field.id), value: typeof answer === "string" ? answer : answer.join(", ") };
      }),
  };
}
