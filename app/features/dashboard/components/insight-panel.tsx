import type { ReactNode } from "react";
import { ExportCsvForm } from "#app/components/admin/export-csv-form.tsx";
import { cn } from "#app/lib/utils.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { insightTable, type Insights } from "../insight-tables.ts";
import type { InsightTable } from "../insights-schema.ts";

interface InsightPanelProps {
  title: string;
  description: string;
  /** What will appear here, shown while there is nothing to chart (a fresh install). */
  empty: string;
  isEmpty: boolean;
  insights: Insights;
  /** The tables behind the chart: shown on request, each with its CSV export. */
  tables: InsightTable[];
  children: ReactNode;
  className?: string;
}

/** Longest text cell kept whole: a share or an enquiry rate ("100.0%"), which break-all would cut after its point. */
const SHORT_CELL = 6;

/** Numbers and short values stay whole on a phone; long text (a path, a host) may break anywhere to fit. */
function cellClass(cell: string | number): string {
  if (typeof cell === "number") return "tabular-nums";
  return cell.length <= SHORT_CELL ? "whitespace-nowrap" : "break-all";
}

/** One chart of the dashboard with its numbers as tables (the accessible fallback) and their CSV exports. */
export function InsightPanel({ title, description, empty, isEmpty, insights, tables, children, className }: InsightPanelProps) {
  return (
    // min-w-0: a grid item, it would otherwise widen to its widest table and push the page sideways on a phone.
    <Card className={cn("min-w-0", className)} data-panel={title}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isEmpty ? <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p> : children}
        {tables.map((name) => {
          const table = insightTable(name, insights);
          return (
            <details key={name} className="group rounded-md border">
              <summary className="cursor-pointer px-4 py-2 text-sm font-medium">
                {table.title} as a table <span className="text-muted-foreground">({table.rows.length} {table.rows.length === 1 ? "row" : "rows"})</span>
              </summary>
              <div className="space-y-3 border-t p-4">
                {/* A few short columns of figures: a table on a phone too (a month of days would be thirty cards), its headings wrapping to fit. */}
                <Table scrollLabel={table.title} cards={false} className="max-md:[&_:is(th,td)]:px-2 max-md:[&_th]:whitespace-normal">
                  <caption className="sr-only">{table.title}</caption>
                  <TableHeader>
                    <TableRow>
                      {table.header.map((heading) => (
                        <TableHead key={heading}>{heading}</TableHead>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {table.rows.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={table.header.length} className="text-muted-foreground">
                          Nothing yet.
                        </TableCell>
                      </TableRow>
                    ) : (
                      table.rows.map((row, i) => (
                        <TableRow key={i}>
                          {row.map((cell, j) => (
                            <TableCell key={j} className={cellClass(cell)}>
                              {typeof cell === "number" ? cell.toLocaleString("en-US") : cell}
                            </TableCell>
                          ))}
                        </TableRow>
                      ))
                    )}
                  </TableBody>
                </Table>
                <ExportCsvForm action="/admin/dashboard/export" fields={{ table: name, days: String(insights.days) }}>
                  <span className="sr-only">({table.title})</span>
                </ExportCsvForm>
              </div>
            </details>
          );
        })}
      </CardContent>
    </Card>
  );
}
