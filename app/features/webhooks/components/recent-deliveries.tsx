import { RotateCw } from "lucide-react";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Badge, type BadgeProps } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import type { DeliverySummary } from "../webhooks.server.ts";
import { WEBHOOK_EVENT_LABELS, type WebhookEventType } from "../schema.ts";

const STATUS: Record<string, { label: string; variant: BadgeProps["variant"] }> = {
  queued: { label: "Queued", variant: "secondary" },
  retrying: { label: "Retrying", variant: "warning" },
  succeeded: { label: "Delivered", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
  cancelled: { label: "Cancelled", variant: "outline" },
};

function statusOf(delivery: DeliverySummary) {
  if (delivery.status === "pending") return STATUS[delivery.lastAttempt ? "retrying" : "queued"]!;
  return STATUS[delivery.status] ?? { label: delivery.status, variant: "outline" as const };
}

/** How long after a delivery is queued the box keeps checking for its first attempt; later, Refresh does. */
const AUTO_REFRESH_WINDOW_MS = 60_000;
const AUTO_REFRESH_EVERY_MS = 1_500;

/**
 * The worker sends a delivery moments after it is queued; while one waits for its first attempt,
 * reload the screen's data now and then so the result appears without a click.
 */
function useRefreshWhileQueued(deliveries: DeliverySummary[]) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const waiting = deliveries.some(
      (d) => d.status === "pending" && d.lastAttempt === null && Date.now() - Date.parse(d.createdAt) < AUTO_REFRESH_WINDOW_MS,
    );
    if (!waiting) return;
    const timer = setTimeout(() => void revalidator.revalidate(), AUTO_REFRESH_EVERY_MS);
    return () => clearTimeout(timer);
  }, [deliveries, revalidator]);
}

/** The latest deliveries with their latest attempt: time, HTTP status, duration, attempt number and error. */
export function RecentDeliveries({ deliveries }: { deliveries: DeliverySummary[] }) {
  const revalidator = useRevalidator();
  useRefreshWhileQueued(deliveries);

  return (
    <section aria-labelledby="webhook-deliveries-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="webhook-deliveries-heading" className="font-semibold">
          Recent deliveries
        </h3>
        <Button type="button" size="sm" variant="ghost" disabled={revalidator.state !== "idle"} onClick={() => void revalidator.revalidate()}>
          <RotateCw aria-hidden /> Refresh
        </Button>
      </div>
      {deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No deliveries yet. Test Webhook sends one.</p>
      ) : (
        <Table scrollLabel="Recent webhook deliveries">
          <TableHeader>
            <TableRow>
              <TableHead>Time</TableHead>
              <TableHead>Webhook</TableHead>
              <TableHead>Event</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>HTTP</TableHead>
              <TableHead>Duration</TableHead>
              <TableHead>Attempt</TableHead>
              <TableHead>Error</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {deliveries.map((delivery) => {
              const status = statusOf(delivery);
              const attempt = delivery.lastAttempt;
              return (
                <TableRow key={delivery.id}>
                  <TableCell label="Time" className="whitespace-nowrap">
                    <LocalDateTime iso={attempt?.at ?? delivery.createdAt} />
                  </TableCell>
                  <TableCell kind="primary">{delivery.webhookName}</TableCell>
                  <TableCell label="Event" className="whitespace-nowrap">
                    {delivery.test ? "Test" : (WEBHOOK_EVENT_LABELS[delivery.eventType as WebhookEventType] ?? delivery.eventType)}
                  </TableCell>
                  <TableCell label="Status">
                    <Badge variant={status.variant}>{status.label}</Badge>
                  </TableCell>
                  <TableCell label="HTTP">{attempt?.statusCode ?? "—"}</TableCell>
                  <TableCell label="Duration" className="whitespace-nowrap">
                    {attempt ? `${attempt.durationMs} ms` : "—"}
                  </TableCell>
                  <TableCell label="Attempt" className="whitespace-nowrap">
                    {attempt ? `${attempt.attempt} of ${delivery.maxAttempts}` : "—"}
                  </TableCell>
                  <TableCell label="Error" className="max-w-xs text-sm break-words text-muted-foreground">
                    {attempt?.error ?? "—"}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
