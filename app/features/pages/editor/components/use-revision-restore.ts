import { useEffect, useState, type Dispatch } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { PageSnapshot } from "#app/features/pages/editor/page-editor-data.ts";
import type { PageDraftAction } from "./page-draft.ts";

interface RevisionAnswer {
  /** Undefined when the loader was not asked for a revision, null when there is no such revision. */
  revision?: PageSnapshot | null;
}

/**
 * Restore: asks the edit route's loader for one revision (`?revision=<id>`) and loads it into the
 * draft. Nothing is stored until the person saves, which makes the restore a revision of its own.
 */
export function useRevisionRestore(editorPath: string | null, dispatch: Dispatch<PageDraftAction>) {
  const fetcher = useFetcher<RevisionAnswer>();
  const [requestedId, setRequestedId] = useState<string | null>(null);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answer.revision === undefined) return;
    if (answer.revision === null) {
      toast.error("Revision not found", { description: "It may belong to a page that has since been deleted." });
      return;
    }
    dispatch({ type: "load-snapshot", snapshot: answer.revision });
    toast.success("Revision loaded", { description: "Save the page to keep it." });
  }, [fetcher.data, dispatch]);

  function restore(revisionId: string) {
    if (!editorPath) return;
    setRequestedId(revisionId);
    void fetcher.load(`${editorPath}?${new URLSearchParams({ revision: revisionId })}`);
  }

  return { restore, restoringId: fetcher.state === "idle" ? null : requestedId };
}
