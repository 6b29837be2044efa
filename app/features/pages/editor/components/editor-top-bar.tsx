import { ArrowLeft, Loader2, Save } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useEditorWords } from "./editor-words.ts";

interface EditorTopBarProps {
  /** The saved page's public path ("/about-us"); null while the page is new. */
  publicPath: string | null;
  /** The Preview button, shown for an existing page. */
  preview: ReactNode;
  canWrite: boolean;
  saving: boolean;
  onSave: () => void;
}

/**
 * Back to Pages, the page's heading, Preview (existing pages, a new tab) and Save Page (spec section 2);
 * a collection item's editor names its list and its kind ("Back to Insights", "Save Article").
 */
export function EditorTopBar({ publicPath, preview, canWrite, saving, onSave }: EditorTopBarProps) {
  const words = useEditorWords();
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex flex-wrap items-center gap-3">
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
      <div className="flex flex-wrap items-center gap-2">
        {publicPath ? preview : null}
        {canWrite ? (
          <Button type="button" onClick={onSave} disabled={saving}>
            {saving ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden /> : <Save aria-hidden />}
            {saving ? "Saving..." : `Save ${words.item}`}
          </Button>
        ) : null}
      </div>
    </header>
  );
}
