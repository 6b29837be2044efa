import { useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/subscribers";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { AddSubscriberDialog } from "#app/features/subscribers/components/add-subscriber-dialog.tsx";
import { DeleteSubscriberConfirmation } from "#app/features/subscribers/components/delete-subscriber-confirmation.tsx";
import { ExportSubscribersButton } from "#app/features/subscribers/components/export-subscribers-button.tsx";
import { ImportSubscribersDialog } from "#app/features/subscribers/components/import-subscribers-dialog.tsx";
import { InlineAddSubscriber } from "#app/features/subscribers/components/inline-add-subscriber.tsx";
import { SubscribersSearch } from "#app/features/subscribers/components/subscribers-search.tsx";
import { SubscribersTable } from "#app/features/subscribers/components/subscribers-table.tsx";
import { MAX_SUBSCRIBER_QUERY_LENGTH, SUBSCRIBER_LIST_SIZE } from "#app/features/subscribers/schema.ts";
import { handleSubscribersAction } from "#app/features/subscribers/subscribers-action.server.ts";
import { getSubscriber, listSubscribers } from "#app/features/subscribers/subscribers.server.ts";
import { languageFilter } from "#app/features/languages/language-choice.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { WebhookPanel } from "#app/features/webhooks/components/webhook-panel.tsx";
import { getWebhookPanelData } from "#app/features/webhooks/webhooks.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

export function meta() {
  return [{ title: pageTitle("Subscribers") }, { name: "robots", content: "noindex" }];
}

/** Every staff member sees the list (Viewers read everything); only Editors and Admins get the controls. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  // Only the query is read, which a client navigation's ".data" request carries unchanged.
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, MAX_SUBSCRIBER_QUERY_LENGTH);
  const languages = (await listLanguages()).map(({ tag, nativeName }) => ({ tag, nativeName }));
  // A language the site does not have (an edited link) reads as all.
  const language = languageFilter(params.get("language"), languages);
  const canWrite = can(user.role, "subscribers:write");
  const deleteId = params.get("delete");
  const [list, toDelete, webhooks] = await Promise.all([
    listSubscribers({ query: q, language, page: Number(params.get("page") ?? "1") }),
    canWrite && deleteId ? getSubscriber(deleteId) : null,
    getWebhookPanelData(),
  ]);
  return {
    ...list,
    q,
    language,
    languages,
    canWrite,
    canWriteWebhooks: can(user.role, "webhooks:write"),
    // Personal data in bulk, in or out: Admins only (docs/roles.md).
    canExport: can(user.role, "subscribers:export"),
    canImport: can(user.role, "subscribers:import"),
    confirmDelete: toDelete ? { id: toDelete.id, email: toDelete.email } : null,
    webhooks,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "subscribers:write");
  return handleSubscribersAction(request, actor);
}

export default function SubscribersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, total, more, page, pageCount, q, language, languages, canWrite, canWriteWebhooks, canExport, canImport, confirmDelete, webhooks } = loaderData;
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const added = actionData?.ok === true && actionData.intent === "add";
  const showInlineAdd = canWrite && searchParams.has("add") && !added;
  const first = (page - 1) * SUBSCRIBER_LIST_SIZE + 1;

  const withoutDelete = new URLSearchParams(search);
  withoutDelete.delete("delete");
  const listHref = `/admin/subscribers${withoutDelete.size > 0 ? `?${withoutDelete}` : ""}`;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Email Subscribers</h1>
          <p className="text-muted-foreground">Everyone on your newsletter list, and who has left it.</p>
        </div>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            {canExport ? <ExportSubscribersButton total={total} more={more} query={q} language={language} /> : null}
            {canImport ? <ImportSubscribersDialog /> : null}
            <AddSubscriberDialog result={actionData} />
          </div>
        ) : null}
      </header>

      <ActionFeedback result={actionData} />
      {showInlineAdd ? <InlineAddSubscriber result={actionData} /> : null}
      {confirmDelete ? <DeleteSubscriberConfirmation subscriber={confirmDelete} cancelHref={listHref} /> : null}

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          <CardTitle className="text-lg">All Subscribers</CardTitle>
          <SubscribersSearch query={q} language={language} languages={languages} />
        </CardHeader>
        <CardContent className="space-y-4">
          <SubscribersTable subscribers={subscribers} canWrite={canWrite} languages={languages} />
          {subscribers.length > 0 ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {pageCount > 1
                ? `Showing ${first}–${first + subscribers.length - 1} of ${total}${more ? "+" : ""} subscribers`
                : `${total} ${total === 1 ? "subscriber" : "subscribers"}`}
            </p>
          ) : null}
          <Pagination page={page} pageCount={pageCount} label="Subscribers list pagination" />
        </CardContent>
      </Card>

      <WebhookPanel data={webhooks} canWrite={canWriteWebhooks} />
    </div>
  );
}

/** A refusal's message, or the list could not be loaded: the reason, under the screen's title. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Email Subscribers" error={error} loadFailure={(reason) => `Error loading subscribers: ${reason}`} />;
}
