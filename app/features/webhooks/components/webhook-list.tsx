import { Power, PowerOff, RefreshCw, Send, Trash2 } from "lucide-react";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { WebhookSummary } from "../webhooks.server.ts";
import { WEBHOOK_EVENT_LABELS, type WebhookEventType } from "../schema.ts";
import { useWebhooksFetcher, WEBHOOKS_ACTION } from "./webhook-fetcher.ts";

/** The saved webhooks; with "webhooks:write", each with its test, on/off, rotate and delete controls. */
export function WebhookList({ webhooks, canWrite }: { webhooks: WebhookSummary[]; canWrite: boolean }) {
  if (webhooks.length === 0) {
    return <p className="text-sm text-muted-foreground">No webhooks saved yet.</p>;
  }
  return (
    <ul className="divide-y rounded-md border" aria-label="Saved webhooks">
      {webhooks.map((webhook) => (
        <li key={webhook.id} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {webhook.name}
              {webhook.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Disabled</Badge>}
            </p>
            <p className="font-mono text-sm break-all">{webhook.url}</p>
            <p className="text-sm text-muted-foreground">
              Event: {WEBHOOK_EVENT_LABELS[webhook.eventType as WebhookEventType] ?? webhook.eventType} ({webhook.eventType})
              {canWrite ? <> · Secret: <span className="font-mono">{webhook.secretHint}</span></> : null}
            </p>
            {!webhook.isActive && webhook.disabledReason ? <p className="text-sm text-destructive">{webhook.disabledReason}</p> : null}
          </div>
          {canWrite ? <WebhookControls webhook={webhook} /> : null}
        </li>
      ))}
    </ul>
  );
}

function WebhookControls({ webhook }: { webhook: WebhookSummary }) {
  const fetcher = useWebhooksFetcher();
  const busy = fetcher.state !== "idle";
  const submit = (fields: Record<string, string>) => void fetcher.submit(fields, { method: "post", action: WEBHOOKS_ACTION });
  // Visible text first, so the button's name says which webhook while matching what is seen (WCAG 2.5.3).
  const label = (action: string) => `${action}: ${webhook.name}`;

  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={busy || !webhook.isActive}
        aria-label={label("Send test")}
        onClick={() => submit({ intent: "test", url: webhook.url, name: "" })}
      >
        <Send aria-hidden /> Send test
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={label(webhook.isActive ? "Disable" : "Enable")}
        onClick={() => submit({ intent: "set-active", webhookId: webhook.id, active: String(!webhook.isActive) })}
      >
        {webhook.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />} {webhook.isActive ? "Disable" : "Enable"}
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" disabled={busy} aria-label={label("Rotate secret")}>
            <RefreshCw aria-hidden /> Rotate secret
          </Button>
        }
        title={`Rotate the secret of ${webhook.name}?`}
        description="Deliveries are signed with a new secret from now on, including retries still waiting; the old secret stops verifying. The new secret is shown once."
        confirmLabel="Rotate secret"
        onConfirm={() => submit({ intent: "rotate", webhookId: webhook.id })}
      />
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" disabled={busy} aria-label={label("Delete")}>
            <Trash2 aria-hidden /> Delete
          </Button>
        }
        title={`Delete ${webhook.name}?`}
        description="Are you sure you want to delete this webhook? Its delivery history goes with it, and deliveries still waiting are not sent. This action cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={() => submit({ intent: "delete", webhookId: webhook.id })}
      />
    </div>
  );
}
