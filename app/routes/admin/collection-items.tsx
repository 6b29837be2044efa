import { Plus, Tags, UserPen } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/collection-items";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { SearchForm } from "#app/components/admin/search-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { adminCollection } from "#app/features/collections/admin-collection.server.ts";
import { COLLECTION_ADMIN_LIST_SIZE, listCollectionAdmin } from "#app/features/collections/collection-admin-list.server.ts";
import { caseStudyLabel, COLLECTIONS } from "#app/features/collections/collections.ts";
import { CollectionItemsTable } from "#app/features/pages/pages-list/components/collection-items-table.tsx";
import { LanguageFilterSelect } from "#app/features/languages/components/language-filter-select.tsx";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBookOfEveryLanguage } from "#app/features/languages/public-address.ts";
import { pagePublicPath } from "#app/features/pages/page-address.ts";
import { listPageSchedules } from "#app/features/pages/publishing/page-schedule.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";

const MAX_QUERY_LENGTH = 200;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData ? COLLECTIONS[loaderData.collection].label("en") : "Insights") }, { name: "robots", content: "noindex" }];
}

/** A collection's items in every language (docs/decisions/039-collections.md); every staff member reads it, writers get the controls. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const collection = adminCollection(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const languages = await listLanguages();
  // Only a language the site has filters the list; anything else is no filter.
  const language = languages.find((candidate) => candidate.tag === params.get("language"))?.tag;
  const list = await listCollectionAdmin(collection.key, { query: q, page: Number(params.get("page") ?? "1"), locale: language });
  const book = addressBookOfEveryLanguage(languages);
  const schedules = Object.fromEntries(await listPageSchedules(list.rows.map(({ id }) => id)));
  const names = new Map(languages.map((candidate) => [candidate.tag, candidate.nativeName]));
  return {
    collection: collection.key,
    items: list.rows.map(({ authorName, industry, ...row }) => ({
      ...row,
      path: pagePublicPath({ locale: row.locale, slug: row.slug, systemKey: row.systemKey, collection: collection.key }, book) ?? "",
      languageName: names.get(row.locale) ?? row.locale,
      collection: collection.key,
      detail: collection.adminDetail === "author" ? authorName : industry ? caseStudyLabel("industry", industry, "en") : null,
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    pageSize: COLLECTION_ADMIN_LIST_SIZE,
    q,
    language: language ?? null,
    languages: languages.map(({ tag, nativeName }) => ({ tag, nativeName })),
    schedules,
    canWrite: can(user.role, "pages:write"),
  };
}

export default function CollectionItemsPage({ loaderData }: Route.ComponentProps) {
  const { collection: key, items, total, page, pageCount, pageSize, q, language, languages, schedules, canWrite } = loaderData;
  const collection = COLLECTIONS[key];
  const { pathname } = useLocation();
  const first = (page - 1) * pageSize + 1;
  const noun = collection.itemLabel("en").toLowerCase();
  // "articles", "case studies".
  const nouns = noun.endsWith("y") ? `${noun.slice(0, -1)}ies` : `${noun}s`;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{collection.label("en")}</h1>
          <p className="text-muted-foreground">{collection.adminIntro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {key === "insights" ? (
            <>
              <Button asChild variant="outline">
                <Link to={`${collection.adminPath}/topics`}>
                  <Tags aria-hidden /> Topics
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`${collection.adminPath}/authors`}>
                  <UserPen aria-hidden /> Authors
                </Link>
              </Button>
            </>
          ) : null}
          {canWrite ? (
            <Button asChild>
              <Link to={`${collection.adminPath}/new`}>
                <Plus aria-hidden /> New {collection.itemLabel("en")}
              </Link>
            </Button>
          ) : null}
        </div>
      </header>

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          <CardTitle className="text-lg">All {collection.label("en")}</CardTitle>
          <SearchForm id="collection-search" label={`Search ${nouns}`} placeholder="Search by title or slug..." query={q} maxLength={MAX_QUERY_LENGTH} clearHref={pathname} filtered={language !== null}>
            {languages.length > 1 ? <LanguageFilterSelect id="collection-language" languages={languages} value={language} labelHidden /> : null}
          </SearchForm>
        </CardHeader>
        <CardContent className="space-y-4">
          {items.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">
              {q || language ? `No ${nouns} match.` : `No ${nouns} yet.`}
              {canWrite && !q && !language ? (
                <>
                  {" "}
                  <Link className="font-semibold text-primary underline-offset-4 hover:underline" to={`${collection.adminPath}/new`}>
                    Write the first one
                  </Link>
                  .
                </>
              ) : null}
            </p>
          ) : (
            <>
              <CollectionItemsTable
                items={items}
                canWrite={canWrite}
                schedules={schedules}
                label={collection.label("en")}
                showLanguage={languages.length > 1}
                detailHeading={collection.adminDetail === "author" ? "Author" : "Industry"}
              />
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {pageCount > 1 ? `Showing ${first}–${first + items.length - 1} of ${total} ${nouns}` : `${total} ${total === 1 ? noun : nouns}`}
              </p>
              <Pagination page={page} pageCount={pageCount} label={`${collection.label("en")} list pagination`} />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Could not load the list" />;
}
