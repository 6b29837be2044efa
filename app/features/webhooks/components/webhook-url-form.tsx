import { Send, Save } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { INPUT_ERROR_TITLE, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_NAME_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH, webhookUrlError } from "../schema.ts";
import { useWebhooksFetcher, WEBHOOKS_ACTION } from "./webhook-fetcher.ts";

/**
 * The spec's URL input and Test Webhook button, plus Save Webhook, an optional name and the event a
 * saved webhook receives (Test Webhook always sends the spec's subscribers test). The URL is
 * checked here with the server's schema, so an empty one gets the spec's toast without a round trip.
 */
export function WebhookUrlForm() {
  const fetcher = useWebhooksFetcher();
  const [urlError, setUrlError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const pending = busy ? fetcher.formData?.get("intent") : null;

  return (
    <fetcher.Form
      method="post"
      action={WEBHOOKS_ACTION}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        const problem = webhookUrlError(String(new FormData(event.currentTarget).get("url") ?? ""));
        setUrlError(problem);
        if (problem) {
          event.preventDefault();
          toast.error(INPUT_ERROR_TITLE, { description: problem });
        }
      }}
    >
      <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
        <FormField id="webhook-url" label="Webhook URL" error={urlError ?? undefined}>
          {(control) => (
            <Input
              {...control}
              name="url"
              type="url"
              inputMode="url"
              autoComplete="off"
              maxLength={WEBHOOK_URL_MAX_LENGTH}
              placeholder="https://example.com/webhooks/subscribers"
              onChange={() => setUrlError(null)}
            />
          )}
        </FormField>
        <FormField id="webhook-name" label="Name (optional)">
          {(control) => <Input {...control} name="name" autoComplete="off" maxLength={WEBHOOK_NAME_MAX_LENGTH} placeholder="Defaults to the URL's host" />}
        </FormField>
        <FormField id="webhook-event" label="Event (for Save Webhook)">
          {(control) => (
            <Select {...control} name="eventType" defaultValue="subscribers_export">
              {WEBHOOK_EVENT_TYPES.map((event) => (
                <option key={event} value={event}>
                  {WEBHOOK_EVENT_LABELS[event]} ({event})
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="test" disabled={busy}>
          <Send aria-hidden /> {pending === "test" ? "Sending..." : "Test Webhook"}
        </Button>
        <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
          <Save aria-hidden /> {pending === "save" ? "Saving..." : "Save Webhook"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
