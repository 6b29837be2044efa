import { useState } from "react";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { WEBHOOK_LIMIT, WEBHOOK_LIMIT_REACHED, type RevealedSecret } from "../schema.ts";
import type { WebhookPanelData } from "../webhooks.server.ts";
import { RecentDeliveries } from "./recent-deliveries.tsx";
import { SigningSecretNotice } from "./signing-secret-notice.tsx";
import { useWebhooksFetcher } from "./webhook-fetcher.ts";
import { WebhookList } from "./webhook-list.tsx";
import { WebhookUrlForm } from "./webhook-url-form.tsx";

/**
 * The spec's webhook integration box on the Subscribers screen: the URL input and Test Webhook,
 * the saved webhooks and their latest deliveries. Viewers see the webhooks and deliveries only;
 * the forms, the controls and any secret are for those with "webhooks:write".
 */
export function WebhookPanel({ data, canWrite }: { data: WebhookPanelData; canWrite: boolean }) {
  const fetcher = useWebhooksFetcher();
  const [doneWith, setDoneWith] = useState<RevealedSecret | null>(null);
  const secret = fetcher.data?.secret;
  const showSecret = canWrite && secret && secret !== doneWith && data.webhooks.some((w) => w.id === secret.webhookId);

  return (
    <Card role="region" aria-labelledby="webhooks-heading">
      <CardHeader>
        <CardTitle id="webhooks-heading" className="text-lg">
          Webhook Integration
        </CardTitle>
        <CardDescription>
          Each Export CSV sends the event <code>subscribers_export</code> to every active webhook as a signed POST (Standard Webhooks:
          webhook-id, webhook-timestamp and webhook-signature headers). Test Webhook sends{" "}
          <code>{"{ event, subscriber_count, timestamp }"}</code>, where subscriber_count is the number of Active subscribers. Failed
          deliveries are retried for about 8 hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ActionFeedback result={fetcher.data} />
        {canWrite && data.webhooks.length >= WEBHOOK_LIMIT ? (
          // Said before anyone tries: Test Webhook still works for a saved URL, a new one is refused with this message.
          <p className="text-sm text-muted-foreground" data-testid="webhook-limit">
            {WEBHOOK_LIMIT_REACHED}
          </p>
        ) : null}
        {canWrite ? <WebhookUrlForm /> : <p className="text-sm text-muted-foreground">Editors and Admins can add and test webhooks.</p>}
        {showSecret ? <SigningSecretNotice secret={secret} onDone={() => setDoneWith(secret)} /> : null}
        <WebhookList webhooks={data.webhooks} canWrite={canWrite} />
        <RecentDeliveries deliveries={data.deliveries} />
      </CardContent>
    </Card>
  );
}
