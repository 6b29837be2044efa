import type { PageRecord } from "#app/features/pages/cms/schema.ts";
import { NO_UPLOADS, type UploadBatch } from "#app/features/form-uploads/received-uploads.ts";
import type { FormAnswers } from "#app/lib/form-routing-schema.ts";
import type { ContactSection } from "#app/sections/contact/schema.ts";
import { PROOF_OF_WORK_FIELD } from "#app/features/proof-of-work/proof-of-work-fields.ts";
import { verifyProofOfWork } from "#app/features/proof-of-work/proof-of-work.server.ts";
import { textField } from "#app/lib/form.ts";
import { m } from "#app/paraglide/messages.js";
import { createContactSubmission } from "./contact.server.ts";
import { SECTION_ID_FIELD } from "./form-fields.ts";
import { findContactSection, parseSectionContactForm } from "./section-form.ts";
import { runContactPipeline, type ContactPipelineOptions, type ContactPipelineResult } from "./submit-contact.server.ts";

export type SubmitSectionContactResult =
  | ContactPipelineResult<Record<string, string>>
  | { status: "unknown-section"; formError: string; httpStatus: 404 };

/**
 * A contact section of a published page (at `sourcePath`, /{slug} unless given), sent by a visitor: the same spam rules, limit,
 * storage and notification as the contact page, plus the page it came from and the answers that
 * are not name, e-mail or message. Its files (`uploads`, received and checked) are stored with the
 * message and claimed from the batch; the caller discards the batch's unclaimed rest.
 */
export async function submitSectionContact(
  form: FormData,
  page: Pick<PageRecord, "id" | "slug" | "content">,
  { sourcePath = `/${page.slug}`, uploads = NO_UPLOADS, ...options }: ContactPipelineOptions & { sourcePath?: string; uploads?: UploadBatch },
): Promise<SubmitSectionContactResult> {
  const section = findContactSection(page.content, textField(form, SECTION_ID_FIELD));
  // The page no longer has the contact section the visitor sent (an editor removed it meanwhile).
  if (!section) return { status: "unknown-section", formError: m.contact_form_gone({}, { locale: options.catalog ?? "en" }), httpStatus: 404 };
  return runContactPipeline(
    form,
    {
      scope: `section:${page.id}:${section.id}`,
      parse: (submitted, catalog) => parseSectionContactForm(section, submitted, catalog, uploads),
      store: async ({ contact, extraFields, files }, { now, key, locale }) => {
        // Verified only now, once everything else passed: checking spends the solution (a refused form keeps it for the retry).
        const proofOfWork = section.proofOfWork ? await verifyProofOfWork(textField(form, PROOF_OF_WORK_FIELD), { now }) : null;
        const stored = await createContactSubmission(contact, {
          now,
          key,
          locale,
          files,
          proofOfWork,
          source: {
            pageId: page.id,
            sourcePath,
            extraFields,
            formName: `Contact Form section “${section.heading}”`,
            ...(section.routing ? { routing: { rules: section.routing, answers: sectionAnswers(section, form) } } : {}),
          },
        });
        if (stored.created) uploads.claim(files.map(({ upload }) => upload));
        return stored;
      },
    },
    options,
  );
}

/** The answers by field id, as the notification rules test them (inputs are named by field id). */
function sectionAnswers(section: ContactSection, form: FormData): FormAnswers {
  return Object.fromEntries(section.fields.map((field) => [field.id, textField(form, field.id).trim()]));
}
