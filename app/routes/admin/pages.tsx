import { Plus } from "lucide-react";
import { data, Link, useFetcher, useLocation } from "react-router";
import type { Route } from "./+types/pages";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { listCount, Pagination } from "#app/components/admin/pagination.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { DeletePageConfirmation } from "#app/features/pages/pages-list/components/delete-page-confirmation.tsx";
import { DELETE_FETCHER } from "#app/features/pages/pages-list/components/delete-page-dialog.tsx";
import { IMPORT_FETCHER, ImportPagesButton } from "#app/features/pages/pages-list/components/import-pages-button.tsx";
import { PagesEmptyState } from "#app/features/pages/pages-list/components/pages-empty-state.tsx";
import { readListFilters } from "#app/features/pages/pages-list/admin-list-filters.ts";
import { BulkActionsBar, BulkDeleteConfirmation, useBulkSelection } from "#app/features/pages/pages-list/components/bulk-actions.tsx";
import { ListFiltersForm } from "#app/features/pages/pages-list/components/list-filters-form.tsx";
import { PagesTable } from "#app/features/pages/pages-list/components/pages-table.tsx";
import { SitePagesCard } from "#app/features/pages/pages-list/components/site-pages-card.tsx";
import { handlePagesListAction } from "#app/features/pages/pages-list/pages-list-action.server.ts";
import { pagesListFailure } from "#app/features/pages/pages-list/pages-list-failure.ts";
import type { PagesListActionData } from "#app/features/pages/pages-list/pages-list-schema.ts";
import { listPageSchedules } from "#app/features/pages/publishing/page-schedule.server.ts";
import { getPage, listPages } from "#app/features/pages/cms/pages.server.ts";
import { PAGE_LIST_SIZE } from "#app/features/pages/cms/schema.ts";
import { listSitePages } from "#app/features/pages/site-pages/site-pages.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

export function meta() {
  return [{ title: pageTitle("Pages") }, { name: "robots", content: "noindex" }];
}

/** Every staff member sees the list (Viewers read everything); only Editors and Admins get the controls. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  // Only the query is read, which a client navigation's ".data" request carries unchanged.
  const params = new URL(request.url).searchParams;
  const languages = (await listLanguages()).map(({ tag, nativeName }) => ({ tag, nativeName }));
  const filters = readListFilters(params, { locales: languages.map((language) => language.tag) });
  const canWrite = can(user.role, "pages:write");
  const deleteId = params.get("delete");
  const [list, toDelete, sitePages] = await Promise.all([
    listPages({ ...filters, page: Number(params.get("page") ?? "1") }),
    canWrite && deleteId ? getPage(deleteId) : null,
    listSitePages(),
  ]);
  const schedules = Object.fromEntries(await listPageSchedules(list.pages.map(({ id }) => id)));
  return {
    ...list,
    q: filters.query,
    filters: { query: filters.query, status: filters.status ?? null, locale: filters.locale ?? null, topic: null },
    languages,
    canWrite,
    sitePages,
    schedules,
    confirmDelete: toDelete ? { id: toDelete.id, title: toDelete.title } : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  return handlePagesListAction(request, actor);
}

/**
 * In the browser, a change that gets no answer from the action (the session ended and the server
 * sent the visitor to sign-in, a refusal, a network failure) becomes a toast instead of a page change.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  try {
    return await serverAction();
  } catch (error) {
    const failure = pagesListFailure(error, intent);
    if (!failure) throw error;
    return data(failure.result, { status: failure.status });
  }
}

export default function PagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pages, total, more, page, pageCount, q, filters, languages, canWrite, sitePages, schedules, confirmDelete } = loaderData;
  const selection = useBulkSelection(
    pages.map(({ id }) => id),
    actionData,
  );
  const bulkDelete = actionData && "confirmDelete" in actionData ? actionData.confirmDelete : undefined;
  const importResult = useFetcher<PagesListActionData>({ key: IMPORT_FETCHER }).data;
  const deleteResult = useFetcher<PagesListActionData>({ key: DELETE_FETCHER }).data;
  const { search } = useLocation();
  const first = (page - 1) * PAGE_LIST_SIZE + 1;

  const withoutDelete = new URLSearchParams(search);
  withoutDelete.delete("delete");
  const listHref = `/admin/pages${withoutDelete.size > 0 ? `?${withoutDelete}` : ""}`;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Pages</h1>
          <p className="text-muted-foreground">Create, edit and publish the pages of your website.</p>
        </div>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <ImportPagesButton />
            <Button asChild>
              <Link to="/admin/pages/new">
                <Plus aria-hidden /> New Page
              </Link>
            </Button>
          </div>
        ) : null}
      </header>

      <ActionFeedback result={bulkDelete ? undefined : actionData} />
      <ActionFeedback result={importResult} />
      <ActionFeedback result={deleteResult} />
      {confirmDelete ? <DeletePageConfirmation page={confirmDelete} cancelHref={listHref} /> : null}
      {bulkDelete ? <BulkDeleteConfirmation confirm={bulkDelete} cancelHref={listHref} /> : null}

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          {/* The spec's empty state ("You haven't created any pages yet") speaks of this list: the website's own pages are listed apart, below. */}
          <div className="space-y-1.5">
            <CardTitle className="text-lg">Your Pages</CardTitle>
            <CardDescription>The pages your team has made. The website&apos;s own pages are under Website Pages, below.</CardDescription>
          </div>
          <ListFiltersForm
            id="pages-search"
            label="Search pages by title, URL, words, or the words published or draft"
            placeholder="Search pages..."
            filters={filters}
            languages={languages}
            clearHref="/admin/pages"
          />
        </CardHeader>
        <CardContent className="space-y-4">
          {pages.length === 0 ? (
            <PagesEmptyState query={q} filtered={Boolean(filters.status ?? filters.locale)} canWrite={canWrite} />
          ) : (
            <>
              {canWrite ? <BulkActionsBar selection={selection} nouns={["page", "pages"]} /> : null}
              <PagesTable pages={pages} canWrite={canWrite} schedules={schedules} selection={canWrite ? selection : undefined} />
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {listCount({ first, shown: pages.length, total, more, pageCount }, ["page", "pages"])}
              </p>
              <Pagination page={page} pageCount={pageCount} label="Pages list pagination" />
            </>
          )}
        </CardContent>
      </Card>

      <SitePagesCard pages={sitePages} canWrite={canWrite} />
    </div>
  );
}

/** A refusal's message, or the list could not be loaded: the spec's "Error loading pages" with the reason. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Pages" error={error} loadFailure={(reason) => `Error loading pages: ${reason}`} />;
}
