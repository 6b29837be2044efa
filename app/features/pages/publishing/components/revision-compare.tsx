import { GitCompare, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { PageSnapshot } from "#app/features/pages/editor/page-editor-data.ts";
import { diffRevisions } from "#app/features/pages/publishing/revision-diff.ts";
import type { PageRevisionSummary } from "#app/features/pages/cms/schema.ts";
import { RevisionDiffColumns } from "./revision-diff-columns.tsx";

interface RevisionCompareProps {
  /** The page's editor (a collection item has its collection's): its loader answers `?revision=`. */
  editorPath: string;
  /** Newest first, as the Revisions card lists them. */
  revisions: readonly PageRevisionSummary[];
  readOnly: boolean;
  onRestore: (revisionId: string) => void;
}

type Loaded = PageSnapshot & { version: number; createdAt: string; savedByEmail: string | null };

/** Compare revisions: any two versions side by side, what differs highlighted, either one restorable from here. */
export function RevisionCompare({ editorPath, revisions, readOnly, onRestore }: RevisionCompareProps) {
  const [open, setOpen] = useState(false);
  // Until one is picked: the two latest, as the list is when the dialog opens (a save adds one).
  const [picked, setPicked] = useState<{ older?: string; newer?: string }>({});
  const olderId = picked.older ?? revisions[1]?.id ?? "";
  const newerId = picked.newer ?? revisions[0]?.id ?? "";
  const older = useRevision(editorPath, open ? olderId : "");
  const newer = useRevision(editorPath, open ? newerId : "");
  if (revisions.length < 2) return null;

  const diff = older.revision && newer.revision ? diffRevisions(older.revision, newer.revision) : null;
  const loading = older.loading || newer.loading;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setPicked({});
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <GitCompare aria-hidden />
          Compare revisions
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>Compare revisions</DialogTitle>
          <DialogDescription>What differs between the two versions is highlighted. Restoring loads a version into the editor; save the page to keep it.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          <RevisionPicker id="compare-older" label="Compare" value={olderId} onChange={(older) => setPicked((was) => ({ ...was, older }))} revisions={revisions} />
          <RevisionPicker id="compare-newer" label="With" value={newerId} onChange={(newer) => setPicked((was) => ({ ...was, newer }))} revisions={revisions} />
        </div>
        {loading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden /> Loading revisions...
          </p>
        ) : null}
        {diff && older.revision && newer.revision ? (
          <RevisionDiffColumns
            older={older.revision}
            newer={newer.revision}
            diff={diff}
            onRestore={
              readOnly
                ? undefined
                : (side) => {
                    onRestore(side === "older" ? olderId : newerId);
                    setOpen(false);
                  }
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** One revision as the edit route's loader answers it (`?revision=`), the same read Restore uses. */
function useRevision(editorPath: string, revisionId: string) {
  const fetcher = useFetcher<{ revision?: Loaded | null }>();
  const { load } = fetcher;
  useEffect(() => {
    if (revisionId) void load(`${editorPath}?${new URLSearchParams({ revision: revisionId })}`);
  }, [load, editorPath, revisionId]);
  return { revision: fetcher.data?.revision ?? null, loading: fetcher.state !== "idle" };
}

function RevisionPicker({ id, label, value, onChange, revisions }: { id: string; label: string; value: string; onChange: (id: string) => void; revisions: readonly PageRevisionSummary[] }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {revisions.map((revision) => (
          <option key={revision.id} value={revision.id}>
            Version {revision.version} · {revision.savedByEmail ?? "Unknown"}
          </option>
        ))}
      </Select>
    </div>
  );
}
