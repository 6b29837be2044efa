import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { PagePublishing } from "#app/features/pages/publishing/page-publishing-schema.ts";
import { DuplicatePageButton } from "./duplicate-page-button.tsx";
import { SchedulePanel } from "./schedule-panel.tsx";
import { ShareDraftPanel } from "./share-draft-panel.tsx";
import { useEditorWords } from "#app/features/pages/editor/components/editor-words.ts";
import type { PlaceholderSection } from "#app/sections/placeholders.ts";

interface PublishingPanelsProps {
  pageId: string;
  publishing: PagePublishing;
  dirty: boolean;
  readOnly: boolean;
  /** The saved page's sections still holding their placeholder text (a scheduled publish asks about them). */
  placeholders: readonly PlaceholderSection[];
}

/** The editor's publishing tools for a saved CMS page: Schedule, Share draft and Duplicate. */
export function PublishingPanels({ pageId, publishing, dirty, readOnly, placeholders }: PublishingPanelsProps) {
  const words = useEditorWords();
  return (
    <>
      <SchedulePanel pageId={pageId} schedules={publishing.schedules} dirty={dirty} readOnly={readOnly} placeholders={placeholders} />
      <ShareDraftPanel pageId={pageId} links={publishing.previewLinks} readOnly={readOnly} />
      {readOnly ? null : (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Duplicate</CardTitle>
            <CardDescription>A draft copy of this {words.itemLower} as last saved, titled &ldquo;Copy of …&rdquo;, at a free URL.</CardDescription>
          </CardHeader>
          <CardContent>
            <DuplicatePageButton pageId={pageId} />
          </CardContent>
        </Card>
      )}
    </>
  );
}
