import { CircleAlert, CircleCheck, Copy } from "lucide-react";
import type { ReactNode } from "react";
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportProblem, type ImportReport } from "../import-schema.ts";

/**
 * What an import did: how many were added and how, the columns it read, then the rows it left out,
 * by line, so they can be fixed in the file and imported again (a second import skips the rows the
 * first one added, as duplicates).
 */
export function ImportReportView({ report, message }: { report: ImportReport; message: { title: string; description: string } }) {
  const read = IMPORT_FIELDS.filter((field) => report.columns[field] !== undefined).map((field) => `${IMPORT_FIELD_LABELS[field]} from "${report.columns[field]}"`);
  return (
    <section aria-labelledby="import-report-title" className="space-y-4 rounded-md border p-4" data-testid="import-report">
      <div className="flex gap-3">
        {report.imported > 0 ? <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden /> : <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />}
        <div className="space-y-1">
          <h3 id="import-report-title" className="font-semibold">
            {message.title}
          </h3>
          <p className="text-sm" role="status">
            {message.description}
          </p>
          <p className="text-sm text-muted-foreground">Columns read: {read.join(", ")}.</p>
        </div>
      </div>
      <ProblemList title="Rows not imported" icon={<CircleAlert className="size-4 text-destructive" aria-hidden />} problems={report.invalid} />
      <ProblemList title="Duplicates skipped" icon={<Copy className="size-4 text-muted-foreground" aria-hidden />} problems={report.duplicates} />
      {report.unlisted > 0 ? <p className="text-sm text-muted-foreground">…and {report.unlisted.toLocaleString("en")} more rows skipped, not listed here.</p> : null}
    </section>
  );
}

function ProblemList({ title, icon, problems }: { title: string; icon: ReactNode; problems: ImportProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="space-y-2">
      <h4 className="flex items-center gap-2 text-sm font-medium">
        {icon} {title} ({problems.length})
      </h4>
      <ul className="max-h-60 divide-y overflow-y-auto rounded-md border text-sm" aria-label={title}>
        {problems.map((problem) => (
          <li key={problem.line} className="grid gap-x-3 px-3 py-2 sm:grid-cols-[5rem_minmax(0,14rem)_1fr]">
            <span className="font-medium tabular-nums">Line {problem.line}</span>
            <span className="truncate text-muted-foreground" title={problem.email}>
              {problem.email || "(no e-mail)"}
            </span>
            <span>{problem.reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
