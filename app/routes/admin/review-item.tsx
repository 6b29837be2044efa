import { Link } from "react-router";
import type { Route } from "./+types/review-item";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { PageError } from "#app/features/pages/cms/page-error.ts";
import { RevisionDiffColumns } from "#app/features/pages/publishing/components/revision-diff-columns.tsx";
import { ReviewDecision } from "#app/features/pages/review/components/review-decision.tsx";
import { ReviewStateBadge } from "#app/features/pages/review/components/review-state-badge.tsx";
import { loadReviewItem } from "#app/features/pages/review/review-queue.server.ts";
import { REVIEW_PATH } from "#app/features/pages/review/review-schema.ts";
import { routeRefusal } from "#app/lib/route-refusal.ts";
import { pageTitle } from "#app/lib/seo.ts";

const MAX_ID_LENGTH = 100;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData ? `Review: ${loaderData.row.title}` : "Review") }, { name: "robots", content: "noindex" }];
}

/** One submission: what changed against the live version (the revisions' compare), and the decision for reviewers. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "pages:write");
  try {
    return await loadReviewItem(params.id.slice(0, MAX_ID_LENGTH), user);
  } catch (error) {
    if (error instanceof PageError && (error.status === 403 || error.status === 404)) throw routeRefusal({ message: error.message }, error.status);
    throw error;
  }
}

export default function ReviewItemPage({ loaderData }: Route.ComponentProps) {
  const { row, diff, live, submitted, currentVersion } = loaderData;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm">
            <Link to={REVIEW_PATH} className="text-muted-foreground underline-offset-4 hover:underline">
              Review
            </Link>
          </p>
          <h1 className="text-2xl font-bold tracking-tight break-words">{row.title}</h1>
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <ReviewStateBadge state={row.state} />
            {row.language} {row.kind}, version {row.version}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to={row.editorPath}>Open in Editor</Link>
        </Button>
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Message from {row.submittedByEmail}</CardTitle>
          <p className="text-sm text-muted-foreground">
            Submitted <LocalDateTime iso={row.submittedAt} />
          </p>
        </CardHeader>
        <CardContent>
          <p className="whitespace-pre-line">{row.message}</p>
        </CardContent>
      </Card>
      {row.canDecide && currentVersion === row.version ? <ReviewDecision pageId={row.pageId} version={row.version} /> : null}
      <Card role="region" aria-labelledby="review-changes">
        <CardHeader>
          <CardTitle id="review-changes" className="text-lg">
            What changed
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <RevisionDiffColumns older={live} newer={submitted} diff={diff} />
        </CardContent>
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Review" error={error} />;
}
