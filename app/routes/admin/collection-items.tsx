import { Plus, Tags, UserPen } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/collection-items";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { listCount, Pagination } from "#app/components/admin/pagination.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { adminCollection } from "#app/features/collections/admin-collection.server.ts";
import { COLLECTION_ADMIN_LIST_SIZE, listCollectionAdmin } from "#app/features/pages/pages-list/collection-admin-list.server.ts";
import { caseStudyLabel, COLLECTIONS, hasTopics } from "#app/features/collections/collections.ts";
import { topicChoices } from "#app/features/collections/topics.server.ts";
import { readListFilters } from "#app/features/pages/pages-list/admin-list-filters.ts";
import { handleBulkRequest } from "#app/features/pages/pages-list/bulk-action.server.ts";
import { BulkActionsBar, BulkDeleteConfirmation, useBulkSelection } from "#app/features/pages/pages-list/components/bulk-actions.tsx";
import { CollectionItemsTable } from "#app/features/pages/pages-list/components/collection-items-table.tsx";
import { ListFiltersForm } from "#app/features/pages/pages-list/components/list-filters-form.tsx";
import { defaultLanguageTag, listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBookOfEveryLanguage } from "#app/features/languages/public-address.ts";
import { pagePublicPath } from "#app/features/pages/page-address.ts";
import { listPageSchedules } from "#app/features/pages/publishing/page-schedule.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData ? COLLECTIONS[loaderData.collection].label("en") : "Insights") }, { name: "robots", content: "noindex" }];
}

/** A collection's items in every language (docs/decisions/039-collections.md); every staff member reads it, writers get the controls. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const collection = adminCollection(request);
  const params = new URL(request.url).searchParams;
  const languages = await listLanguages();
  const topics = hasTopics(collection) ? await topicChoices(await defaultLanguageTag()) : undefined;
  // Only a language the site has, or a topic it has, filters the list; anything else is no filter.
  const filters = readListFilters(params, { locales: languages.map((language) => language.tag), topics: topics?.map((topic) => topic.key) });
  const list = await listCollectionAdmin(collection.key, { ...filters, page: Number(params.get("page") ?? "1") });
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
    more: list.more,
    page: list.page,
    pageCount: list.pageCount,
    pageSize: COLLECTION_ADMIN_LIST_SIZE,
    filters: { query: filters.query, status: filters.status ?? null, locale: filters.locale ?? null, topic: filters.topic ?? null },
    languages: languages.map(({ tag, nativeName }) => ({ tag, nativeName })),
    topics,
    schedules,
    canWrite: can(user.role, "pages:write"),
  };
}

/** Its changes are the bulk actions (publish, unpublish, add topic, delete), for those who may change pages. */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  return handleBulkRequest(request, actor, adminCollection(request).key);
}

export default function CollectionItemsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { collection: key, items, total, more, page, pageCount, pageSize, filters, languages, topics, schedules, canWrite } = loaderData;
  const collection = COLLECTIONS[key];
  const { pathname, search } = useLocation();
  const first = (page - 1) * pageSize + 1;
  const noun = collection.itemLabel("en").toLowerCase();
  // "article" and "articles", "case study" and "case studies".
  const nouns: [string, string] = [noun, noun.endsWith("y") ? `${noun.slice(0, -1)}ies` : `${noun}s`];
  const selection = useBulkSelection(
    items.map(({ id }) => id),
    actionData,
  );
  const filtered = Boolean(filters.query || filters.status || filters.locale || filters.topic);
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

      <ActionFeedback result={actionData?.confirmDelete ? undefined : actionData} />
      {actionData?.confirmDelete ? <BulkDeleteConfirmation confirm={actionData.confirmDelete} cancelHref={`${pathname}${search}`} /> : null}

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          <CardTitle className="text-lg">All {collection.label("en")}</CardTitle>
          <ListFiltersForm id="collection-search" label={`Search ${nouns[1]}`} placeholder="Search by title, slug or words..." filters={filters} languages={languages} topics={topics} clearHref={pathname} />
        </CardHeader>
        <CardContent className="space-y-4">
          {items.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">
              {filtered ? `No ${nouns[1]} match.` : `No ${nouns[1]} yet.`}
              {canWrite && !filtered ? (
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
              {canWrite ? <BulkActionsBar selection={selection} nouns={nouns} topics={topics} /> : null}
              <CollectionItemsTable
                items={items}
                canWrite={canWrite}
                schedules={schedules}
                label={collection.label("en")}
                showLanguage={languages.length > 1}
                detailHeading={collection.adminDetail === "author" ? "Author" : "Industry"}
                selection={canWrite ? selection : undefined}
              />
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {listCount({ first, shown: items.length, total, more, pageCount }, nouns)}
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
