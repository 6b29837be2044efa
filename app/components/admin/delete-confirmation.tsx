import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

interface DeleteConfirmationProps {
  /** The heading's id, which names the section. */
  headingId: string;
  title: ReactNode;
  message: ReactNode;
  /** The id posted with intent=delete. */
  id?: string;
  /** Instead of intent=delete and the id: the fields the confirming form posts (a bulk Delete's). */
  fields?: ReadonlyArray<readonly [string, string]>;
  /** The list the form posts to, and where Cancel goes. */
  cancelHref: string;
}

/**
 * A delete question on the page itself, for a Delete link followed without JavaScript
 * (?delete=<id>); with JavaScript a dialog asks instead.
 */
export function DeleteConfirmation({ headingId, title, message, id = "", fields = [["intent", "delete"], ["id", id]], cancelHref }: DeleteConfirmationProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border border-destructive/40 bg-destructive/5 p-4">
      <h2 id={headingId} className="font-semibold">
        {title}
      </h2>
      <div className="text-sm">{message}</div>
      <Form method="post" action={cancelHref} className="flex gap-2">
        {fields.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
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
