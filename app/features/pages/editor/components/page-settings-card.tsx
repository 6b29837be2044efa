import type { Dispatch } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { PageFieldErrors } from "#app/features/pages/editor/page-input-errors.ts";
import { META_DESCRIPTION_WARNING, META_DESCRIPTION_WARNING_LENGTH, PAGE_LIMITS } from "#app/features/pages/cms/schema.ts";
import { cn } from "#app/lib/utils.ts";
import type { PageEditorMode } from "../page-editor-mode.ts";
import { DeletePageButton } from "./delete-page-button.tsx";
import { SourceText, useTranslationDirection } from "#app/features/pages/translating/components/translation-source.tsx";
import type { PageDraftAction } from "./page-draft.ts";
import { ResetPageButton } from "./reset-page-button.tsx";
import { useEditorWords } from "./editor-words.ts";

interface PageSettingsCardProps {
  isPublished: boolean;
  metaDescription: string;
  errors: PageFieldErrors;
  /**
   * Delete Page shows only for a page that exists. A site page (home, services …) is always
   * published and cannot be deleted; it can be reset to default.
   */
  mode: PageEditorMode;
  readOnly: boolean;
  dispatch: Dispatch<PageDraftAction>;
}

/** Published switch, Meta Description (a warning past 160 characters, never blocking) and Delete Page. */
export function PageSettingsCard({ isPublished, metaDescription, errors, mode, readOnly, dispatch }: PageSettingsCardProps) {
  const direction = useTranslationDirection();
  const length = metaDescription.length;
  const tooLong = length > META_DESCRIPTION_WARNING_LENGTH;
  const words = useEditorWords();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{words.item} Settings</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {mode.kind === "site" && mode.alwaysPublished ? (
          <p className="text-sm text-muted-foreground">A page of the website itself: always published, at a fixed address.</p>
        ) : (
          <div className="flex items-start justify-between gap-4">
            <div className="space-y-1">
              <Label htmlFor="page-published">Published</Label>
              <p id="page-published-hint" className="text-sm text-muted-foreground">
                {isPublished ? `Visitors can see this ${words.itemLower} once it is saved.` : "A draft: only staff can see it."}
              </p>
            </div>
            <Switch
              id="page-published"
              aria-describedby="page-published-hint"
              checked={isPublished}
              disabled={readOnly}
              onCheckedChange={(checked) => dispatch({ type: "set-published", isPublished: checked })}
            />
          </div>
        )}

        <FormField id="page-meta-description" label="Meta Description" error={errors.metaDescription}>
          {(control) => (
            <div className="space-y-2">
              <Textarea
                {...control}
                aria-describedby={[control["aria-describedby"], "page-meta-description-count"].filter(Boolean).join(" ")}
                rows={4}
                value={metaDescription}
                readOnly={readOnly}
                maxLength={PAGE_LIMITS.metaDescription}
                placeholder="A short summary for search engines and link previews."
                dir={direction}
                onChange={(event) => dispatch({ type: "set-meta-description", metaDescription: event.target.value })}
              />
              <p id="page-meta-description-count" className={cn("text-sm", tooLong ? "font-medium text-amber-800" : "text-muted-foreground")}>
                {length}/{META_DESCRIPTION_WARNING_LENGTH} characters
                {tooLong ? <span className="block">{META_DESCRIPTION_WARNING}</span> : null}
              </p>
            </div>
          )}
        </FormField>
        <SourceText field="metaDescription" />

        {mode.kind !== "new" && !readOnly ? (mode.kind === "site" ? <ResetPageButton version={mode.version} /> : <DeletePageButton />) : null}
      </CardContent>
    </Card>
  );
}
