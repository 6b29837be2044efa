import { Link } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, TableActionsCell, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import type { ReviewQueueRow } from "../review-queue.server.ts";
import { REVIEW_PATH } from "../review-schema.ts";
import { ReviewStateBadge } from "./review-state-badge.tsx";

/** The Review queue: each submission, its state, who sent it when and with what message. */
export function ReviewQueueTable({ rows }: { rows: readonly ReviewQueueRow[] }) {
  return (
    <Table scrollLabel="Submissions">
      <TableHeader>
        <TableRow>
          <TableHead>Item</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Submitted</TableHead>
          <TableHead>Message</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.pageId}>
            <TableCell kind="primary">
              <span className="font-medium">{row.title}</span>
              <span className="block text-xs text-muted-foreground">
                {row.language} {row.kind}, version {row.version}
              </span>
            </TableCell>
            <TableCell label="Status">
              <ReviewStateBadge state={row.state} />
            </TableCell>
            <TableCell label="Submitted">
              <span className="block">{row.submittedByEmail}</span>
              <LocalDateTime iso={row.submittedAt} className="text-xs text-muted-foreground" />
            </TableCell>
            <TableCell label="Message" className="max-w-sm">
              <p className="line-clamp-3 whitespace-pre-line">{row.message}</p>
            </TableCell>
            <TableActionsCell>
              <Button asChild size="sm" variant={row.canDecide ? "default" : "outline"}>
                <Link to={`${REVIEW_PATH}/${row.pageId}`} aria-label={`${row.canDecide ? "Review" : "Open"} ${row.title}`}>
                  {row.canDecide ? "Review" : "Open"}
                </Link>
              </Button>
            </TableActionsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
