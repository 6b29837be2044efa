import { redirect } from "react-router";
import type { Route } from "./+types/review";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { ReviewQueueTable } from "#app/features/pages/review/components/review-queue-table.tsx";
import { ReviewSettingsCard } from "#app/features/pages/review/components/review-settings-card.tsx";
import { handleReviewAction } from "#app/features/pages/review/review-action.server.ts";
import { listReviewQueue } from "#app/features/pages/review/review-queue.server.ts";
import { loadReviewSettings } from "#app/features/pages/review/review-settings.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta() {
  return [{ title: pageTitle("Review") }, { name: "robots", content: "noindex" }];
}

/**
 * The Review queue (docs/decisions/048-review-workflow.md): reviewers see every submission, an Editor
 * who does not review their own; Admins also set who needs approval and which Editors review.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "pages:write");
  const [queue, settings] = await Promise.all([listReviewQueue(user), can(user.role, "settings:write") ? loadReviewSettings() : null]);
  return { ...queue, settings };
}

/** Submit, approve, request changes, and the Admins' settings: each checks its own right (review-action.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "pages:write");
  const result = await handleReviewAction(request, user);
  // A browser without JavaScript posts as a navigation: back to the queue.
  if (request.headers.get("sec-fetch-mode") === "navigate") return redirect("/admin/review", 303);
  return result;
}

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { rows, isReviewer, settings } = loaderData;
  const waiting = rows.filter((row) => row.state === "in_review").length;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Review</h1>
        <p className="text-muted-foreground">
          {isReviewer ? "Changes Editors submitted for approval: compare each with what is live, then approve it or ask for changes." : "What you submitted for approval, and where each stands."}
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{isReviewer ? `Waiting for review (${waiting})` : "Your submissions"}</CardTitle>
        </CardHeader>
        <CardContent>{rows.length === 0 ? <p className="text-sm text-muted-foreground">Nothing is waiting for review.</p> : <ReviewQueueTable rows={rows} />}</CardContent>
      </Card>
      {settings ? <ReviewSettingsCard settings={settings} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Review" error={error} />;
}
