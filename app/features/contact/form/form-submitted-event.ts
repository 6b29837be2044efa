import type { ContactSubmission } from "#app/db/schema.ts";
import { ExtraFields } from "./schema.ts";

/**
 * The `form.submitted` webhook's data for a stored submission (docs/decisions/047-lead-routing.md):
 * which form (null id and "contact" for the spec's contact form and Contact Form sections, until
 * issue S's forms give each its own), the page, the language, and the answers as the inbox shows them.
 */
export function formSubmittedEvent(submission: ContactSubmission): Record<string, unknown> {
  const extraFields = ExtraFields.safeParse(submission.extra_fields ?? []);
  return {
    submission_id: submission.id,
    form: { id: null, key: "contact" },
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
  };
}
