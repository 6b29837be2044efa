import { useEffect } from "react";
import { data, isRouteErrorResponse, useLocation, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/contact-submissions";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { ExportCsvForm } from "#app/components/admin/export-csv-form.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { InboxDetailDialog } from "#app/features/contact/inbox/components/inbox-detail-dialog.tsx";
import { listSubmissionFiles } from "#app/features/form-uploads/submission-files.server.ts";
import { InboxEmptyState } from "#app/features/contact/inbox/components/inbox-empty-state.tsx";
import { AssignedToMeLink, InboxFilters } from "#app/features/contact/inbox/components/inbox-filters.tsx";
import { InboxLoading } from "#app/features/contact/inbox/components/inbox-loading.tsx";
import { InboxTable } from "#app/features/contact/inbox/components/inbox-table.tsx";
import {
  INBOX_MESSAGES,
  INBOX_PAGE_SIZE,
  inboxQuery,
  listSearch,
  parseInboxFilters,
  VIEW_PARAM,
  type InboxActionData,
} from "#app/features/contact/inbox/inbox-schema.ts";
import { handleInboxAction } from "#app/features/contact/inbox/inbox-action.server.ts";
import { getSubmission, listSubmissions, markSubmissionRead } from "#app/features/contact/inbox/inbox.server.ts";
import { listAssignableStaff } from "#app/features/contact/inbox/assignment.server.ts";
import { listSubmissionNotes } from "#app/features/contact/inbox/notes.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { listFormChoices } from "#app/features/forms/forms.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

export function meta() {
  return [{ title: pageTitle("Contact Submissions") }, { name: "robots", content: "noindex" }];
}

/** Every staff member reads the inbox (Viewers read everything); Editors and Admins also change statuses. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  // Only the query is read, which a client navigation's ".data" request carries unchanged.
  const params = new URL(request.url).searchParams;
  const languages = (await listLanguages()).map(({ tag, nativeName }) => ({ tag, nativeName }));
  const staff = await listAssignableStaff();
  const forms = await listFormChoices();
  const filters = parseInboxFilters(params, languages, { staffIds: staff.map((s) => s.id), viewerId: user.id }, forms);
  const viewId = (params.get(VIEW_PARAM) ?? "").slice(0, 200);
  const canWrite = can(user.role, "submissions:write");
  const canNote = can(user.role, "submissions:notes");
  const list = await listSubmissions(filters);
  // The open message may be on another page of the list, or filtered out since its status changed.
  const found = viewId ? (list.submissions.find((s) => s.id === viewId) ?? (await getSubmission(viewId))) : null;
  // Opening a message marks it read, for those who work the inbox (decision 028): a Viewer's look leaves it waiting.
  const justRead = found !== null && canWrite && !found.read && (await markSubmissionRead(found.id));
  const viewing = found && justRead ? { ...found, read: true } : found;
  // Notes are never sent to a role that may not read them (decision 047).
  const notes = viewing && canNote ? await listSubmissionNotes(viewing.id) : null;
  return {
    ...list,
    submissions: list.submissions.map((s) => (viewing && s.id === viewing.id ? viewing : s)),
    filters: { status: filters.status, language: filters.language ?? null, assignee: filters.assignee ?? null, form: filters.form ?? null, q: filters.q },
    languages,
    forms: forms.map(({ id, name }) => ({ id, name })),
    staff,
    me: user.id,
    viewing,
    viewingFiles: viewing ? await listSubmissionFiles(viewing.id) : [],
    notes,
    viewMissing: viewId !== "" && viewing === null,
    justRead,
    canWrite,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "submissions:write");
  return handleInboxAction(request, actor);
}

/**
 * In the browser, an update that got no answer from the action (a refusal, the network) becomes the
 * spec's failure toast instead of the error screen. A redirect (the session ended) is followed.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    const reason = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | undefined)?.message : undefined;
    return data<InboxActionData>(
      { ok: false, message: INBOX_MESSAGES.updateFailed(typeof reason === "string" ? reason : undefined) },
      { status: isRouteErrorResponse(error) ? error.status : 503 },
    );
  }
}

export default function ContactSubmissionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { submissions, total, more, page, pageCount, filters, languages, forms, staff, me, viewing, viewingFiles, notes, viewMissing, justRead, canWrite } = loaderData;
  useSidebarRefresh(justRead);
  const location = useLocation();
  const navigation = useNavigation();
  const target = navigation.location?.pathname === location.pathname ? navigation.location : null;
  // Another page, filter or search is on its way; opening a message or a status change (posted to this very URL) keeps the list.
  const loadingList = navigation.state === "loading" && target !== null && listSearch(target.search) !== listSearch(location.search);
  // Opening and closing show at once: the message's details are already in the row on screen.
  const openId = new URLSearchParams((target ?? location).search).get(VIEW_PARAM);
  const open = openId ? (viewing?.id === openId ? viewing : submissions.find((s) => s.id === openId)) : undefined;
  const filtered = filters.status !== null || filters.language !== null || filters.assignee !== null || filters.form !== null || filters.q !== "";
  const first = (page - 1) * INBOX_PAGE_SIZE + 1;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Contact Submissions</h1>
          <p className="text-muted-foreground">
            {canWrite ? "Messages sent through the website's contact forms." : "Messages sent through the website's contact forms. Your role can read them but not change their status."}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <AssignedToMeLink filters={filters} me={me} />
          <ExportCsvForm action="/admin/contact-submissions/export" fields={Object.fromEntries(new URLSearchParams(inboxQuery(filters)))} />
        </div>
      </header>

      <ActionFeedback result={actionData} />
      {viewMissing && !open ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          That message could not be found. It may have been deleted.
        </p>
      ) : null}
      {open ? (
        <InboxDetailDialog
          submission={open}
          canWrite={canWrite}
          files={open.id === viewing?.id ? viewingFiles : []}
          work={{ staff, notes: viewing?.id === open.id ? notes : null }}
          closeHref={`${location.pathname}${listSearch(location.search)}`}
        />
      ) : null}

      <Card>
        <CardHeader className="flex-row flex-wrap items-end justify-between gap-4">
          <CardTitle className="text-lg">Messages</CardTitle>
          <InboxFilters filters={filters} languages={languages} forms={forms} staff={staff} me={me} />
        </CardHeader>
        <CardContent className="space-y-4">
          {loadingList ? (
            <InboxLoading />
          ) : submissions.length === 0 ? (
            <InboxEmptyState filtered={filtered} />
          ) : (
            <>
              <InboxTable submissions={submissions} canWrite={canWrite} columns={filters.form?.columns ?? []} />
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {pageCount > 1
                  ? `Showing ${first}–${first + submissions.length - 1} of ${total}${more ? "+" : ""} submissions`
                  : `${total} ${total === 1 ? "submission" : "submissions"}`}
              </p>
              <Pagination page={page} pageCount={pageCount} label="Contact submissions pagination" />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The shell's loader counted the unread messages alongside this screen's, perhaps before this one
 * marked the opened message read: when it did, everything is read again so the sidebar's count follows.
 */
function useSidebarRefresh(justRead: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (justRead) void revalidate();
  }, [justRead, revalidate]);
}

/** A refusal's message; or the list could not be loaded: the spec's text, whatever the cause. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Contact Submissions" error={error} loadFailure={() => "Error loading submissions. Please try again later."} />;
}
