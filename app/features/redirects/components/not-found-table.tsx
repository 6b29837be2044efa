import { CornerDownRight } from "lucide-react";
import { Form, Link } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Table, TableActionsCell, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import type { NotFoundRow } from "../schema.ts";

/** The paths visitors asked for that answered 404, most recent first, each a click away from a redirect. */
export function NotFoundTable({ rows, canWrite }: { rows: NotFoundRow[]; canWrite: boolean }) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">404 log</CardTitle>
          <CardDescription>
            Paths visitors asked for that do not exist, most recently seen first. Bots and signed-in staff are not counted, as on the
            dashboard.
          </CardDescription>
        </div>
        {canWrite && rows.length > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="clear-404-log" />
            <Button type="submit" variant="outline" size="sm">
              Clear log
            </Button>
          </Form>
        ) : null}
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="px-4 py-10 text-center text-muted-foreground">No 404s recorded</p>
        ) : (
          <Table scrollLabel="404 log">
            <TableHeader>
              <TableRow>
                <TableHead>Path</TableHead>
                <TableHead>Hits</TableHead>
                <TableHead>Last seen</TableHead>
                <TableHead>Referrer</TableHead>
                {canWrite ? <TableHead className="text-right">Actions</TableHead> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.path}>
                  <TableCell kind="primary" className="max-w-xs font-mono md:min-w-40 text-sm break-all">
                    {row.path}
                  </TableCell>
                  <TableCell label="Hits">{row.hits}</TableCell>
                  <TableCell label="Last seen" className="whitespace-nowrap text-muted-foreground">
                    <LocalDateTime iso={row.lastSeen} />
                  </TableCell>
                  <TableCell label="Referrer" className="text-muted-foreground">
                    {row.referrerHost ?? "—"}
                  </TableCell>
                  {canWrite && row.redirectedTo ? (
                    <TableActionsCell className="text-sm text-muted-foreground">
                      <span>
                        Redirected to <span className="font-mono break-all">{row.redirectedTo}</span>
                      </span>
                    </TableActionsCell>
                  ) : canWrite ? (
                    <TableActionsCell>
                      <Button asChild variant="ghost" size="sm">
                        <Link to={`?${new URLSearchParams({ from: row.path })}#redirect-form`}>
                          <CornerDownRight aria-hidden /> Create redirect<span className="sr-only"> from {row.path}</span>
                        </Link>
                      </Button>
                    </TableActionsCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
