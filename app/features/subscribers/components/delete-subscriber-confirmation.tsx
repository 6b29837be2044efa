import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DELETE_SUBSCRIBER_TITLE, deleteSubscriberQuestion } from "./delete-subscriber-dialog.tsx";

/**
 * The same question on the page itself, for the Delete link followed without JavaScript
 * (/admin/subscribers?delete=<id>); with JavaScript the dialog asks instead.
 */
export function DeleteSubscriberConfirmation({ subscriber, cancelHref }: { subscriber: { id: string; email: string }; cancelHref: string }) {
  return (
    <section aria-labelledby="delete-subscriber-heading" className="space-y-3 rounded-md border border-destructive/40 bg-destructive/5 p-4">
      <h2 id="delete-subscriber-heading" className="font-semibold">
        {DELETE_SUBSCRIBER_TITLE}
      </h2>
      <p className="text-sm">{deleteSubscriberQuestion(subscriber.email)}</p>
      <Form method="post" action={cancelHref} className="flex gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={subscriber.id} />
        <Button type="submit" variant="destructive">
          Delete
        </Button>
        <Button asChild variant="outline">
          <Link to={cancelHref}>Cancel</Link>
        </Button>
      </Form>
    </section>
  );
}
