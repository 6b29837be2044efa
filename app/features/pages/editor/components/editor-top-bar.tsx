import { ArrowLeft, Loader2, Save } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useEditorWords } from "./editor-words.ts";

interface EditorTopBarProps {
  /** The saved page's public path ("/about-us"); null while the page is new. */
  publicPath: string | null;
  /** Whether the page is published: the Published switch, or a site page's badge. */
  status: ReactNode;
  /** Schedule and Share, for a saved CMS page. */
  publishing: ReactNode;
  /** The Preview button, shown for an existing page. */
  preview: ReactNode;
  canWrite: boolean;
  saving: boolean;
  onSave: () => void;
}

/**
 * Back to Pages and the page's heading, then the publishing bar: Published, Schedule, Share, Preview
 * (existing pages, a new tab) and Save Page (spec section 2); a collection item's editor names its
 * list and its kind ("Back to Insights", "Save Article"). The bar stays in reach on a page of any
 * length (docs/decisions/043-publishing-bar.md): on a wide screen the whole top bar sticks under the
 * admin header, top right as in WordPress and Webflow; on a phone the bar is fixed to the bottom of
 * the screen, where a thumb reaches it, and the editor leaves room below its content for it.
 */
export function EditorTopBar({ publicPath, status, publishing, preview, canWrite, saving, onSave }: EditorTopBarProps) {
  const words = useEditorWords();
  return (
    // Wide: flush under the admin header even before it sticks (over main's top padding), unless a notice is above it.
    <header
      data-publish-bar
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 lg:sticky lg:top-16 lg:z-20 lg:-mx-8 lg:border-b lg:bg-background/95 lg:px-8 lg:py-3 lg:backdrop-blur lg:[main>div:first-child>&]:-mt-8"
    >
      <div className="flex min-w-0 items-center gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to={words.listPath}>
            <ArrowLeft aria-hidden />
            Back to {words.list}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight">
          {publicPath ? "Edit" : "New"} {words.item}
        </h1>
      </div>
      <div
        role="group"
        aria-label="Publishing"
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-1 border-t bg-background/95 px-3 py-1.5 backdrop-blur lg:static lg:z-auto lg:justify-end lg:gap-2 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
      >
        {status}
        {publishing}
        {publicPath ? preview : null}
        {canWrite ? (
          <Button type="button" onClick={onSave} disabled={saving} className="max-lg:px-3">
            {saving ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden /> : <Save aria-hidden />}
            {saving ? (
              "Saving..."
            ) : (
              <span>
                {/* "Save" on a phone; the whole name for screen readers everywhere. */}
                Save<span className="max-lg:sr-only"> {words.item}</span>
              </span>
            )}
          </Button>
        ) : null}
      </div>
    </header>
  );
}
