/**
 * What a form's fields are and the rules their answers follow, shared by the server (schema.ts,
 * form-answers.ts) and the public script (app/site-enhance/form-live.ts), so a visitor with
 * JavaScript is told exactly what the server would answer (docs/decisions/044-forms.md). Free of Zod
 * and of the message catalogs on purpose: it ships to the pages that show a form.
 */

/** Field types a form may hold. A "file" field takes private uploads (docs/decisions/045-private-uploads.md). */
export const FORM_FIELD_TYPES = ["text", "email", "phone", "number", "select", "radio", "checkboxes", "textarea", "date", "country", "file", "consent", "hidden"] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** What a hidden field records. The page and language come from the address the form was posted to, never from the visitor. */
export const HIDDEN_CAPTURES = ["page", "language", "utm_source", "utm_medium", "utm_campaign"] as const;
export type HiddenCapture = (typeof HIDDEN_CAPTURES)[number];

/** Ready-made patterns staff pick instead of writing a regular expression ("work-email" for e-mail fields, the others for text). */
type PatternPreset = "none" | "work-email" | "letters" | "digits";

/** What a ticked consent box sends. */
const CONSENT_VALUE = "yes";

/** The longest answer any text-like field takes, and the most options a choice field holds. */
export const FIELD_MAX_LENGTH = 5000;
export const SHORT_FIELD_MAX_LENGTH = 200;
export const MAX_OPTIONS = 250;
/** A campaign tag or a page address is stored as sent, but no longer than this. */
const HIDDEN_MAX_LENGTH = 200;

/** How a field's visibility depends on another field's answer. */
export const CONDITION_OPERATORS = ["equals", "not-equals", "includes", "filled", "empty"] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export interface FieldCondition {
  /** The id of the field whose answer decides. */
  field: string;
  op: ConditionOperator;
  /** The answer compared with ("equals", "not-equals", "includes"); ignored by "filled" and "empty". */
  value: string;
}

/** A field's structure, the same in every language (its words are in the form's texts). */
export interface FieldRules {
  id: string;
  type: FormFieldType;
  required: boolean;
  showIf: FieldCondition | null;
  minLength?: number | null;
  maxLength?: number | null;
  min?: number | null;
  max?: number | null;
  /** Dates as YYYY-MM-DD. */
  minDate?: string | null;
  maxDate?: string | null;
  minChoices?: number | null;
  maxChoices?: number | null;
  pattern?: PatternPreset;
  /** The option values offered (select, radio, checkboxes); a country field offers COUNTRY_CODES. */
  options?: ReadonlyArray<{ value: string }>;
}

/** An answer as a form sends it: one text, or a list (checkboxes). */
export type Answer = string | readonly string[];
export type Answers = Readonly<Record<string, Answer | undefined>>;

/** ISO 3166-1 alpha-2 codes a country field offers; their names come from Intl.DisplayNames in the page's language. */
export const COUNTRY_CODES = (
  "AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ " +
  "DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT " +
  "JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ " +
  "OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ " +
  "UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

/** The address rule Zod's z.email() applies, written out so that the public script needs no Zod. */
const EMAIL_ADDRESS = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** Free mail providers a "work e-mail only" field refuses. */
const FREE_MAIL_DOMAINS = new Set(["gmail.com", "googlemail.com", "yahoo.com", "hotmail.com", "outlook.com", "live.com", "icloud.com", "me.com", "aol.com", "gmx.de", "gmx.net", "web.de", "qq.com", "163.com", "126.com", "proton.me", "protonmail.com", "yandex.ru", "mail.ru"]);
const PHONE = /^\+?[\d\s().-]{6,30}$/;
const LETTERS = /^[\p{L}\p{M}\s'.-]*$/u;
const DIGITS = /^\d*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Control characters are never typed; PostgreSQL cannot store NUL, and a line break in a one-line answer could reach e-mail headers. */
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/** What is wrong with one answer; the catalog's words for each are chosen by the caller. */
export type AnswerProblem =
  | { kind: "required" }
  | { kind: "too-short"; limit: number }
  | { kind: "too-long"; limit: number }
  | { kind: "invalid" }
  | { kind: "email" }
  | { kind: "work-email" }
  | { kind: "phone" }
  | { kind: "letters" }
  | { kind: "digits" }
  | { kind: "number" }
  | { kind: "too-small"; limit: number }
  | { kind: "too-large"; limit: number }
  | { kind: "date" }
  | { kind: "too-early"; limit: string }
  | { kind: "too-late"; limit: string }
  | { kind: "not-offered" }
  | { kind: "too-few"; limit: number }
  | { kind: "too-many"; limit: number }
  | { kind: "consent" };

export type AnswerProblemKind = AnswerProblem["kind"];

/** The values offered by a choice or country field. */
function offeredValues(field: FieldRules): readonly string[] {
  if (field.type === "country") return COUNTRY_CODES;
  return (field.options ?? []).map((option) => option.value);
}

/** The longest answer a field takes: its own limit, within the type's. */
export function maxLengthOf(field: FieldRules): number {
  const ceiling = field.type === "textarea" ? FIELD_MAX_LENGTH : field.type === "hidden" ? HIDDEN_MAX_LENGTH : SHORT_FIELD_MAX_LENGTH;
  return Math.min(field.maxLength ?? ceiling, ceiling);
}

function asList(answer: Answer | undefined): readonly string[] {
  if (answer === undefined) return [];
  return typeof answer === "string" ? (answer === "" ? [] : [answer]) : answer.filter((value) => value !== "");
}

function asText(answer: Answer | undefined): string {
  return typeof answer === "string" ? answer.trim() : (answer?.[0]?.trim() ?? "");
}

/** The problem with a field's answer (already trimmed by asText), or null when it is fine. The field is assumed shown. */
export function answerProblem(field: FieldRules, answer: Answer | undefined): AnswerProblem | null {
  if (field.type === "checkboxes") return choicesProblem(field, asList(answer));
  const value = asText(answer);
  if (field.type === "consent") {
    if (value === "") return field.required ? { kind: "consent" } : null;
    // Any other value is a forged box: the visitor is asked to tick the real one.
    return value === CONSENT_VALUE ? null : { kind: "consent" };
  }
  if (value === "") return field.required && field.type !== "hidden" ? { kind: "required" } : null;
  // A file field's answer is the names of its accepted files (the server) or the chosen file (the page's script); its files are checked by their bytes.
  if (field.type === "file") return null;
  const max = maxLengthOf(field);
  if (value.length > max) return { kind: "too-long", limit: max };
  if ((field.type === "textarea" ? CONTROL_EXCEPT_BREAKS : CONTROL).test(value)) return { kind: "invalid" };
  if (field.minLength && value.length < field.minLength) return { kind: "too-short", limit: field.minLength };
  switch (field.type) {
    case "email":
      if (!EMAIL_ADDRESS.test(value)) return { kind: "email" };
      if (field.pattern === "work-email" && FREE_MAIL_DOMAINS.has(value.slice(value.lastIndexOf("@") + 1).toLowerCase())) return { kind: "work-email" };
      return null;
    case "phone":
      return PHONE.test(value) ? null : { kind: "phone" };
    case "number":
      return numberProblem(field, value);
    case "date":
      return dateProblem(field, value);
    case "select":
    case "radio":
    case "country":
      return offeredValues(field).includes(value) ? null : { kind: "not-offered" };
    default:
      if (field.pattern === "letters" && !LETTERS.test(value)) return { kind: "letters" };
      if (field.pattern === "digits" && !DIGITS.test(value)) return { kind: "digits" };
      return null;
  }
}

function choicesProblem(field: FieldRules, chosen: readonly string[]): AnswerProblem | null {
  const offered = offeredValues(field);
  if (chosen.some((value) => !offered.includes(value)) || new Set(chosen).size !== chosen.length) return { kind: "not-offered" };
  if (chosen.length === 0) return field.required ? { kind: "required" } : null;
  if (field.minChoices && chosen.length < field.minChoices) return { kind: "too-few", limit: field.minChoices };
  if (field.maxChoices && chosen.length > field.maxChoices) return { kind: "too-many", limit: field.maxChoices };
  return null;
}

function numberProblem(field: FieldRules, value: string): AnswerProblem | null {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return { kind: "number" };
  const number = Number(value);
  if (field.min != null && number < field.min) return { kind: "too-small", limit: field.min };
  if (field.max != null && number > field.max) return { kind: "too-large", limit: field.max };
  return null;
}

function dateProblem(field: FieldRules, value: string): AnswerProblem | null {
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) return { kind: "date" };
  if (field.minDate && value < field.minDate) return { kind: "too-early", limit: field.minDate };
  if (field.maxDate && value > field.maxDate) return { kind: "too-late", limit: field.maxDate };
  return null;
}

/** Whether a condition holds for the answers given. */
export function conditionHolds(condition: FieldCondition, answers: Answers): boolean {
  const chosen = asList(answers[condition.field]).map((value) => value.trim());
  switch (condition.op) {
    case "equals":
      return chosen.length === 1 && chosen[0] === condition.value;
    case "not-equals":
      return !(chosen.length === 1 && chosen[0] === condition.value);
    case "includes":
      return chosen.includes(condition.value);
    case "filled":
      return chosen.length > 0;
    case "empty":
      return chosen.length === 0;
  }
}

/**
 * The ids of the fields a visitor sees with these answers, in order. A field shows when its
 * condition holds on a field that is itself shown: hiding a question hides what depends on it, so a
 * chain of conditions reads the answers the visitor can actually see. The schema refuses conditions
 * on later fields, so one pass in order is enough.
 */
export function shownFieldIds(fields: readonly FieldRules[], answers: Answers): Set<string> {
  const shown = new Set<string>();
  for (const field of fields) {
    if (!field.showIf) {
      shown.add(field.id);
      continue;
    }
    if (shown.has(field.showIf.field) && conditionHolds(field.showIf, answers)) shown.add(field.id);
  }
  return shown;
}
