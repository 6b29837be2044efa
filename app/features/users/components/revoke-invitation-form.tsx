import { XCircle } from "lucide-react";
import { useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";

/**
 * Revoke, asked first: with JavaScript a dialog names the address and the form is sent only on
 * "Revoke Invitation". Without JavaScript the plain form posts at once, as before.
 */
export function RevokeInvitationForm({ invitationId, email, busy }: { invitationId: string; email: string; busy: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const [asking, setAsking] = useState(false);
  return (
    <Form method="post" preventScrollReset ref={form}>
      <input type="hidden" name="intent" value="revoke-invitation" />
      <input type="hidden" name="invitationId" value={invitationId} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        disabled={busy}
        aria-label={`Revoke invitation to ${email}`}
        onClick={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <XCircle aria-hidden /> Revoke
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Revoke this invitation?"
        description={`The link sent to ${email} will stop working. You can invite the address again later.`}
        confirmLabel="Revoke Invitation"
        destructive
        onConfirm={() => {
          if (form.current) void submit(form.current, { preventScrollReset: true });
        }}
      />
    </Form>
  );
}
