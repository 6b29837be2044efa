import { DeleteConfirmation } from "#app/components/admin/delete-confirmation.tsx";
import { DELETE_CONFIRMATION } from "./delete-page-dialog.tsx";

/**
 * The same confirmation on the page itself, for the Delete link followed without JavaScript
 * (/admin/pages?delete=<id>); with JavaScript the dialog asks instead.
 */
export function DeletePageConfirmation({ page, cancelHref }: { page: { id: string; title: string }; cancelHref: string }) {
  return (
    <DeleteConfirmation
      headingId="delete-page-heading"
      title={<>Delete &ldquo;{page.title}&rdquo;?</>}
      message={DELETE_CONFIRMATION}
      id={page.id}
      cancelHref={cancelHref}
    />
  );
}
