import { emailField, emailMessages } from "#app/lib/email-field.ts";
import { textField } from "#app/lib/form.ts";
import { formatLimit, type CatalogLocale } from "#app/lib/i18n.ts";
import { z } from "#app/lib/zod.ts";
import { m } from "#app/paraglide/messages.js";
import { CONTACT_LIMITS, CONTROL_CHARACTER, CONTROL_CHARACTER_EXCEPT_BREAKS } from "./form-fields.ts";

/** The contact form's fields, with the messages of the page's language (the form is public only). */
function contactInput(catalog: CatalogLocale) {
  const locale = { locale: catalog };
  const max = (limit: number) => ({ max: formatLimit(limit, catalog) });
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, m.contact_name_required({}, locale))
      .max(CONTACT_LIMITS.name, m.contact_name_too_long(max(CONTACT_LIMITS.name), locale))
      .refine((value) => !CONTROL_CHARACTER.test(value), m.contact_name_invalid({}, locale)),
    email: emailField({ normalize: false, messages: emailMessages(catalog) }),
    company: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.company, m.contact_company_too_long(max(CONTACT_LIMITS.company), locale))
      .refine((value) => !CONTROL_CHARACTER.test(value), m.contact_company_invalid({}, locale))
      .transform((value) => (value === "" ? null : value)),
    message: z
      .string()
      .trim()
      .min(1, m.contact_message_required({}, locale))
      .max(CONTACT_LIMITS.message, m.contact_message_too_long(max(CONTACT_LIMITS.message), locale))
      .refine((value) => !CONTROL_CHARACTER_EXCEPT_BREAKS.test(value), m.contact_message_invalid({}, locale)),
  });
}

export type ContactInput = z.infer<ReturnType<typeof contactInput>>;
type ContactField = keyof ContactInput;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** Answers to a CMS contact section's fields beyond name, e-mail and message, in the form's order. */
export const ExtraFields = z.array(z.object({ label: z.string(), value: z.string() }));
export type ExtraFields = z.infer<typeof ExtraFields>;

/** Reads the form fields (missing or repeated fields count as empty or first) and validates them, answering in `catalog`'s language. */
export function parseContactForm(
  form: FormData,
  catalog: CatalogLocale = "en",
): { ok: true; value: ContactInput } | { ok: false; errors: ContactFieldErrors } {
  const result = contactInput(catalog).safeParse({
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
