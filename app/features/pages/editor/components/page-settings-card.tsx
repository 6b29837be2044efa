import type { Dispatch } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { PageFieldErrors } from "#app/features/pages/editor/page-input-errors.ts";
import { META_DESCRIPTION_WARNING, META_DESCRIPTION_WARNING_LENGTH, PAGE_LIMITS } from "#app/features/pages/cms/schema.ts";
import { cn } from "#app/lib/utils.ts";
import type { PageEditorMode } from "../page-editor-mode.ts";
import { SourceText, useTranslationDirection } from "#app/features/pages/translating/components/translation-source.tsx";
import type { PageDraftAction } from "./page-draft.ts";
import { useEditorWords } from "./editor-words.ts";

interface PageSettingsCardProps {
  metaDescription: string;
  errors: PageFieldErrors;
  /** A site page in the default language (home, services …) is always published: the card says so. */
  mode: PageEditorMode;
  readOnly: boolean;
  dispatch: Dispatch<PageDraftAction>;
}

/**
 * Meta Description (a warning past 160 characters, never blocking). The spec's Published switch is in
 * the publishing bar and Delete Page at the end of the editor (docs/decisions/043-publishing-bar.md).
 */
export function PageSettingsCard({ metaDescription, errors, mode, readOnly, dispatch }: PageSettingsCardProps) {
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
        ) : null}

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
      </CardContent>
    </Card>
  );
}
