import { EditingBadge } from "#app/features/presence/components/presence-avatars.tsx";
import { useEditorsByPage } from "#app/features/presence/use-editors-by-page.ts";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Table, TableActionsCell, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { editorPath } from "#app/features/collections/collections.ts";
import { DuplicatePageButton } from "#app/features/pages/publishing/components/duplicate-page-button.tsx";
import { ScheduleNote } from "#app/features/pages/publishing/components/schedule-note.tsx";
import type { PageScheduleSummary } from "#app/features/pages/publishing/page-publishing-schema.ts";
import { SelectAllHead, SelectRowCell, type BulkSelection } from "./bulk-actions.tsx";
import { EditRowLink, ViewRowLink } from "./row-links.tsx";

interface CollectionItemRow {
  id: string;
  title: string;
  path: string;
  locale: string;
  languageName: string;
  isPublished: boolean;
  updatedAt: string;
  /** The list's own column: an article's author, a case study's industry. */
  detail: string | null;
  collection: string;
  /** Kept by the shipped case studies (a site page's address): not duplicated, like a site page. */
  systemKey: string | null;
}

/**
 * A collection's admin list (docs/decisions/039-collections.md): Title, Language, Author (Industry), Status and
 * Last Updated, with Edit (Open for Viewers), View and Duplicate, and a checkbox per row for the bulk
 * actions (bulk-actions.tsx), Delete among them.
 */
export function CollectionItemsTable({
  items,
  canWrite,
  schedules = {},
  label,
  showLanguage,
  detailHeading,
  selection,
}: {
  items: readonly CollectionItemRow[];
  detailHeading: string;
  canWrite: boolean;
  schedules?: Record<string, PageScheduleSummary[]>;
  label: string;
  showLanguage: boolean;
  /** The bulk actions' ticked rows, for those who may change items. */
  selection?: BulkSelection;
}) {
  const editors = useEditorsByPage();
  return (
    <Table scrollLabel={label} stickyActions>
      <TableHeader>
        <TableRow>
          {selection ? <SelectAllHead selection={selection} count={items.length} /> : null}
          <TableHead>Title</TableHead>
          {showLanguage ? <TableHead>Language</TableHead> : null}
          <TableHead>{detailHeading}</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last Updated</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            {selection ? <SelectRowCell selection={selection} id={item.id} title={item.title} /> : null}
            <TableCell kind="primary">
              <span className="font-medium" lang={item.locale}>
                {item.title}
              </span>
              <code className="mt-0.5 block text-xs text-muted-foreground">{item.path}</code>
              <EditingBadge editors={editors[item.id] ?? []} className="mt-1 flex" />
            </TableCell>
            {showLanguage ? (
              <TableCell label="Language" lang={item.locale} className="whitespace-nowrap">
                {item.languageName}
              </TableCell>
            ) : null}
            <TableCell label={detailHeading} className="text-muted-foreground">
              {item.detail ?? "—"}
            </TableCell>
            <TableCell label="Status">
              <Badge variant={item.isPublished ? "success" : "outline"}>{item.isPublished ? "Published" : "Draft"}</Badge>
              <ScheduleNote schedules={schedules[item.id]} />
            </TableCell>
            <TableCell label="Last Updated" className="whitespace-nowrap text-muted-foreground">
              <LocalDateTime iso={item.updatedAt} />
            </TableCell>
            <TableActionsCell>
              <EditRowLink to={editorPath(item)} title={item.title} canWrite={canWrite} />
              {item.isPublished && item.path ? <ViewRowLink href={item.path} title={item.title} /> : null}
              {canWrite && !item.systemKey ? <DuplicatePageButton pageId={item.id} title={item.title} variant="ghost" /> : null}
            </TableActionsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
