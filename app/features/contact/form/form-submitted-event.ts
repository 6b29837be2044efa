import type { ContactSubmission } from "#app/db/schema.ts";
import { ExtraFields } from "./schema.ts";

/**
 * The `form.submitted` webhook's data for a stored submission (docs/decisions/047-lead-routing.md):
 * which form (a built form's id and "form", with every answer by field id in `fields`; null id and
 * "contact" for the spec's contact form and Contact Form sections), the page, the language, and the
 * answers as the inbox shows them.
 */
export function formSubmittedEvent(submission: ContactSubmission): Record<string, unknown> {
  const extraFields = ExtraFields.safeParse(submission.extra_fields ?? []);
  return {
    submission_id: submission.id,
    form: submission.form_id === null ? { id: null, key: "contact" } : { id: submission.form_id, key: "form" },
    page: submission.source_path === null ? null : { id: submission.page_id, path: submission.source_path },
    language: submission.locale,
    submitted_at: submission.created_at,
    answers: {
      name: submission.name,
      email: submission.email,
      company: submission.company,
      message: submission.message,
    },
    other_fields: extraFields.success ? extraFields.data : [],
    ...(submission.form_id === null ? {} : { fields: submission.answers ?? {} }),
  };
}
