import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DELETE_CONFIRMATION } from "./delete-page-dialog.tsx";

/**
 * The same confirmation on the page itself, for the Delete link followed without JavaScript
 * (/admin/pages?delete=<id>); with JavaScript the dialog asks instead.
 */
export function DeletePageConfirmation({ page, cancelHref }: { page: { id: string; title: string }; cancelHref: string }) {
  return (
    <section aria-labelledby="delete-page-heading" className="space-y-3 rounded-md border border-destructive/40 bg-destructive/5 p-4">
      <h2 id="delete-page-heading" className="font-semibold">
        Delete &ldquo;{page.title}&rdquo;?
      </h2>
      <p className="text-sm">{DELETE_CONFIRMATION}</p>
      <Form method="post" action={cancelHref} className="flex gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={page.id} />
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
