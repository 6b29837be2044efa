import { Form, useNavigation } from "react-router";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { NOTIFICATION_EMAILS_INTENT, NOTIFICATION_KIND_KEYS, NOTIFICATION_KINDS, type NotificationKind } from "../notification-kinds.ts";
import type { NotificationEmailsActionData } from "../notification-emails-action.server.ts";

/** The Account page's switches: which notifications the signed-in person also gets by e-mail. */
export function NotificationEmailsCard({ emailed, result }: { emailed: readonly NotificationKind[]; result: NotificationEmailsActionData | undefined }) {
  const busy = useNavigation().formData?.get("intent") === NOTIFICATION_EMAILS_INTENT;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Notification E-mails</CardTitle>
        <CardDescription>The bell at the top of the admin lists everything that concerns you. Choose which of these you also get by e-mail.</CardDescription>
      </CardHeader>
      <CardContent>
        <ActionFeedback result={result} />
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value={NOTIFICATION_EMAILS_INTENT} />
          <fieldset className="space-y-3">
            <legend className="sr-only">E-mail me when</legend>
            {NOTIFICATION_KIND_KEYS.map((kind) => (
              <label key={kind} className="flex items-start gap-3 text-sm">
                <input type="checkbox" name="kind" value={kind} defaultChecked={emailed.includes(kind)} className="mt-0.5 size-4 accent-primary" />
                <span>
                  <span className="font-medium">{NOTIFICATION_KINDS[kind].label}</span>
                  <span className="block text-muted-foreground">{NOTIFICATION_KINDS[kind].description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save E-mail Choices"}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
