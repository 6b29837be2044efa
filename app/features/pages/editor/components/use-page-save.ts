import { useEffect, useRef, type Dispatch } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { PAGE_FORM, type PageEditorActionData } from "#app/features/pages/editor/page-editor-data.ts";
import { pageErrorsMessage } from "#app/features/pages/editor/page-input-errors.ts";
import { splitMessage } from "#app/lib/toast-messages.ts";
import { draftToPageInput, validateDraft, type PageDraftAction, type PageDraftState } from "./page-draft.ts";

/** A "Title: description" message as a toast, the way the spec's catalogue writes them. */
export function toastError(message: string) {
  const { title, description } = splitMessage(message);
  toast.error(title, { description });
}

/**
 * Saving the draft: the same PageInput check as the server first (nothing is sent while it fails),
 * then a POST to the editor's own route. A new page comes back as a redirect to its editor; an
 * update as the stored page, which becomes the draft's new starting point.
 */
export function usePageSave(
  state: PageDraftState,
  dispatch: Dispatch<PageDraftAction>,
  /**
   * A translation's save may say it matches the default language's page at this version. `item` names
   * what is saved in the toast ("Article updated"; the editor's words, editor-words.ts).
   */
  { matchesSourceVersion, item = "Page" }: { matchesSourceVersion?: number; item?: string } = {},
) {
  const fetcher = useFetcher<PageEditorActionData>();
  const editsAtSubmit = useRef(0);
  const saving = fetcher.state !== "idle" && fetcher.formData?.get(PAGE_FORM.intent) === "save";

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) {
      dispatch({ type: "saved", page: result.page, editsAtSubmit: editsAtSubmit.current });
      toast.success(`${item} updated`);
      return;
    }
    // A refusal keeps the draft as it is: a conflict must never cost the person their work.
    if (result.errors) dispatch({ type: "set-errors", errors: result.errors });
    toastError(result.message);
  }, [fetcher.data, dispatch, item]);

  function save() {
    if (saving) return;
    const checked = validateDraft(state.draft);
    if (!checked.ok) {
      dispatch({ type: "set-errors", errors: checked.errors });
      toastError(pageErrorsMessage(checked.errors));
      return;
    }
    dispatch({ type: "set-errors", errors: {} });
    editsAtSubmit.current = state.edits;
    const form = new FormData();
    form.set(PAGE_FORM.intent, "save");
    form.set(PAGE_FORM.page, JSON.stringify(draftToPageInput(state.draft)));
    if (state.version !== null) form.set(PAGE_FORM.version, String(state.version));
    if (matchesSourceVersion !== undefined) form.set(PAGE_FORM.matchesSourceVersion, String(matchesSourceVersion));
    // Multipart: URL-encoding would blow a large HTML page up past the 1 MB limit.
    void fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  }

  return { save, saving };
}
