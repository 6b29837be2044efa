import { EditingBadge } from "#app/features/presence/components/presence-avatars.tsx";
import { useEditorsByPage } from "#app/features/presence/use-editors-by-page.ts";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, TableActionsCell, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import type { PagesListActionData } from "#app/features/pages/pages-list/pages-list-schema.ts";
import { DuplicatePageButton } from "#app/features/pages/publishing/components/duplicate-page-button.tsx";
import { ScheduleNote } from "#app/features/pages/publishing/components/schedule-note.tsx";
import type { PageScheduleSummary } from "#app/features/pages/publishing/page-publishing-schema.ts";
import type { PageSummary } from "#app/features/pages/cms/schema.ts";
import { EditRowLink, ViewRowLink } from "./row-links.tsx";
import { SitePageSlugNote } from "./site-page-slug-note.tsx";
import { DELETE_FETCHER, DeletePageDialog } from "./delete-page-dialog.tsx";
import { SelectAllHead, SelectRowCell, type BulkSelection } from "./bulk-actions.tsx";

/**
 * Title, URL, Status, Last Updated and the row actions. Viewers get Open (the editor, read-only)
 * and View; Delete is only for those who may change pages.
 */
export function PagesTable({
  pages,
  canWrite,
  schedules = {},
  selection,
}: {
  pages: PageSummary[];
  canWrite: boolean;
  schedules?: Record<string, PageScheduleSummary[]>;
  /** The bulk actions' ticked rows, for those who may change pages. */
  selection?: BulkSelection;
}) {
  const [confirming, setConfirming] = useState<PageSummary | null>(null);
  const editors = useEditorsByPage();
  const deletion = useFetcher<PagesListActionData>({ key: DELETE_FETCHER });
  const deletingId = deletion.state !== "idle" ? deletion.formData?.get("id") : undefined;
  const { search } = useLocation();

  /** The no-JavaScript way to the confirmation: the list with ?delete=<id>, keeping the search and page. */
  const deleteHref = (id: string) => {
    const params = new URLSearchParams(search);
    params.set("delete", id);
    return `?${params}`;
  };

  return (
    <>
      <Table scrollLabel="Pages" stickyActions>
        <TableHeader>
          <TableRow>
            {selection ? <SelectAllHead selection={selection} count={pages.length} /> : null}
            <TableHead>Title</TableHead>
            <TableHead>URL</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Last Updated</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {pages.map((page) => (
            <TableRow key={page.id} aria-busy={deletingId === page.id || undefined}>
              {selection ? <SelectRowCell selection={selection} id={page.id} title={page.title} /> : null}
              <TableCell kind="primary" className="font-medium">
                {page.title}
                <EditingBadge editors={editors[page.id] ?? []} className="mt-1 flex" />
              </TableCell>
              <TableCell label="URL">
                <div className="flex flex-wrap items-center gap-2">
                  <code className="text-sm text-muted-foreground">{page.path}</code>
                  {page.language ? (
                    <Badge variant="outline" lang={page.language.tag} title="The page exists only in this language">
                      {page.language.nativeName}
                    </Badge>
                  ) : null}
                  {page.shadowedBySitePage ? <SitePageSlugNote /> : null}
                </div>
              </TableCell>
              <TableCell label="Status">
                <Badge variant={page.isPublished ? "success" : "outline"}>{page.isPublished ? "Published" : "Draft"}</Badge>
                <ScheduleNote schedules={schedules[page.id]} />
              </TableCell>
              <TableCell label="Last Updated" className="whitespace-nowrap text-muted-foreground">
                <LocalDateTime iso={page.updatedAt} />
              </TableCell>
              <TableActionsCell>
                <EditRowLink to={`/admin/pages/edit/${page.id}`} title={page.title} canWrite={canWrite} />
                <ViewRowLink href={page.path} title={page.title} />
                {canWrite ? <DuplicatePageButton pageId={page.id} title={page.title} variant="ghost" /> : null}
                {canWrite ? (
                  <Button asChild variant="ghost" size="sm" className="text-destructive hover:text-destructive">
                    <Link
                      to={deleteHref(page.id)}
                      aria-disabled={deletingId === page.id || undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        if (deletingId !== page.id) setConfirming(page);
                      }}
                    >
                      <Trash2 aria-hidden /> Delete
                      <span className="sr-only"> {page.title}</span>
                    </Link>
                  </Button>
                ) : null}
              </TableActionsCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {canWrite ? <DeletePageDialog page={confirming} onClose={() => setConfirming(null)} /> : null}
    </>
  );
}
