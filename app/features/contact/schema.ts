import { z } from "zod";
import { textField } from "#app/lib/form.ts";

/** The contact form's fields, shared by the form (attributes, messages) and the action (validation). */
export const CONTACT_LIMITS = { name: 200, email: 254, company: 200, message: 5000 } as const;

export const ContactInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name.")
    .max(CONTACT_LIMITS.name, `Your name can be at most ${CONTACT_LIMITS.name} characters.`),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address.")
    .max(CONTACT_LIMITS.email, `Your email address can be at most ${CONTACT_LIMITS.email} characters.`)
    .pipe(z.email("Please enter a valid email address.")),
  company: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.company, `The company name can be at most ${CONTACT_LIMITS.company} characters.`)
    .transform((value) => (value === "" ? null : value)),
  message: z
    .string()
    .trim()
    .min(1, "Please enter a message.")
    .max(CONTACT_LIMITS.message, `Your message can be at most ${CONTACT_LIMITS.message} characters.`),
});

export type ContactInput = z.infer<typeof ContactInput>;
export type ContactField = keyof ContactInput;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** Names of the spam-trap fields: a honeypot people never see and the time the form was shown. */
export const HONEYPOT_FIELD = "website";
export const RENDERED_AT_FIELD = "rendered_at";

/** Reads the form fields (missing or repeated fields count as empty or first) and validates them. */
export function parseContactForm(form: FormData):
  | { ok: true; value: ContactInput }
  | { ok: false; errors: ContactFieldErrors } {
  const result = ContactInput.safeParse({
    name: textField(form, "name"),
    email: textField(form, "email"),
    company: textField(form, "company"),
    message: textField(form, "message"),
  });
  if (result.success) return { ok: true, value: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
