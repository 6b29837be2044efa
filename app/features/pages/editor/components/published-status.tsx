import { CircleCheck } from "lucide-react";
import type { Dispatch } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import type { PageEditorMode } from "../page-editor-mode.ts";
import type { PageDraftAction } from "./page-draft.ts";
import { useEditorWords } from "./editor-words.ts";

interface PublishedStatusProps {
  isPublished: boolean;
  /** A site page in the default language is always published: a badge says so, with nothing to switch. */
  mode: PageEditorMode;
  readOnly: boolean;
  dispatch: Dispatch<PageDraftAction>;
}

/** The publishing bar's status: the spec's Published switch (saved with the page), its word above it on a phone. */
export function PublishedStatus({ isPublished, mode, readOnly, dispatch }: PublishedStatusProps) {
  const words = useEditorWords();
  if (mode.kind === "site" && mode.alwaysPublished) {
    return (
      <Badge variant="success" className="max-lg:ms-1">
        <CircleCheck className="size-3.5" aria-hidden />
        Published
      </Badge>
    );
  }
  return (
    <div className="flex items-center gap-2 max-lg:flex-col max-lg:gap-1 max-lg:px-1">
      <Label htmlFor="page-published" className="max-lg:text-xs">
        Published
      </Label>
      <Switch
        id="page-published"
        aria-describedby="page-published-hint"
        checked={isPublished}
        disabled={readOnly}
        onCheckedChange={(checked) => dispatch({ type: "set-published", isPublished: checked })}
      />
      <span id="page-published-hint" className="sr-only">
        {isPublished ? `Visitors can see this ${words.itemLower} once it is saved.` : "A draft: only staff can see it."}
      </span>
    </div>
  );
}
