import { ArrowLeft, Download, Pencil } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/translation-changes";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { RevisionDiffColumns } from "#app/features/pages/publishing/components/revision-diff-columns.tsx";
import { TranslationStatusChip } from "#app/features/pages/translation-status-chip.tsx";
import { TranslationChangesNote } from "#app/features/translations/status/components/translation-changes-note.tsx";
import { loadTranslationChanges, TRANSLATION_GONE } from "#app/features/translations/status/translation-changes.server.ts";
import { translationsHref, xliffExportHref } from "#app/features/translations/status/translations-query.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { routeRefusal } from "#app/lib/route-refusal.ts";

/** Longer than any id the app makes: a longer one names nothing. */
const MAX_ID_LENGTH = 100;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.source ? `What changed: ${loaderData.source.title}` : "What changed") }, { name: "robots", content: "noindex" }];
}

/** Whoever reads pages reads what changed in one since its translation was made. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const changes = await loadTranslationChanges(params.id.slice(0, MAX_ID_LENGTH));
  if (!changes) throw routeRefusal({ message: TRANSLATION_GONE }, 404);
  return { ...changes, canWrite: can(user.role, "pages:write") };
}

export default function TranslationChangesPage({ loaderData }: Route.ComponentProps) {
  const { translation, language, defaultLanguage, source, comparison, canWrite } = loaderData;
  const languageName = language?.englishName ?? translation.locale;
  const sourceName = defaultLanguage?.englishName ?? "source";
  return (
    <div className="space-y-6">
      <Link to={translationsHref({ lang: translation.locale, status: "outdated" })} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Outdated in {languageName}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight break-words">What changed: {source?.title ?? translation.title}</h1>
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <span>
              {languageName} translation <span lang={translation.locale}>“{translation.title}”</span>
            </span>
            <TranslationStatusChip status={translation.status} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/admin/pages/edit/${translation.id}`}>
              <Pencil aria-hidden /> {canWrite ? "Edit translation" : "Open translation"}
            </Link>
          </Button>
          {source ? (
            <Button asChild variant="outline">
              <Link to={`/admin/pages/edit/${source.id}`}>Open {sourceName} page</Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <a href={xliffExportHref(translation.locale, translation.id)}>
              <Download aria-hidden /> Export XLIFF
            </a>
          </Button>
        </div>
      </header>
      <Card>
        <CardContent className="space-y-4 pt-6">
          <TranslationChangesNote comparison={comparison} sourceVersion={translation.sourceVersion} currentVersion={source?.version ?? null} sourceName={sourceName} languageName={languageName} />
          {comparison.kind === "changed" ? <RevisionDiffColumns older={comparison.older} newer={comparison.newer} diff={comparison.diff} /> : null}
        </CardContent>
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="What changed" error={error} />;
}
