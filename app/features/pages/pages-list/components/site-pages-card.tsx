import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { SitePageSummary } from "#app/features/pages/site-pages/site-pages.ts";
import { TRANSLATION_STATUS_LABELS } from "#app/features/pages/translation-status.ts";
import { TranslationStatusChip } from "#app/features/pages/translation-status-chip.tsx";

/**
 * The website's own pages (home, services …): edited like any page, but their address is fixed and
 * they cannot be deleted, so they are listed apart from the pages staff create.
 */
export function SitePagesCard({ pages, canWrite }: { pages: readonly SitePageSummary[]; canWrite: boolean }) {
  if (pages.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="website-pages-title">
      <CardHeader>
        <CardTitle id="website-pages-title" className="text-lg">
          Website Pages
        </CardTitle>
        <CardDescription>The pages of the website itself. Their address is fixed (a translation has a URL slug of its own) and they cannot be deleted.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-md border">
          {pages.map((page) => (
            <li key={page.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0 space-y-1.5">
                <p className="font-medium">{page.title}</p>
                <p className="text-sm text-muted-foreground">
                  {page.path} <Badge variant="secondary">Website page</Badge>
                </p>
                {page.translations.length > 0 ? <TranslationChips page={page} /> : null}
              </div>
              <Link to={`/admin/pages/edit/${page.id}`} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
                {canWrite ? "Edit" : "View"}
                <span className="sr-only"> {page.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The page in each other language: its status there, and a link to its editor where it exists. */
function TranslationChips({ page }: { page: SitePageSummary }) {
  return (
    <ul aria-label={`${page.title} in other languages`} className="flex flex-wrap gap-1.5">
      {page.translations.map((translation) => (
        <li key={translation.tag}>
          <TranslationStatusChip status={translation.status} to={translation.id ? `/admin/pages/edit/${translation.id}` : undefined}>
            <span lang={translation.tag}>{translation.nativeName}</span>: {TRANSLATION_STATUS_LABELS[translation.status]}
          </TranslationStatusChip>
        </li>
      ))}
    </ul>
  );
}
