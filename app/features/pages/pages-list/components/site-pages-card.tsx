import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { SitePageSummary } from "#app/features/pages/site-pages/site-pages.ts";

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
        <CardDescription>The pages of the website itself. Their address is fixed and they cannot be deleted.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-md border">
          {pages.map((page) => (
            <li key={page.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">{page.title}</p>
                <p className="text-sm text-muted-foreground">
                  {page.path} <Badge variant="secondary">Website page</Badge>
                </p>
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
