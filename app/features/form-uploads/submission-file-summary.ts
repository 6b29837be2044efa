/** What the inbox shows of a submission's file: never where it is stored. */
export interface SubmissionFileSummary {
  id: string;
  fieldLabel: string;
  displayName: string;
  mediaType: string;
  sizeBytes: number;
}

/** The staff-only download of a file (routes/admin/contact-submission-file.ts). */
export function submissionFileHref(id: string): string {
  return `/admin/contact-submissions/files/${encodeURIComponent(id)}`;
}
