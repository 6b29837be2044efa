import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { useEditorWords } from "#app/features/pages/editor/components/editor-words.ts";
import { DuplicatePageButton } from "./duplicate-page-button.tsx";

/** The editor's Duplicate for a saved CMS page (writers only): a draft copy as last saved. */
export function DuplicateCard({ pageId }: { pageId: string }) {
  const words = useEditorWords();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Duplicate</CardTitle>
        <CardDescription>A draft copy of this {words.itemLower} as last saved, titled &ldquo;Copy of …&rdquo;, at a free URL.</CardDescription>
      </CardHeader>
      <CardContent>
        <DuplicatePageButton pageId={pageId} />
      </CardContent>
    </Card>
  );
}
