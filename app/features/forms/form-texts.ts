import type { FieldTexts, FormDefinition, FormTexts } from "./schema.ts";

/**
 * A form's words in a language: its own, else the default language's (a form placed on a page of a
 * language it has no words for yet still works, in the words staff wrote first), else the first it has.
 */
export function textsIn(definition: FormDefinition, tag: string, defaultTag: string): FormTexts {
  const texts = definition.texts[tag] ?? definition.texts[defaultTag] ?? Object.values(definition.texts)[0];
  if (!texts) throw new Error("A form without words in any language was stored");
  return texts;
}

const EMPTY: FieldTexts = { label: "", help: "", placeholder: "", options: {}, linkText: "" };

export function fieldTexts(texts: FormTexts, fieldId: string): FieldTexts {
  return texts.fields[fieldId] ?? EMPTY;
}

/** A field's label, or its id for a field without one (a hidden field): what messages and the inbox name it by. */
export function fieldLabel(texts: FormTexts, fieldId: string): string {
  return fieldTexts(texts, fieldId).label || fieldId;
}
