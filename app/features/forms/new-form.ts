import { emptyRouting } from "#app/lib/form-routing-schema.ts";
import type { FormDefinition, FormField } from "./schema.ts";
import type { FormFieldType } from "./form-rules.ts";

/** A new field of a type, with the type's defaults: optional, shown always, limits left to the type's. */
export function newField(type: FormFieldType, id: string): FormField {
  const base = { id, required: false, showIf: null };
  switch (type) {
    case "text":
      return { ...base, type, minLength: null, maxLength: null, pattern: "none" };
    case "email":
      return { ...base, type, pattern: "none" };
    case "number":
      return { ...base, type, min: null, max: null };
    case "select":
    case "radio":
      return { ...base, type, options: [{ value: "option_1" }, { value: "option_2" }] };
    case "checkboxes":
      return { ...base, type, options: [{ value: "option_1" }, { value: "option_2" }], minChoices: null, maxChoices: null };
    case "textarea":
      return { ...base, type, minLength: null, maxLength: null };
    case "date":
      return { ...base, type, minDate: null, maxDate: null };
    case "hidden":
      return { ...base, type, capture: "page" };
    case "consent":
      return { ...base, type, required: true };
    default:
      return { ...base, type };
  }
}

/** What "New Form" starts from: a name and an e-mail field, in the default language. */
export function newForm(defaultTag: string): FormDefinition {
  const words = (label: string) => ({ label, help: "", placeholder: "", options: {}, linkText: "" });
  return {
    fields: [
      { ...(newField("text", "name") as Extract<FormField, { type: "text" }>), required: true },
      { ...(newField("email", "email") as Extract<FormField, { type: "email" }>), required: true },
    ],
    texts: { [defaultTag]: { submitLabel: "Submit", successMessage: "Thank you. We'll get back to you as soon as possible.", thankYouPath: "", fields: { name: words("Name"), email: words("Email") } } },
    routing: emptyRouting(),
    proofOfWork: false,
  };
}
