import { z } from "#app/lib/zod.ts";
import { emptyRouting, FormRouting } from "#app/lib/form-routing-schema.ts";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD, SECTION_ID_FIELD, SUBMISSION_KEY_FIELD } from "#app/features/contact/form/form-fields.ts";
import {
  CONDITION_OPERATORS,
  FIELD_MAX_LENGTH,
  HIDDEN_CAPTURES,
  MAX_OPTIONS,
  SHORT_FIELD_MAX_LENGTH,
} from "./form-rules.ts";

/**
 * A form as stored (docs/decisions/044-forms.md): its fields' structure, the same in every language,
 * and each language's words in `texts`, keyed by site language tag. The one schema for the Forms
 * screen's save, every read from the database and the seeds; the public answers are checked by the
 * rules in form-rules.ts, which this schema's limits feed.
 */

/** Names the page's form already uses (spam traps, idempotency key, section): a field may not take them. */
const RESERVED_IDS = new Set([HONEYPOT_FIELD, RENDERED_AT_FIELD, SUBMISSION_KEY_FIELD, SECTION_ID_FIELD]);

const FieldId = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, "Field ID must start with a letter and hold only lower-case letters, digits and underscores (at most 40).")
  .refine((id) => !RESERVED_IDS.has(id), "This field ID is reserved; choose another.");

const Condition = z.object({ field: FieldId, op: z.enum(CONDITION_OPERATORS), value: z.string().max(SHORT_FIELD_MAX_LENGTH) });

const Length = z.number().int().min(1).max(FIELD_MAX_LENGTH).nullable();
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD.").nullable();
const Options = z
  .array(z.object({ value: z.string().trim().min(1, "Option value is required.").max(SHORT_FIELD_MAX_LENGTH) }))
  .min(1, "Add at least one option.")
  .max(MAX_OPTIONS)
  .refine((options) => new Set(options.map((option) => option.value)).size === options.length, "Each option needs a value of its own.");

const base = { id: FieldId, required: z.boolean(), showIf: Condition.nullable() };

const TextField = z.object({ ...base, type: z.literal("text"), minLength: Length, maxLength: Length, pattern: z.enum(["none", "letters", "digits"]) });
const EmailField = z.object({ ...base, type: z.literal("email"), pattern: z.enum(["none", "work-email"]) });
const PhoneField = z.object({ ...base, type: z.literal("phone") });
const NumberField = z.object({ ...base, type: z.literal("number"), min: z.number().nullable(), max: z.number().nullable() });
const SelectField = z.object({ ...base, type: z.literal("select"), options: Options });
const RadioField = z.object({ ...base, type: z.literal("radio"), options: Options });
const CheckboxesField = z.object({ ...base, type: z.literal("checkboxes"), options: Options, minChoices: z.number().int().min(1).nullable(), maxChoices: z.number().int().min(1).nullable() });
const TextareaField = z.object({ ...base, type: z.literal("textarea"), minLength: Length, maxLength: Length });
const DateField = z.object({ ...base, type: z.literal("date"), minDate: IsoDate, maxDate: IsoDate });
const CountryField = z.object({ ...base, type: z.literal("country") });
/** A consent box; its label's link leads to the privacy policy in the page's language. */
const ConsentField = z.object({ ...base, type: z.literal("consent") });
const HiddenField = z.object({ ...base, type: z.literal("hidden"), capture: z.enum(HIDDEN_CAPTURES) });
/** Private uploads (decision 045): what a file may be and how large is the site's rule (env), not the field's. */
const FileField = z.object({ ...base, type: z.literal("file") });

export const FormField = z.discriminatedUnion("type", [
  TextField,
  EmailField,
  PhoneField,
  NumberField,
  SelectField,
  RadioField,
  CheckboxesField,
  TextareaField,
  DateField,
  CountryField,
  FileField,
  ConsentField,
  HiddenField,
]);
export type FormField = z.infer<typeof FormField>;

const Text = (max: number) => z.string().trim().max(max);

/** One field's words in one language. */
const FieldTexts = z.object({
  label: Text(SHORT_FIELD_MAX_LENGTH),
  help: Text(500),
  placeholder: Text(SHORT_FIELD_MAX_LENGTH),
  /** Option value → its label; an option without one shows its value. */
  options: z.record(z.string(), Text(SHORT_FIELD_MAX_LENGTH)),
  /** A consent field's link text to the privacy policy. */
  linkText: Text(SHORT_FIELD_MAX_LENGTH),
});
export type FieldTexts = z.infer<typeof FieldTexts>;

/** A form's words in one language. */
export const FormTexts = z.object({
  submitLabel: Text(80).min(1, "Submit label is required."),
  successMessage: Text(1000).min(1, "Success message is required."),
  /** A thank-you page in this language ("/de/danke"); empty to show the success message in place of the form. */
  thankYouPath: z.union([z.literal(""), z.string().trim().max(500).regex(/^\/(?!\/)[^\s\\]*$/, "Thank-you page must be an address on this site, starting with /.")]),
  fields: z.record(FieldId, FieldTexts),
});
export type FormTexts = z.infer<typeof FormTexts>;

export const FormDefinition = z
  .object({
    fields: z.array(FormField).min(1, "Add at least one field.").max(60, "A form can have at most 60 fields."),
    texts: z.record(z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/), FormTexts),
    /** Who is notified and the optional auto-reply (decision 047); forms saved before it notify the site's address. */
    routing: FormRouting.default(emptyRouting),
    /** The optional proof-of-work challenge (decision 046): a post without a solution is stored unverified, never refused. */
    proofOfWork: z.boolean().default(false),
  })
  .superRefine((definition, context) => {
    const seen = new Set<string>();
    definition.fields.forEach((field, index) => {
      if (seen.has(field.id)) context.addIssue({ code: "custom", path: ["fields", index, "id"], message: "Each field needs an ID of its own." });
      if (field.showIf) {
        // Only an earlier field may decide: a form reads top to bottom, and a loop could never settle.
        if (!seen.has(field.showIf.field)) context.addIssue({ code: "custom", path: ["fields", index, "showIf", "field"], message: "A condition must name a field above this one." });
      }
      seen.add(field.id);
    });
    definition.routing.rules.forEach((rule, ruleIndex) =>
      rule.when.forEach((condition, conditionIndex) => {
        if (condition.kind === "field" && !seen.has(condition.fieldId)) {
          context.addIssue({ code: "custom", path: ["routing", "rules", ruleIndex, "when", conditionIndex, "fieldId"], message: "A rule must test a field of this form." });
        }
      }),
    );
    if (Object.keys(definition.texts).length === 0) context.addIssue({ code: "custom", path: ["texts"], message: "A form needs its words in at least one language." });
    for (const [tag, texts] of Object.entries(definition.texts)) {
      for (const field of definition.fields) {
        if (field.type !== "hidden" && !texts.fields[field.id]?.label) {
          context.addIssue({ code: "custom", path: ["texts", tag, "fields", field.id, "label"], message: "Field label is required." });
        }
      }
    }
  });
export type FormDefinition = z.infer<typeof FormDefinition>;

export const FormInput = z.object({
  name: z.string().trim().min(1, "Form name is required.").max(120, "Form name can be at most 120 characters."),
  definition: FormDefinition,
});
export type FormInput = z.infer<typeof FormInput>;
