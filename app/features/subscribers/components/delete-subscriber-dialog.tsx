import { useSubmit } from "react-router";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";

export const DELETE_SUBSCRIBER_TITLE = "Delete Subscriber";

export function deleteSubscriberQuestion(email: string): string {
  return `Are you sure you want to delete ${email}? They will no longer receive the newsletter. This action cannot be undone.`;
}

/** Asks before a subscriber is deleted; the deletion posts to the screen's action. */
export function DeleteSubscriberDialog({ subscriber, onClose }: { subscriber: { id: string; email: string } | null; onClose: () => void }) {
  const submit = useSubmit();
  return (
    <ConfirmDialog
      open={subscriber !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={DELETE_SUBSCRIBER_TITLE}
      description={subscriber ? deleteSubscriberQuestion(subscriber.email) : ""}
      confirmLabel="Delete"
      destructive
      onConfirm={() => {
        if (subscriber) void submit({ intent: "delete", id: subscriber.id }, { method: "post", preventScrollReset: true });
      }}
    />
  );
}
