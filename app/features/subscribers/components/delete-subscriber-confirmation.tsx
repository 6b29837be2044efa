import { DeleteConfirmation } from "#app/components/admin/delete-confirmation.tsx";
import { DELETE_SUBSCRIBER_TITLE, deleteSubscriberQuestion } from "./delete-subscriber-dialog.tsx";

/**
 * The same question on the page itself, for the Delete link followed without JavaScript
 * (/admin/subscribers?delete=<id>); with JavaScript the dialog asks instead.
 */
export function DeleteSubscriberConfirmation({ subscriber, cancelHref }: { subscriber: { id: string; email: string }; cancelHref: string }) {
  return (
    <DeleteConfirmation
      headingId="delete-subscriber-heading"
      title={DELETE_SUBSCRIBER_TITLE}
      message={deleteSubscriberQuestion(subscriber.email)}
      id={subscriber.id}
      cancelHref={cancelHref}
    />
  );
}
