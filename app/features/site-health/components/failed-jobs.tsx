import { RotateCcw } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { FailedJob } from "../jobs-check.server.ts";

/** The failed jobs with their errors, newest first, each with Retry; cards, not a table, so a phone shows the whole error. */
export function FailedJobs({ jobs }: { jobs: readonly FailedJob[] }) {
  const navigation = useNavigation();
  if (jobs.length === 0) return null;
  const retrying = navigation.formData?.get("intent") === "retry-job" ? navigation.formData.get("jobId") : null;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">Failed jobs</h3>
      <ul className="space-y-3">
        {jobs.map((job) => (
          <li key={job.id} className="space-y-2 rounded-md border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold">{job.label}</p>
                <p className="text-xs text-muted-foreground">
                  Failed <LocalDateTime iso={job.failedAt} /> after {job.attempts} {job.attempts === 1 ? "attempt" : "attempts"} · <code className="break-all">{job.type}</code>
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="retry-job" />
                <input type="hidden" name="jobId" value={job.id} />
                <Button type="submit" variant="outline" size="sm" aria-label={`Retry: ${job.label}`} disabled={retrying === job.id}>
                  <RotateCcw aria-hidden /> {retrying === job.id ? "Retrying…" : "Retry"}
                </Button>
              </Form>
            </div>
            <p className="rounded bg-muted/60 p-2 font-mono text-xs break-words whitespace-pre-wrap">{job.error}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
