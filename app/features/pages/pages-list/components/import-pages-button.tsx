import { Download } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { PagesListActionData } from "#app/features/pages/pages-list/pages-list-schema.ts";

export const IMPORT_FETCHER = "import-pages";

/** Import Website Pages: a form post that works without JavaScript, and shows Importing... while busy with it. */
export function ImportPagesButton() {
  const fetcher = useFetcher<PagesListActionData>({ key: IMPORT_FETCHER });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="import" />
      <Button type="submit" variant="outline" disabled={busy}>
        <Download aria-hidden /> {busy ? "Importing..." : "Import Website Pages"}
      </Button>
    </fetcher.Form>
  );
}
