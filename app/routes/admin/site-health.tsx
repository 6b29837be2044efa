import type { Route } from "./+types/site-health";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { FailedJobs } from "#app/features/site-health/components/failed-jobs.tsx";
import { HealthCheckCard } from "#app/features/site-health/components/health-check-card.tsx";
import { HealthSummary } from "#app/features/site-health/components/health-summary.tsx";
import { DownloadBackupForm, SendTestEmailForm } from "#app/features/site-health/components/site-health-buttons.tsx";
import { handleSiteHealthAction } from "#app/features/site-health/site-health-action.server.ts";
import { siteHealthReport } from "#app/features/site-health/site-health.server.ts";
import { effectiveTimeZone } from "#app/features/time-zones/time-zones.server.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta() {
  return [{ title: pageTitle("Site Health") }, { name: "robots", content: "noindex" }];
}

/** Admins only: the server's settings, backups and the jobs' errors are the installer's business. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "site:health");
  return { report: await siteHealthReport(request.url, { timeZone: await effectiveTimeZone(user.id) }), email: user.email };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "site:health");
  return handleSiteHealthAction(request, actor);
}

export default function SiteHealthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { report, email } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Site Health</h1>
        <p className="text-muted-foreground">
          How the installation is doing: its address, e-mail, database, backups and background jobs. Checked <LocalDateTime iso={report.checkedAt} />.
        </p>
      </header>

      <ActionFeedback result={actionData} />
      <HealthSummary checks={report.checks} />

      {report.checks.map((check) => (
        <HealthCheckCard key={check.id} check={check}>
          {check.id === "email" ? <SendTestEmailForm email={email} /> : null}
          {check.id === "backup" && report.backupMethod === "download" ? <DownloadBackupForm /> : null}
          {check.id === "jobs" ? <FailedJobs jobs={report.failedJobs} /> : null}
        </HealthCheckCard>
      ))}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Site Health" error={error} />;
}
