import { Download, GitCompare, Pencil } from "lucide-react";
import { Link } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { TranslationStatusChip } from "#app/features/pages/translation-status-chip.tsx";
import type { TranslationOverviewRow } from "../translation-overview.server.ts";
import { xliffExportHref } from "../translations-query.ts";

/**
 * One row per page and language: the page, the language, its status, when the translation was last
 * saved, and where to go: the translation's editor (the default language's page for a Missing one),
 * what changed in the source for an Outdated one, and the page's XLIFF.
 */
export function TranslationsTable({
  rows,
  languages,
  defaultLanguage,
  canWrite,
}: {
  rows: readonly TranslationOverviewRow[];
  languages: readonly SiteLanguage[];
  defaultLanguage: SiteLanguage | null;
  canWrite: boolean;
}) {
  const name = (tag: string) => languages.find((language) => language.tag === tag)?.englishName ?? tag;
  const sourceName = defaultLanguage?.englishName ?? "source";
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
        {rows.map((row) => {
          const { translation, source } = row;
          const label = `${source.title} in ${name(row.locale)}`;
          return (
            <TableRow key={`${row.locale}:${source.id}`}>
              <TableCell className="min-w-48">
                <p className="font-medium">
                  {source.title} {source.systemKey ? <Badge variant="secondary">Website page</Badge> : null}
                </p>
                {translation && translation.title !== source.title ? (
                  <p lang={row.locale} className="text-sm text-muted-foreground">
                    {translation.title}
                  </p>
                ) : null}
              </TableCell>
              <TableCell className="whitespace-nowrap">{name(row.locale)}</TableCell>
              <TableCell>
                <TranslationStatusChip status={row.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {translation ? <LocalDateTime iso={translation.updatedAt} /> : <span aria-label="Not translated yet">—</span>}
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  {row.status === "outdated" && translation ? (
                    <Button asChild variant="ghost" size="sm">
                      <Link to={`/admin/translations/changes/${translation.id}`}>
                        <GitCompare aria-hidden /> What changed
                        <span className="sr-only"> in {source.title} since its {name(row.locale)} translation</span>
                      </Link>
                    </Button>
                  ) : null}
                  <Button asChild variant="ghost" size="sm">
                    <Link to={`/admin/pages/edit/${translation?.id ?? source.id}`}>
                      <Pencil aria-hidden /> {translation ? (canWrite ? "Edit" : "Open") : `Open ${sourceName} page`}
                      <span className="sr-only"> {translation ? label : source.title}</span>
                    </Link>
                  </Button>
                  <Button asChild variant="ghost" size="sm">
                    <a href={xliffExportHref(row.locale, translation?.id ?? source.id)}>
                      <Download aria-hidden />
                      <span className="sr-only">Export </span>XLIFF<span className="sr-only">: {label}</span>
                    </a>
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
