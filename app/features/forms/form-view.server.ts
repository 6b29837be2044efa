import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { catalogLocale, type CatalogLocale } from "#app/lib/i18n.ts";
import { UPLOAD_ACCEPT } from "#app/features/form-uploads/upload-rules.ts";
import { m } from "#app/paraglide/messages.js";
import type { FormControl, FormFieldView, FormView, FormViews } from "#app/sections/form/view.ts";
import { fieldMessages } from "./answer-messages.ts";
import { fieldTexts, textsIn } from "./form-texts.ts";
import { COUNTRY_CODES, maxLengthOf, type FieldRules } from "./form-rules.ts";
import { getForms } from "./forms.server.ts";
import type { FormDefinition, FormField } from "./schema.ts";

const CONTROLS: Record<FormField["type"], FormControl> = {
  text: "text",
  email: "email",
  phone: "tel",
  number: "number",
  select: "select",
  radio: "radio",
  checkboxes: "checkboxes",
  textarea: "textarea",
  date: "date",
  country: "select",
  file: "file",
  consent: "consent",
  hidden: "hidden",
};

interface ViewContext {
  /** The page's language and the site's default (the form's words fall back to it). */
  language: string;
  defaultTag: string;
  /** The page's public path, which a "page" hidden field records. */
  path: string;
}

function countryOptions(catalog: CatalogLocale): Array<{ value: string; label: string }> {
  const names = new Intl.DisplayNames([catalog], { type: "region" });
  const collator = new Intl.Collator(catalog);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
}

/** One form as a page in `language` shows it: every word in that language (or the default's), each field's rules and messages for the page's script. */
function formView(definition: FormDefinition, { language, defaultTag, path }: ViewContext): FormView {
  const texts = textsIn(definition, language, defaultTag);
  const catalog = catalogLocale(language);
  const fields = definition.fields.map((field): FormFieldView => {
    const words = fieldTexts(texts, field.id);
    const rules: FieldRules = field;
    const options =
      field.type === "country" ? countryOptions(catalog) : "options" in field ? field.options.map(({ value }) => ({ value, label: words.options[value] || value })) : [];
    const isSelect = field.type === "select" || field.type === "country";
    return {
      id: field.id,
      control: CONTROLS[field.type],
      required: field.required,
      label: words.label,
      help: words.help,
      placeholder: words.placeholder || (isSelect ? m.form_select_prompt({}, { locale: catalog }) : ""),
      options,
      linkText: words.linkText,
      hiddenValue: field.type === "hidden" ? (field.capture === "page" ? path : field.capture === "language" ? language : "") : "",
      capture: field.type === "hidden" ? field.capture : "",
      maxLength: ["text", "email", "phone", "textarea"].includes(field.type) ? maxLengthOf(field) : undefined,
      minLength: "minLength" in field ? (field.minLength ?? undefined) : undefined,
      min: "min" in field ? (field.min ?? undefined) : undefined,
      max: "max" in field ? (field.max ?? undefined) : undefined,
      minDate: "minDate" in field ? (field.minDate ?? undefined) : undefined,
      maxDate: "maxDate" in field ? (field.maxDate ?? undefined) : undefined,
      file: field.type === "file" ? { accept: UPLOAD_ACCEPT, hint: m.upload_hint({}, { locale: catalog }), chooseAgain: m.upload_choose_again({}, { locale: catalog }) } : null,
      rules: JSON.stringify(rules),
      messages: JSON.stringify(fieldMessages(field, words.label || field.id, catalog)),
    };
  });
  return {
    fields,
    submitLabel: texts.submitLabel,
    successMessage: texts.successMessage,
    thankYouPath: texts.thankYouPath,
    takesFiles: definition.fields.some((field) => field.type === "file"),
    proofOfWork: definition.proofOfWork,
  };
}

/** The form ids a page's Form sections name. */
function formIdsOf(content: { sections?: ReadonlyArray<{ type: string }> } | object): string[] {
  const sections = "sections" in content && Array.isArray(content.sections) ? (content.sections as ReadonlyArray<{ type: string; formId?: unknown }>) : [];
  return [...new Set(sections.flatMap((section) => (section.type === "form" && typeof section.formId === "string" ? [section.formId] : [])))];
}

/** The views of every form a page's sections show, in the page's language; a form that no longer exists is left out (its section renders nothing). */
export async function formViewsOf(content: object, context: ViewContext, database: Kysely<Database> = db()): Promise<FormViews> {
  const forms = await getForms(formIdsOf(content), database);
  return Object.fromEntries([...forms.values()].map((form) => [form.id, formView(form.definition, context)]));
}
