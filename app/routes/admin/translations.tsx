import { Download, Upload } from "lucide-react";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/translations";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Notice } from "#app/features/auth/components/notice.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { TranslationCounts } from "#app/features/translations/status/components/translation-counts.tsx";
import { TranslationsEmptyState } from "#app/features/translations/status/components/translations-empty-state.tsx";
import { TranslationsFilter } from "#app/features/translations/status/components/translations-filter.tsx";
import { TranslationsTable } from "#app/features/translations/status/components/translations-table.tsx";
import { listTranslationOverview } from "#app/features/translations/status/translation-overview.server.ts";
import { readTranslationsQuery, XLIFF_IMPORT_HREF, xliffExportHref } from "#app/features/translations/status/translations-query.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta() {
  return [{ title: pageTitle("Translations") }, { name: "robots", content: "noindex" }];
}

/** Whoever reads pages reads their translations' status (Viewers too); a filter the site does not know is a message, answered 400. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const query = readTranslationsQuery(new URL(request.url).searchParams, await listLanguages());
  const overview = await listTranslationOverview({ lang: query.lang, status: query.status });
  const filter = { lang: query.lang, status: query.status };
  return data({ ...overview, filter, problems: query.problems, canWrite: can(user.role, "pages:write") }, { status: query.problems.length > 0 ? 400 : 200 });
}

export default function TranslationsPage({ loaderData }: Route.ComponentProps) {
  const { languages, defaultLanguage, counts, rows, filter, problems, canWrite } = loaderData;
  const { search } = useLocation();
  const filteredLanguage = languages.find((language) => language.tag === filter.lang);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Translations</h1>
          <p className="text-muted-foreground">Every page in each language: what is missing, in draft, outdated or up to date.</p>
        </div>
        {languages.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {filteredLanguage ? (
              <Button asChild variant="outline">
                <a href={xliffExportHref(filteredLanguage.tag)} aria-label={`Export XLIFF (outdated pages in ${filteredLanguage.englishName})`}>
                  <Download aria-hidden /> Export XLIFF
                </a>
              </Button>
            ) : null}
            {canWrite ? (
              <Button asChild variant="outline">
                <Link to={XLIFF_IMPORT_HREF}>
                  <Upload aria-hidden /> Import XLIFF
                </Link>
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>

      {problems.map((problem) => (
        <Notice key={problem} tone="error">
          {problem}
        </Notice>
      ))}

      {languages.length === 0 ? (
        <TranslationsEmptyState kind="one-language" defaultLanguage={defaultLanguage} />
      ) : (
        <>
          <TranslationCounts languages={languages} counts={counts} current={filter} />
          <Card>
            <CardHeader className="flex-row flex-wrap items-end justify-between gap-4">
              <CardTitle className="text-lg">Pages by language</CardTitle>
              <TranslationsFilter key={search} languages={languages} current={filter} />
            </CardHeader>
            <CardContent className="space-y-4">
              {rows.length === 0 ? (
                <TranslationsEmptyState kind="no-match" filter={filter} languages={languages} />
              ) : (
                <>
                  <TranslationsTable rows={rows} languages={languages} defaultLanguage={defaultLanguage} canWrite={canWrite} />
                  <p className="text-sm text-muted-foreground" aria-live="polite">
                    {rows.length} {rows.length === 1 ? "translation" : "translations"}
                  </p>
                </>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Translations" error={error} loadFailure={(reason) => `Error loading translations: ${reason}`} />;
}
