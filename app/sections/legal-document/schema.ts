import { z } from "#app/lib/zod.ts";
import { itemId, itemList, newId, optionalText, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";
import { CONTACT_EMAIL_TOKEN } from "./email-token.ts";


export const LegalPart = z.object({
  id: itemId,
  heading: requiredText("Heading"),
  /** Paragraphs separated by a blank line. */
  body: optionalText("Text", SECTION_LIMITS.longText),
  /** An optional bulleted list after the text, one entry per line. */
  bullets: optionalText("Bullet points", SECTION_LIMITS.longText),
});
export type LegalPart = z.infer<typeof LegalPart>;

export const LegalDocumentSection = z.object({
  ...sectionBase,
  type: z.literal("legal-document"),
  title: requiredText("Title"),
  lastUpdated: z.iso.date("Enter the date as YYYY-MM-DD."),
  intro: optionalText("Introduction", SECTION_LIMITS.longText),
  parts: itemList(LegalPart, "parts"),
});
export type LegalDocumentSection = z.infer<typeof LegalDocumentSection>;

export function newLegalPart(): LegalPart {
  return { id: newId(), heading: "New heading", body: `Write this part of the document here. Put ${CONTACT_EMAIL_TOKEN} where the contact e-mail address belongs.`, bullets: "" };
}

export function legalDocumentDefaults(order: number): LegalDocumentSection {
  return {
    id: newId(),
    type: "legal-document",
    order,
    title: "Legal Notice",
    lastUpdated: new Date().toISOString().slice(0, 10),
    intro: "Explain what this document covers and whom it applies to.",
    parts: [newLegalPart()],
  };
}
