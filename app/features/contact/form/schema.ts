import { emailField } from "#app/lib/email-field.ts";
import { textField } from "#app/lib/form.ts";
import { z } from "#app/lib/zod.ts";
import { CONTACT_LIMITS, CONTROL_CHARACTER, CONTROL_CHARACTER_EXCEPT_BREAKS } from "./form-fields.ts";

export const ContactInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name.")
    .max(CONTACT_LIMITS.name, `Your name can be at most ${CONTACT_LIMITS.name} characters.`)
    .refine((value) => !CONTROL_CHARACTER.test(value), "Your name contains characters we cannot accept."),
  email: emailField({ normalize: false }),
  company: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.company, `The company name can be at most ${CONTACT_LIMITS.company} characters.`)
    .refine((value) => !CONTROL_CHARACTER.test(value), "The company name contains characters we cannot accept.")
    .transform((value) => (value === "" ? null : value)),
  message: z
    .string()
    .trim()
    .min(1, "Please enter a message.")
    .max(CONTACT_LIMITS.message, `Your message can be at most ${CONTACT_LIMITS.message} characters.`)
    .refine((value) => !CONTROL_CHARACTER_EXCEPT_BREAKS.test(value), "Your message contains characters we cannot accept."),
});

export type ContactInput = z.infer<typeof ContactInput>;
type ContactField = keyof ContactInput;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** Answers to a CMS contact section's fields beyond name, e-mail and message, in the form's order. */
export const ExtraFields = z.array(z.object({ label: z.string(), value: z.string() }));
export type ExtraFields = z.infer<typeof ExtraFields>;

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
