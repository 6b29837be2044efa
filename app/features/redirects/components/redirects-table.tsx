import { Pencil, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, TableActionsCell, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import type { RedirectRow } from "../schema.ts";

const SOURCE_LABELS: Record<RedirectRow["source"], string> = { manual: "Added", import: "Imported", "slug-change": "Page moved" };

/** Old path, new path, type and where it came from; Edit and Delete for those who may change redirects. */
export function RedirectsTable({ redirects, canWrite }: { redirects: RedirectRow[]; canWrite: boolean }) {
  const { search } = useLocation();
  if (redirects.length === 0) return <p className="px-4 py-10 text-center text-muted-foreground">No redirects yet</p>;

  const editHref = (id: string) => {
    const params = new URLSearchParams(search);
    params.set("edit", id);
    return `?${params}#redirect-form`;
  };

  return (
    <Table scrollLabel="Redirects">
      <TableHeader>
        <TableRow>
          <TableHead>Old path</TableHead>
          <TableHead>New path</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Origin</TableHead>
          {canWrite ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {redirects.map((redirect) => (
          <TableRow key={redirect.id}>
            <TableCell kind="primary" className="max-w-xs font-mono text-sm break-all">
              {redirect.fromPath}
            </TableCell>
            <TableCell label="New path" className="max-w-xs font-mono text-sm break-all">
              {redirect.toPath}
            </TableCell>
            <TableCell label="Type">
              <Badge variant={redirect.statusCode === 301 ? "secondary" : "outline"}>{redirect.statusCode}</Badge>
            </TableCell>
            <TableCell label="Origin" className="whitespace-nowrap text-muted-foreground">
              {SOURCE_LABELS[redirect.source]}
            </TableCell>
            {canWrite ? (
              <TableActionsCell>
                <Button asChild variant="ghost" size="sm">
                  <Link to={editHref(redirect.id)}>
                    <Pencil aria-hidden /> Edit<span className="sr-only"> redirect from {redirect.fromPath}</span>
                  </Link>
                </Button>
                <DeleteRedirectButton redirect={redirect} />
              </TableActionsCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A plain form post; with JavaScript a confirmation comes first. */
function DeleteRedirectButton({ redirect }: { redirect: RedirectRow }) {
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form method="post" ref={form} className="inline">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={redirect.id} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <Trash2 aria-hidden /> Delete<span className="sr-only"> redirect from {redirect.fromPath}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this redirect?"
        description={`Visitors of ${redirect.fromPath} will no longer be sent to ${redirect.toPath}.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => form.current?.requestSubmit()}
      />
    </Form>
  );
}
