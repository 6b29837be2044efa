import { useLocation } from "react-router";
import type { Route } from "./+types/redirects";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { SearchForm } from "#app/components/admin/search-form.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { NotFoundTable } from "#app/features/redirects/components/not-found-table.tsx";
import { RedirectForm } from "#app/features/redirects/components/redirect-form.tsx";
import { RedirectsImport } from "#app/features/redirects/components/redirects-import.tsx";
import { RedirectsTable } from "#app/features/redirects/components/redirects-table.tsx";
import { listNotFound } from "#app/features/redirects/not-found-log.server.ts";
import { handleRedirectsAction } from "#app/features/redirects/redirects-action.server.ts";
import { getRedirect, listRedirects } from "#app/features/redirects/redirects.server.ts";
import { MAX_REDIRECT_PATH, MAX_REDIRECT_QUERY_LENGTH } from "#app/features/redirects/schema.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta() {
  return [{ title: pageTitle("Redirects") }, { name: "robots", content: "noindex" }];
}

/** Every staff member sees the redirects and the 404 log; those who may edit pages change them (decision 027). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, MAX_REDIRECT_QUERY_LENGTH);
  const canWrite = can(user.role, "pages:write");
  const editId = (params.get("edit") ?? "").slice(0, 100);
  const [list, editing, notFound] = await Promise.all([
    listRedirects({ query: q, page: Number(params.get("page") ?? "1") }),
    canWrite && editId ? getRedirect(editId) : null,
    listNotFound(),
  ]);
  return { ...list, q, canWrite, editing, notFound, prefillFrom: (params.get("from") ?? "").slice(0, MAX_REDIRECT_PATH) };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  return handleRedirectsAction(request, actor);
}

export default function RedirectsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirects, total, page, pageCount, q, canWrite, editing, notFound, prefillFrom } = loaderData;
  const { search } = useLocation();
  const failed = actionData && !actionData.ok && (actionData.intent === "create" || actionData.intent === "update") ? actionData : undefined;
  const initial = failed?.values ?? (editing ? { fromPath: editing.fromPath, toPath: editing.toPath, statusCode: String(editing.statusCode) } : { fromPath: prefillFrom, toPath: "", statusCode: "301" });
  const withoutEdit = new URLSearchParams(search);
  withoutEdit.delete("edit");
  withoutEdit.delete("from");
  const listHref = `/admin/redirects${withoutEdit.size > 0 ? `?${withoutEdit}` : ""}`;
  // A new form (fresh fields) after each success and for each redirect opened for editing.
  const formKey = `${editing?.id ?? "new"}-${prefillFrom}-${actionData?.ok ? JSON.stringify(actionData.message) : ""}`;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Redirects</h1>
        <p className="text-muted-foreground">Keep old links working: send visitors from paths that moved to where the content is now.</p>
      </header>

      <ActionFeedback result={actionData} />
      {canWrite ? <RedirectForm key={formKey} editing={editing} initial={initial} serverErrors={failed?.fieldErrors} cancelHref={listHref} /> : null}

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          <CardTitle className="text-lg">All Redirects</CardTitle>
          <SearchForm id="redirects-search" label="Search redirects by path" placeholder="Search paths..." query={q} maxLength={MAX_REDIRECT_QUERY_LENGTH} clearHref="/admin/redirects" />
        </CardHeader>
        <CardContent className="space-y-4">
          <RedirectsTable redirects={redirects} canWrite={canWrite} />
          {redirects.length > 0 ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {total} {total === 1 ? "redirect" : "redirects"}
            </p>
          ) : null}
          <Pagination page={page} pageCount={pageCount} label="Redirects list pagination" />
        </CardContent>
      </Card>

      <NotFoundTable rows={notFound} canWrite={canWrite} />
      <RedirectsImport canWrite={canWrite} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Redirects" error={error} loadFailure={(reason) => `Error loading redirects: ${reason}`} />;
}
