import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { languageName, type LanguageChoice } from "#app/features/languages/language-choice.ts";
import { Table, TableActionsCell, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
// Type only: erased from the browser bundle, so the server module never reaches it.
import type { SubscriberRow } from "../subscribers.server.ts";
import { DeleteSubscriberDialog } from "./delete-subscriber-dialog.tsx";
import { SubscriberStatusBadge } from "./subscriber-status-badge.tsx";

/** Email, Date Subscribed, Status, Language (their e-mails speak it) and, for those who may change subscribers, Delete. */
export function SubscribersTable({ subscribers, canWrite, languages }: { subscribers: SubscriberRow[]; canWrite: boolean; languages: readonly LanguageChoice[] }) {
  const [confirming, setConfirming] = useState<SubscriberRow | null>(null);
  const navigation = useNavigation();
  const deletingId = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete" ? navigation.formData.get("id") : undefined;
  const { search } = useLocation();

  if (subscribers.length === 0) return <p className="px-4 py-10 text-center text-muted-foreground">No subscribers found</p>;

  /** The no-JavaScript way to the confirmation: the list with ?delete=<id>, keeping the search and page. */
  const deleteHref = (id: string) => {
    const params = new URLSearchParams(search);
    params.set("delete", id);
    return `?${params}`;
  };

  return (
    <>
      <Table scrollLabel="Subscribers" stickyActions>
        <TableHeader>
          <TableRow>
            <TableHead>Email</TableHead>
            <TableHead>Date Subscribed</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Language</TableHead>
            {canWrite ? <TableHead className="text-right">Actions</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {subscribers.map((subscriber) => (
            <TableRow key={subscriber.id} aria-busy={deletingId === subscriber.id || undefined}>
              <TableCell kind="primary" className="font-medium">
                {subscriber.email}
                {subscriber.firstName || subscriber.lastName ? (
                  <span className="block text-xs font-normal text-muted-foreground">{[subscriber.firstName, subscriber.lastName].filter(Boolean).join(" ")}</span>
                ) : null}
              </TableCell>
              <TableCell label="Date Subscribed" className="whitespace-nowrap text-muted-foreground">
                <LocalDateTime iso={subscriber.subscribedAt} />
              </TableCell>
              <TableCell label="Status">
                <SubscriberStatusBadge status={subscriber.status} />
              </TableCell>
              <TableCell label="Language" className="whitespace-nowrap">
                <span lang={subscriber.locale}>{languageName(subscriber.locale, languages)}</span>
              </TableCell>
              {canWrite ? (
                <TableActionsCell>
                  <Button asChild variant="ghost" size="sm" className="text-destructive hover:text-destructive">
                    <Link
                      to={deleteHref(subscriber.id)}
                      aria-disabled={deletingId === subscriber.id || undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        if (deletingId !== subscriber.id) setConfirming(subscriber);
                      }}
                    >
                      <Trash2 aria-hidden /> Delete
                      <span className="sr-only"> {subscriber.email}</span>
                    </Link>
                  </Button>
                </TableActionsCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {canWrite ? <DeleteSubscriberDialog subscriber={confirming} onClose={() => setConfirming(null)} /> : null}
    </>
  );
}
