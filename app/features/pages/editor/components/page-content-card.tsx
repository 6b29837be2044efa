import { Code2, LayoutList } from "lucide-react";
import { lazy, Suspense, useState, type Dispatch } from "react";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { PageFieldErrors } from "#app/features/pages/editor/page-input-errors.ts";
import type { SectionType } from "#app/sections/registry.ts";
import { EditorSkeleton } from "./editor-skeleton.tsx";
import { fetchSectionsHtml } from "./fetch-sections-html.ts";
import type { ContentMode, PageDraft, PageDraftAction } from "./page-draft.ts";
import { SectionListEditor } from "./section-list-editor.tsx";
import { SourceHtml } from "#app/features/pages/translating/components/translation-source.tsx";
import { useEditorWords } from "./editor-words.ts";

// CodeMirror is large and only the HTML Editor needs it.
const HtmlCodeEditor = lazy(() => import("#app/components/html-code-editor.tsx").then((m) => ({ default: m.HtmlCodeEditor })));

const MODE_LABELS: Record<ContentMode, string> = { visual: "Visual Editor", html: "HTML Editor" };

interface PageContentCardProps {
  draft: PageDraft;
  errors: PageFieldErrors;
  readOnly: boolean;
  dispatch: Dispatch<PageDraftAction>;
  addableTypes?: readonly SectionType[];
}

/**
 * Page Content: the Visual Editor (sections) or the HTML Editor. Both drafts stay in memory while
 * editing, but a page stores one kind of content, so leaving an editor that holds content asks first.
 */
export function PageContentCard({ draft, errors, readOnly, dispatch, addableTypes }: PageContentCardProps) {
  const words = useEditorWords();
  const [pendingMode, setPendingMode] = useState<ContentMode | null>(null);
  const [converting, setConverting] = useState(false);
  const [convertError, setConvertError] = useState<string | null>(null);
  const leavingHasContent = draft.mode === "visual" ? draft.sections.length > 0 : draft.html.trim() !== "";

  /** The HTML Editor opens with the sections as HTML rather than empty, unless it already holds HTML. */
  async function switchMode(mode: ContentMode) {
    const convert = mode === "html" && draft.html.trim() === "" && draft.sections.length > 0;
    setConvertError(null);
    dispatch({ type: "set-mode", mode });
    if (!convert) return;
    setConverting(true);
    const result = await fetchSectionsHtml(draft.sections);
    setConverting(false);
    if (result.ok) dispatch({ type: "set-html", html: result.html });
    else setConvertError(`The sections could not be converted to HTML, so the HTML Editor starts empty: ${result.message}`);
  }

  function chooseMode(mode: ContentMode) {
    if (mode === draft.mode) return;
    if (leavingHasContent) setPendingMode(mode);
    else void switchMode(mode);
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
        <CardTitle className="text-lg">{words.item} Content</CardTitle>
        <div role="group" aria-label="Content editor" className="inline-flex rounded-md border bg-muted p-1">
          {(["visual", "html"] as const).map((mode) => {
            const Icon = mode === "visual" ? LayoutList : Code2;
            return (
              <Button
                key={mode}
                type="button"
                size="sm"
                variant={draft.mode === mode ? "default" : "ghost"}
                aria-pressed={draft.mode === mode}
                disabled={readOnly}
                onClick={() => chooseMode(mode)}
              >
                <Icon aria-hidden />
                {MODE_LABELS[mode]}
              </Button>
            );
          })}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {errors.content ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.content}
          </p>
        ) : null}
        {draft.mode === "visual" ? (
          <SectionListEditor sections={draft.sections} errors={errors} readOnly={readOnly} dispatch={dispatch} addableTypes={addableTypes} />
        ) : (
          <div className="space-y-2">
            <p id="page-html-hint" className="text-sm text-muted-foreground">
              Write the page's HTML. Scripts, event handlers and unsafe links are removed when the page is saved.
            </p>
            <SourceHtml />
            {convertError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {convertError}
              </p>
            ) : null}
            {converting ? (
              <div role="status" aria-label="Converting the sections to HTML">
                <EditorSkeleton lines={1} />
              </div>
            ) : (
              <Suspense fallback={<EditorSkeleton lines={1} />}>
                <HtmlCodeEditor
                  id="page-html"
                  ariaLabel="Page HTML"
                  ariaDescribedBy="page-html-hint"
                  value={draft.html}
                  readOnly={readOnly}
                  onChange={(html) => dispatch({ type: "set-html", html })}
                />
              </Suspense>
            )}
          </div>
        )}
      </CardContent>

      <SwitchModeDialog
        draft={draft}
        target={pendingMode}
        onCancel={() => setPendingMode(null)}
        onConfirm={(mode) => {
          setPendingMode(null);
          void switchMode(mode);
        }}
      />
    </Card>
  );
}

interface SwitchModeDialogProps {
  draft: PageDraft;
  /** The editor the person asked for; the dialog is open while it is set. */
  target: ContentMode | null;
  onCancel: () => void;
  onConfirm: (mode: ContentMode) => void;
}

/** Says plainly that only one editor's content is saved, before switching away from content. */
function SwitchModeDialog({ draft, target, onCancel, onConfirm }: SwitchModeDialogProps) {
  const targetLabel = target ? MODE_LABELS[target] : "";
  const count = draft.sections.length;
  const kept = draft.mode === "visual" ? `Your ${count} section${count === 1 ? "" : "s"} stay` : "Your HTML stays";
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={<>Switch to the {targetLabel}?</>}
      description={
        <>
          Only the {targetLabel} content is saved. {kept} here while you edit, so you can switch back, but saving in the {targetLabel} replaces{" "}
          {draft.mode === "visual" ? "them" : "it"} on the page.
        </>
      }
      confirmLabel={<>Switch to {targetLabel}</>}
      onConfirm={() => target && onConfirm(target)}
    />
  );
}
