import { ExternalLink, Pencil } from "lucide-react";
import { Link } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { editorPath } from "#app/features/collections/collections.ts";
import { DuplicatePageButton } from "#app/features/pages/publishing/components/duplicate-page-button.tsx";
import { ScheduleNote } from "#app/features/pages/publishing/components/schedule-note.tsx";
import type { PageScheduleSummary } from "#app/features/pages/publishing/page-publishing-schema.ts";
import { SelectAllHead, SelectRowCell, type BulkSelection } from "./bulk-actions.tsx";

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
            <TableCell>
              <span className="font-medium" lang={item.locale}>
                {item.title}
              </span>
              <code className="mt-0.5 block text-xs text-muted-foreground">{item.path}</code>
            </TableCell>
            {showLanguage ? (
              <TableCell lang={item.locale} className="whitespace-nowrap">
                {item.languageName}
              </TableCell>
            ) : null}
            <TableCell className="text-muted-foreground">{item.detail ?? "—"}</TableCell>
            <TableCell>
              <Badge variant={item.isPublished ? "success" : "outline"}>{item.isPublished ? "Published" : "Draft"}</Badge>
              <ScheduleNote schedules={schedules[item.id]} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              <LocalDateTime iso={item.updatedAt} />
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button asChild variant="ghost" size="sm">
                  <Link to={editorPath(item)}>
                    <Pencil aria-hidden /> <span className="max-sm:sr-only">{canWrite ? "Edit" : "Open"}</span>
                    <span className="sr-only"> {item.title}</span>
                  </Link>
                </Button>
                {item.isPublished && item.path ? (
                  <Button asChild variant="ghost" size="sm">
                    <a href={item.path} target="_blank" rel="noopener noreferrer">
                      <ExternalLink aria-hidden /> <span className="max-sm:sr-only">View</span>
                      <span className="sr-only"> {item.title} (opens in a new tab)</span>
                    </a>
                  </Button>
                ) : null}
                {canWrite && !item.systemKey ? <DuplicatePageButton pageId={item.id} title={item.title} variant="ghost" compact /> : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
