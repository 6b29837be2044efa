import { Download, GitCompare, Pencil } from "lucide-react";
import { Link } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, TableActionsCell, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { TranslationStatusChip } from "#app/features/pages/translation-status-chip.tsx";
import { translationChangesHref } from "#app/features/pages/translation-status.ts";
import type { TranslationOverviewRow } from "../translation-overview.server.ts";
import { xliffExportHref } from "../translations-query.ts";

interface TranslationsTableProps {
  rows: readonly TranslationOverviewRow[];
  languages: readonly SiteLanguage[];
  defaultLanguage: SiteLanguage | null;
  canWrite: boolean;
}

interface RowProps {
  row: TranslationOverviewRow;
  languageName: string;
  sourceName: string;
  canWrite: boolean;
}

/**
 * One row per page and language: the page, the language, its status, when the translation was last
 * saved, and where to go: the translation's editor (the default language's page for a Missing one),
 * what changed in the source for an Outdated one, and the page's XLIFF. On a phone each row is a card
 * (components/ui/table.tsx).
 */
export function TranslationsTable({ rows, languages, defaultLanguage, canWrite }: TranslationsTableProps) {
  const languageName = (tag: string) => languages.find((language) => language.tag === tag)?.englishName ?? tag;
  const sourceName = defaultLanguage?.englishName ?? "source";
  const props = (row: TranslationOverviewRow): RowProps => ({ row, languageName: languageName(row.locale), sourceName, canWrite });
  return (
    <Table scrollLabel="Translations" stickyActions>
      <TableHeader>
        <TableRow>
          <TableHead>Page</TableHead>
          <TableHead>Language</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last Updated</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.locale}:${row.source.id}`}>
            <TableCell kind="primary" className="min-w-48">
              <PageName row={row} />
            </TableCell>
            <TableCell label="Language" className="whitespace-nowrap">
              {languageName(row.locale)}
            </TableCell>
            <TableCell label="Status">
              <TranslationStatusChip status={row.status} />
            </TableCell>
            <TableCell label="Last Updated" className="whitespace-nowrap">
              <LastUpdated row={row} />
            </TableCell>
            <TableActionsCell>
              <RowActions {...props(row)} />
            </TableActionsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The page by its default-language title, and its translated title under it where that differs. */
function PageName({ row: { source, translation, locale } }: { row: TranslationOverviewRow }) {
  return (
    <div>
      <p className="font-medium">
        {source.title} {source.systemKey ? <Badge variant="secondary">Website page</Badge> : null}
      </p>
      {translation && translation.title !== source.title ? (
        <p lang={locale} className="text-sm text-muted-foreground">
          {translation.title}
        </p>
      ) : null}
    </div>
  );
}

function LastUpdated({ row: { translation } }: { row: TranslationOverviewRow }) {
  return translation ? (
    <LocalDateTime iso={translation.updatedAt} className="text-sm text-muted-foreground" />
  ) : (
    <span className="text-sm text-muted-foreground" aria-label="Not translated yet">
      —
    </span>
  );
}

function RowActions({ row, languageName, sourceName, canWrite }: RowProps) {
  const { translation, source } = row;
  const label = `${source.title} in ${languageName}`;
  return (
    <>
      {row.status === "outdated" && translation ? (
        <Button asChild variant="ghost" size="sm">
          <Link to={translationChangesHref(translation.id)} aria-label={`What changed in ${source.title} since its ${languageName} translation`}>
            <GitCompare aria-hidden /> What changed
          </Link>
        </Button>
      ) : null}
      <Button asChild variant="ghost" size="sm">
        {translation ? (
          <Link to={`/admin/pages/edit/${translation.id}`} aria-label={`${canWrite ? "Edit" : "Open"} ${label}`}>
            <Pencil aria-hidden /> {canWrite ? "Edit" : "Open"}
          </Link>
        ) : (
          <Link to={`/admin/pages/edit/${source.id}`} aria-label={`Open ${sourceName} page ${source.title}`}>
            <Pencil aria-hidden /> Open {sourceName} page
          </Link>
        )}
      </Button>
      <Button asChild variant="ghost" size="sm">
        <a href={xliffExportHref(row.locale, translation?.id ?? source.id)} aria-label={`Export XLIFF: ${label}`}>
          <Download aria-hidden /> XLIFF
        </a>
      </Button>
    </>
  );
}
