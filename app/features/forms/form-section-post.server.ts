import { createContactSubmission } from "#app/features/contact/form/contact.server.ts";
import type { OtherPageForms } from "#app/features/contact/form/page-form-post.server.ts";
import { SENT_PARAM } from "#app/features/contact/form/page-form-result.ts";
import { runContactPipeline } from "#app/features/contact/form/submit-contact.server.ts";
import { PROOF_OF_WORK_FIELD } from "#app/features/proof-of-work/proof-of-work-fields.ts";
import { verifyProofOfWork } from "#app/features/proof-of-work/proof-of-work.server.ts";
import { textField } from "#app/lib/form.ts";
import { m } from "#app/paraglide/messages.js";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import type { SectionFormResult } from "#app/sections/section-types.ts";
import { parseFormAnswers } from "./form-answers.ts";
import { textsIn } from "./form-texts.ts";
import { getForm } from "./forms.server.ts";

interface FormSectionRef {
  id: string;
  type: string;
  formId?: unknown;
}

/** The page's Form section with this id, or undefined: a post names its section, and only a form the page shows is taken. */
function findFormSection(content: object, sectionId: string): { id: string; formId: string } | undefined {
  if (!("sections" in content) || !Array.isArray(content.sections) || sectionId === "") return undefined;
  const section = (content.sections as FormSectionRef[]).find((candidate) => candidate.type === "form" && candidate.id === sectionId);
  return section && typeof section.formId === "string" ? { id: section.id, formId: section.formId } : undefined;
}

/**
 * A visitor's post of a Form section (handed to the contact feature's page action, which reads the
 * body and calls this first). The form is the one the page's section names, never one the post
 * names; then the contact forms' pipeline: spam traps, the form's rules, the per-IP limit, the
 * idempotency key, the insert with its files, notification rules, auto-reply and proof-of-work
 * verdict, all as the form stored them (decision 044): nothing a post says switches them.
 */
export const handleFormSectionPost: OtherPageForms = async ({ form, sectionId, page, path, ip, locale, catalog, uploads }) => {
  const section = findFormSection(page.content, sectionId);
  if (!section) return null;
  const stored = await getForm(section.formId);
  const refused = (formResult: Omit<SectionFormResult, "sectionId">, status: number) => ({ sent: false as const, formResult: { sectionId, ...formResult }, status });
  if (!stored) return refused({ formError: m.contact_form_gone({}, { locale: catalog }) }, 404);
  const defaultTag = await defaultLanguageTag();
  const result = await runContactPipeline(
    form,
    {
      scope: `form:${stored.id}:${page.id}:${section.id}`,
      parse: (submitted, pageCatalog) => parseFormAnswers(stored.definition, submitted, { page: path, language: locale, defaultTag, catalog: pageCatalog }, uploads),
      store: async ({ contact, extraFields, answers, files }, options) => {
        // Verified only now, once everything else passed: checking spends the solution (a refused form keeps it for the retry).
        const proofOfWork = stored.definition.proofOfWork ? await verifyProofOfWork(textField(form, PROOF_OF_WORK_FIELD), { now: options.now }) : null;
        const created = await createContactSubmission(contact, {
          ...options,
          files,
          proofOfWork,
          source: {
            pageId: page.id || null,
            sourcePath: path,
            extraFields,
            formName: `Form “${stored.name}”`,
            form: { id: stored.id, answers },
            routing: { rules: stored.definition.routing, answers },
          },
        });
        if (created.created) uploads.claim(files.map(({ upload }) => upload));
        return created;
      },
    },
    { ip, catalog, locale },
  );
  if (result.status === "sent") {
    const thankYou = textsIn(stored.definition, locale, defaultTag).thankYouPath;
    // After a send: the form's thank-you page, else this page with the confirmation at the form (post/redirect/get).
    return { sent: true, redirectTo: thankYou || `${path}?${new URLSearchParams({ [SENT_PARAM]: sectionId })}#${encodeURIComponent(sectionId)}` };
  }
  return refused(
    {
      formError: result.formError,
      failed: result.httpStatus === 503,
      fieldErrors: result.status === "invalid" ? result.errors : undefined,
      ...typedAnswers(form, stored.definition.fields),
    },
    result.httpStatus,
  );
};

/** What the visitor typed and ticked, so a refused form keeps it (a checkbox group's ticks as a list). */
function typedAnswers(form: FormData, fields: ReadonlyArray<{ id: string; type: string }>): Pick<SectionFormResult, "values" | "choices"> {
  const values: Record<string, string> = {};
  const choices: Record<string, string[]> = {};
  for (const field of fields) {
    if (field.type === "hidden") continue;
    const posted = form.getAll(field.id).filter((value): value is string => typeof value === "string");
    if (field.type === "checkboxes") choices[field.id] = posted;
    else if (posted[0] !== undefined) values[field.id] = posted[0];
  }
  return { values, choices };
}
