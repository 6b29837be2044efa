import { Eye } from "lucide-react";
import { Link, useLocation } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { Table, TableActionsCell, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { answerText, viewSearch, type FormChoice, type InboxSubmission } from "#app/features/contact/inbox/inbox-schema.ts";
import { InboxStatusBadge } from "./inbox-status-badge.tsx";
import { InboxUnverifiedBadge } from "./inbox-unverified-badge.tsx";
import { InboxStatusDropdown } from "./inbox-status-dropdown.tsx";

/**
 * Unread messages stand out (bold, with a dot and "Unread" for screen readers); read or not is apart from the status.
 * Date, Name, Email, Company, Status, Language (of the page it was sent from) and the row's actions: View (the detail dialog, a link so it
 * also works without JavaScript) and, for those who may change it, the status dropdown. Filtered to one
 * built form, its own `columns` follow (the table scrolls sideways beside the sticky actions).
 */
export function InboxTable({ submissions, canWrite, columns = [] }: { submissions: InboxSubmission[]; canWrite: boolean; columns?: FormChoice["columns"] }) {
  const { search } = useLocation();
  return (
    <Table scrollLabel="Contact submissions" stickyActions>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Company</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Language</TableHead>
          <TableHead>Assignee</TableHead>
          {columns.map((column) => (
            <TableHead key={column.id}>{column.label}</TableHead>
          ))}
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {submissions.map((submission) => (
          <TableRow key={submission.id} data-unread={submission.read ? undefined : ""} className={cn(!submission.read && "bg-primary/5 font-semibold")}>
            <TableCell label="Date" className="whitespace-nowrap text-muted-foreground">
              <LocalDateTime iso={submission.createdAt} />
            </TableCell>
            {/* On a phone the sender comes first in the row's card, before the date. */}
            <TableCell kind="primary" className={cn("max-w-32 truncate", submission.read ? "font-normal" : "font-bold")} title={submission.name}>
              {submission.read ? null : (
                <>
                  <span aria-hidden className="mr-2 inline-block size-2 rounded-full bg-primary align-middle" />
                  <span className="sr-only">Unread: </span>
                </>
              )}
              {submission.name}
            </TableCell>
            {/* Narrower than before the Language and Assignee columns came, so a wide screen shows every column beside the sticky actions. */}
            <TableCell label="Email" className="max-w-36 truncate">
              {submission.email ? (
                <a href={`mailto:${submission.email}`} className="text-primary underline-offset-4 hover:underline">
                  {submission.email}
                </a>
              ) : (
                "-"
              )}
            </TableCell>
            <TableCell label="Company" className="max-w-36 truncate">
              {submission.company ?? "-"}
            </TableCell>
            <TableCell label="Status">
              <span className="flex flex-wrap gap-1">
                <InboxStatusBadge status={submission.status} />
                <InboxUnverifiedBadge unverified={submission.unverified} />
              </span>
            </TableCell>
            <TableCell label="Language" className="max-w-32 truncate" title={submission.language.name}>
              <span lang={submission.language.tag}>{submission.language.name}</span>
            </TableCell>
            <TableCell label="Assignee" className="max-w-28 truncate" title={submission.assignee?.name}>
              {submission.assignee?.name ?? <span className="text-muted-foreground">-</span>}
            </TableCell>
            {columns.map((column) => {
              const text = answerText(submission, column);
              return (
                <TableCell key={column.id} label={column.label} className="max-w-40 truncate" title={text || undefined}>
                  {text || <span className="text-muted-foreground">-</span>}
                </TableCell>
              );
            })}
            <TableActionsCell className="gap-2">
              <Button asChild variant="ghost" size="sm">
                <Link to={viewSearch(search, submission.id)} preventScrollReset>
                  <Eye aria-hidden /> View
                  <span className="sr-only"> the message from {submission.name}</span>
                </Link>
              </Button>
              {canWrite ? <InboxStatusDropdown submission={submission} label="Status" idPrefix="row" /> : null}
            </TableActionsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
