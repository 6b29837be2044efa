import { formatLimit, type CatalogLocale } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";
import { maxLengthOf, type AnswerProblem, type AnswerProblemKind, type FieldRules } from "./form-rules.ts";

/** A date as a visitor of the page reads it ("1 March 2027"). */
function readableDate(iso: string, catalog: CatalogLocale): string {
  return new Intl.DateTimeFormat(catalog, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/** The message for one problem with a field's answer, in the page's language, naming the field by its label. */
export function problemMessage(problem: AnswerProblem, label: string, catalog: CatalogLocale): string {
  const locale = { locale: catalog };
  const number = (limit: number) => formatLimit(limit, catalog);
  switch (problem.kind) {
    case "required":
      return m.contact_field_required({ label }, locale);
    case "too-short":
      return m.form_field_too_short({ label, min: number(problem.limit) }, locale);
    case "too-long":
      return m.contact_field_too_long({ label, max: number(problem.limit) }, locale);
    case "invalid":
      return m.contact_field_invalid({ label }, locale);
    case "email":
      return m.form_field_email({ label }, locale);
    case "work-email":
      return m.form_field_work_email({ label }, locale);
    case "phone":
      return m.form_field_phone({ label }, locale);
    case "letters":
      return m.form_field_letters({ label }, locale);
    case "digits":
      return m.form_field_digits({ label }, locale);
    case "number":
      return m.form_field_number({ label }, locale);
    case "too-small":
      return m.form_field_too_small({ label, min: number(problem.limit) }, locale);
    case "too-large":
      return m.form_field_too_large({ label, max: number(problem.limit) }, locale);
    case "date":
      return m.form_field_date({ label }, locale);
    case "too-early":
      return m.form_field_too_early({ label, date: readableDate(problem.limit, catalog) }, locale);
    case "too-late":
      return m.form_field_too_late({ label, date: readableDate(problem.limit, catalog) }, locale);
    case "not-offered":
      return m.form_field_not_offered({ label }, locale);
    case "too-few":
      return m.form_field_too_few({ label, min: number(problem.limit) }, locale);
    case "too-many":
      return m.form_field_too_many({ label, max: number(problem.limit) }, locale);
    case "consent":
      return m.form_field_consent({}, locale);
  }
}

/**
 * Every message a field's rules can give, written out with the field's own limits, for the page's
 * script to show as the visitor types (it has the rules but no catalog): the same words the server answers with.
 */
export function fieldMessages(field: FieldRules, label: string, catalog: CatalogLocale): Partial<Record<AnswerProblemKind, string>> {
  const problems: AnswerProblem[] = [
    { kind: "required" },
    { kind: "too-long", limit: maxLengthOf(field) },
    { kind: "invalid" },
    { kind: "not-offered" },
  ];
  if (field.minLength) problems.push({ kind: "too-short", limit: field.minLength });
  if (field.type === "email") problems.push({ kind: "email" }, { kind: "work-email" });
  if (field.type === "phone") problems.push({ kind: "phone" });
  if (field.type === "text") problems.push({ kind: "letters" }, { kind: "digits" });
  if (field.type === "number") problems.push({ kind: "number" });
  if (field.min != null) problems.push({ kind: "too-small", limit: field.min });
  if (field.max != null) problems.push({ kind: "too-large", limit: field.max });
  if (field.type === "date") problems.push({ kind: "date" });
  if (field.minDate) problems.push({ kind: "too-early", limit: field.minDate });
  if (field.maxDate) problems.push({ kind: "too-late", limit: field.maxDate });
  if (field.minChoices) problems.push({ kind: "too-few", limit: field.minChoices });
  if (field.maxChoices) problems.push({ kind: "too-many", limit: field.maxChoices });
  if (field.type === "consent") problems.push({ kind: "consent" });
  return Object.fromEntries(problems.map((problem) => [problem.kind, problemMessage(problem, label, catalog)]));
}
