import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import type { InboxSubmission } from "#app/features/contact/inbox/inbox-schema.ts";
import { SubmissionFileList } from "#app/features/form-uploads/components/submission-file-list.tsx";
import type { SubmissionFileSummary } from "#app/features/form-uploads/submission-file-summary.ts";
import type { InboxNote, StaffChoice } from "#app/features/contact/inbox/lead-work-schema.ts";
import { InboxAssignForm } from "./inbox-assign-form.tsx";
import { InboxNotes } from "./inbox-notes.tsx";
import { InboxStatusBadge } from "./inbox-status-badge.tsx";
import { InboxUnverifiedBadge } from "./inbox-unverified-badge.tsx";
import { InboxStatusDropdown } from "./inbox-status-dropdown.tsx";

/** Only a path on this site becomes a link; the column is written by the app, but a hand edit could hold anything. */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * One message in full: status, sender, company, its language, where it was sent from, the contact section's other
 * answers, the files that came with it, and the message with its line breaks, then Update Status and the assignee for those
 * who may change them, and the internal notes for those who may read them (`work.notes` is null for the others: the server sent none).
 */
export interface InboxWork {
  staff: readonly StaffChoice[];
  notes: readonly InboxNote[] | null;
}

export function InboxDetail({ submission, canWrite, files = [], work }: { submission: InboxSubmission; canWrite: boolean; files?: readonly SubmissionFileSummary[]; work: InboxWork }) {
  const { sourcePath, pageId } = submission;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-muted-foreground">Status</dt>
        <dd className="flex flex-wrap gap-1">
          <InboxStatusBadge status={submission.status} />
          <InboxUnverifiedBadge unverified={submission.unverified} />
        </dd>
        <dt className="font-medium text-muted-foreground">Received</dt>
        <dd>
          <LocalDateTime iso={submission.createdAt} />
        </dd>
        <dt className="font-medium text-muted-foreground">Name</dt>
        <dd className="break-words">{submission.name}</dd>
        <dt className="font-medium text-muted-foreground">Email</dt>
        <dd className="break-all">
          {submission.email ? (
            <a href={`mailto:${submission.email}`} className="text-primary underline-offset-4 hover:underline">
              {submission.email}
            </a>
          ) : (
            "-"
          )}
        </dd>
        {submission.company ? (
          <>
            <dt className="font-medium text-muted-foreground">Company</dt>
            <dd className="break-words">{submission.company}</dd>
          </>
        ) : null}
        <dt className="font-medium text-muted-foreground">Language</dt>
        <dd>
          <span lang={submission.language.tag}>{submission.language.name}</span> <span className="text-muted-foreground">({submission.language.tag})</span>
        </dd>
        {sourcePath ? (
          <>
            <dt className="font-medium text-muted-foreground">Source Page</dt>
            <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {SITE_PATH.test(sourcePath) ? (
                <a href={sourcePath} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                  <code>{sourcePath}</code>
                  <ExternalLink className="size-3.5" aria-hidden />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <code>{sourcePath}</code>
              )}
              {pageId ? (
                <Link to={`/admin/pages/edit/${pageId}`} className="text-primary underline-offset-4 hover:underline">
                  Open the page in the editor
                </Link>
              ) : null}
            </dd>
          </>
        ) : null}
        {submission.extraFields.filter((answer) => !isFileAnswer(answer, files)).map(({ label, value }, index) => (
          <ExtraField key={index} label={label} value={value} />
        ))}
        <SubmissionFileList files={files} />
        <dt className="font-medium text-muted-foreground">Assigned to</dt>
        <dd className="break-words">{submission.assignee?.name ?? "Nobody"}</dd>
      </dl>
      <section aria-labelledby={`message-${submission.id}`} className="space-y-1.5">
        <h3 id={`message-${submission.id}`} className="text-sm font-medium text-muted-foreground">
          Message
        </h3>
        <p className="max-h-80 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap">{submission.message}</p>
      </section>
      {canWrite ? (
        <div className="flex flex-wrap items-end gap-4">
          <InboxStatusDropdown submission={submission} label="Update Status" idPrefix="detail" />
          <InboxAssignForm submission={submission} staff={work.staff} />
        </div>
      ) : null}
      {work.notes ? <InboxNotes submissionId={submission.id} notes={work.notes} /> : null}
    </div>
  );
}

/** A file field's answer (its files' names, kept for the e-mail and the export): shown here as the Files row's downloads instead. */
function isFileAnswer({ label, value }: { label: string; value: string }, files: readonly SubmissionFileSummary[]): boolean {
  const names = files.filter((file) => file.fieldLabel === label).map((file) => file.displayName);
  return names.length > 0 && names.join(", ") === value;
}

function ExtraField({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="font-medium break-words text-muted-foreground">{label}</dt>
      <dd className="break-words whitespace-pre-wrap">{value === "" ? "-" : value}</dd>
    </>
  );
}
