import { z } from "#app/lib/zod.ts";
import { itemId, itemList, newId, optionalText, requiredText, sectionBase } from "#app/components/admin/fields/section-fields.ts";
import { FormRouting } from "#app/lib/form-routing-schema.ts";

export const CONTACT_FIELD_TYPES = ["text", "email", "textarea", "file"] as const;
export const CONTACT_FIELD_TYPE_LABELS: Record<ContactFieldType, string> = { text: "Text", email: "Email", textarea: "Text Area", file: "File Upload" };
export type ContactFieldType = (typeof CONTACT_FIELD_TYPES)[number];
/** The field types a visitor types into; a "file" field takes private uploads (docs/decisions/045-private-uploads.md). */
export type ContactTextFieldType = Exclude<ContactFieldType, "file">;

export const ContactFormField = z.object({
  id: itemId,
  // Any other stored value renders as plain text (spec section 3).
  type: z.enum(CONTACT_FIELD_TYPES).catch("text"),
  label: requiredText("Field label", 200),
  required: z.boolean().default(false),
});
export type ContactFormField = z.infer<typeof ContactFormField>;

export const ContactSection = z.object({
  ...sectionBase,
  type: z.literal("contact"),
  heading: requiredText("Heading"),
  subheading: optionalText("Subheading", 1000),
  fields: itemList(ContactFormField, "fields"),
  /** Who is notified of a message and the optional auto-reply (decision 047); absent: the site's notification address, no reply. */
  routing: FormRouting.optional(),
  // The optional proof-of-work challenge (docs/decisions/046-proof-of-work.md); sections saved before it have it off.
  proofOfWork: z.boolean().default(false),
});
export type ContactSection = z.infer<typeof ContactSection>;

export function newContactField(): ContactFormField {
  return { id: newId(), type: "text", label: "New Field", required: false };
}

export function contactDefaults(order: number): ContactSection {
  return {
    id: newId(),
    type: "contact",
    order,
    heading: "Contact Us",
    subheading: "Fill out the form below and we'll get back to you as soon as possible.",
    fields: [
      { id: newId(), type: "text", label: "Name", required: true },
      { id: newId(), type: "email", label: "Email", required: true },
      { id: newId(), type: "textarea", label: "Message", required: true },
    ],
    proofOfWork: false,
  };
}
