import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { PageEditorMode } from "../page-editor-mode.ts";
import { DeletePageButton } from "./delete-page-button.tsx";
import { ResetPageButton } from "./reset-page-button.tsx";
import { useEditorWords } from "./editor-words.ts";

/**
 * At the very end of the editor, far from any field (docs/decisions/043-publishing-bar.md): Delete
 * Page for a stored CMS page, Reset to Default for a site page, each asking before it acts.
 * Nothing for a new page (nothing stored) or a reader without write access.
 */
export function DangerZone({ mode, readOnly }: { mode: PageEditorMode; readOnly: boolean }) {
  const words = useEditorWords();
  const titleId = useId();
  if (mode.kind === "new" || readOnly) return null;
  const site = mode.kind === "site";
  return (
    <Card role="region" aria-labelledby={titleId} className="mt-6 border-destructive/30">
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          Danger Zone
        </CardTitle>
        <CardDescription>
          {site
            ? "Reset to Default puts back the website's original title, description and sections; the current version stays in the revision history."
            : `Deleting this ${words.itemLower} takes it off the website and cannot be undone.`}
        </CardDescription>
      </CardHeader>
      <CardContent>{site ? <ResetPageButton version={mode.version} /> : <DeletePageButton />}</CardContent>
    </Card>
  );
}
