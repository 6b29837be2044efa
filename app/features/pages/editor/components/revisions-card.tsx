import { History, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { PageRevisionSummary } from "#app/features/pages/cms/schema.ts";
import { useEditorWords } from "./editor-words.ts";

interface RevisionsCardProps {
  revisions: readonly PageRevisionSummary[];
  /** The version stored now, marked "Current". */
  currentVersion: number;
  readOnly: boolean;
  restoringId: string | null;
  onRestore: (revisionId: string) => void;
  /** Compare revisions (features/pages/publishing/components/revision-compare.tsx). */
  compare?: ReactNode;
}

/** Every save of this page, newest first; Restore loads one into the editor, unsaved until Save Page. */
export function RevisionsCard({ revisions, currentVersion, readOnly, restoringId, onRestore, compare }: RevisionsCardProps) {
  const words = useEditorWords();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <History className="size-5" aria-hidden />
          Revisions
        </CardTitle>
        <CardDescription>Every save is kept. Restoring loads a revision into the editor; save the {words.itemLower} to keep it.</CardDescription>
        {compare ? <div className="pt-2">{compare}</div> : null}
      </CardHeader>
      <CardContent>
        {revisions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No revisions yet.</p>
        ) : (
          <ol className="max-h-96 divide-y overflow-y-auto" aria-label="Revisions, newest first">
            {revisions.map((revision) => (
              <li key={revision.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0 space-y-0.5 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    Version {revision.version}
                    {revision.version === currentVersion ? <Badge variant="secondary">Current</Badge> : null}
                    <span className="font-normal text-muted-foreground">{revision.isPublished ? "Published" : "Draft"}</span>
                  </p>
                  <p className="truncate text-muted-foreground">{revision.savedByEmail ?? "Unknown"}</p>
                  <LocalDateTime iso={revision.createdAt} className="block text-muted-foreground" />
                </div>
                {readOnly ? null : (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={restoringId !== null}
                    aria-label={`Restore version ${revision.version}`}
                    onClick={() => onRestore(revision.id)}
                  >
                    {restoringId === revision.id ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden /> : null}
                    Restore
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
