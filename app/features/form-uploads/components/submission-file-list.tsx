import { Download } from "lucide-react";
import { formatFileSize } from "#app/lib/file-size.ts";
import { submissionFileHref, type SubmissionFileSummary } from "../submission-file-summary.ts";

/**
 * The files that came with a message, each a download (a plain link: the route answers with an
 * attachment, so the inbox stays where it is). Rendered inside the message's details list.
 */
export function SubmissionFileList({ files }: { files: readonly SubmissionFileSummary[] }) {
  if (files.length === 0) return null;
  return (
    <>
      <dt className="font-medium text-muted-foreground">Files</dt>
      <dd>
        <ul className="space-y-1">
          {files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-x-2">
              <a href={submissionFileHref(file.id)} download className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline">
                <Download className="size-3.5 shrink-0" aria-hidden />
                {file.displayName}
              </a>
              <span className="text-muted-foreground">
                ({file.fieldLabel}, {formatFileSize(file.sizeBytes)})
              </span>
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}
