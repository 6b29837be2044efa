/**
 * A form as a page shows it, in the page's language, built on the server by the forms feature
 * (features/forms/form-view.server.ts) and handed down in the render context by form id: sections
 * import no feature (docs/conventions.md, "Layers").
 */

/** How a field is drawn (a country field is a select of countries). */
export type FormControl = "text" | "email" | "tel" | "number" | "select" | "radio" | "checkboxes" | "textarea" | "date" | "consent" | "file" | "hidden";

export interface FormFieldView {
  id: string;
  control: FormControl;
  required: boolean;
  label: string;
  help: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A consent field's link text to the privacy policy. */
  linkText: string;
  /** A hidden field's value as the server knows it (the page, its language); "" for campaign tags, which the page's script fills in. */
  hiddenValue: string;
  /** What a hidden field records ("utm_source"): the page's script fills campaign tags from the address. */
  capture: string;
  maxLength: number | undefined;
  minLength: number | undefined;
  min: number | undefined;
  max: number | undefined;
  minDate: string | undefined;
  maxDate: string | undefined;
  /** A file field's `accept` list, what it takes in the page's language, and the note that a refused form's files must be chosen again; null for other fields. */
  file: { accept: string; hint: string; chooseAgain: string } | null;
  /** The field's rules and its condition as JSON, for the page's script to check answers as they are typed (the server's rules). */
  rules: string;
  /** The message for each problem the rules can find, in the page's language, as JSON. */
  messages: string;
}

export interface FormView {
  fields: readonly FormFieldView[];
  submitLabel: string;
  successMessage: string;
  /** The thank-you page a send leads to, or "" to show the success message in place. */
  thankYouPath: string;
  /** The form has a file field: it posts multipart (decision 045). */
  takesFiles: boolean;
  /** The form asks the page's script for the proof-of-work challenge (decision 046). */
  proofOfWork: boolean;
}

export type FormViews = Readonly<Record<string, FormView>>;
