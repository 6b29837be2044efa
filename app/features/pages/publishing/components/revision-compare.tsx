import { GitCompare, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { PageSnapshot } from "#app/features/pages/editor/page-editor-data.ts";
import { diffRevisions, type ChangeStatus, type ContentBlock, type FieldChange } from "#app/features/pages/publishing/revision-diff.ts";
import type { PageRevisionSummary } from "#app/features/pages/cms/schema.ts";
import { cn } from "#app/lib/utils.ts";
import { isSectionType, SECTION_REGISTRY } from "#app/sections/registry.ts";

interface RevisionCompareProps {
  pageId: string;
  /** Newest first, as the Revisions card lists them. */
  revisions: readonly PageRevisionSummary[];
  readOnly: boolean;
  onRestore: (revisionId: string) => void;
}

type Loaded = PageSnapshot & { version: number; createdAt: string; savedByEmail: string | null };

const STATUS_TEXT: Record<ChangeStatus, string> = { same: "", changed: "Changed", moved: "Moved", added: "Added", removed: "Removed" };
const HIGHLIGHT = "border-amber-500/60 bg-amber-500/10";

/** Compare revisions: any two versions side by side, what differs highlighted, either one restorable from here. */
export function RevisionCompare({ pageId, revisions, readOnly, onRestore }: RevisionCompareProps) {
  const [open, setOpen] = useState(false);
  // Until one is picked: the two latest, as the list is when the dialog opens (a save adds one).
  const [picked, setPicked] = useState<{ older?: string; newer?: string }>({});
  const olderId = picked.older ?? revisions[1]?.id ?? "";
  const newerId = picked.newer ?? revisions[0]?.id ?? "";
  const older = useRevision(pageId, open ? olderId : "");
  const newer = useRevision(pageId, open ? newerId : "");
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
          <>
            <p className="text-sm" role="status">
              {diff.changedCount === 0 ? "These versions are the same." : `${diff.changedCount} ${diff.changedCount === 1 ? "difference" : "differences"} highlighted.`}
            </p>
            <div className="grid gap-4 md:grid-cols-2">
              {(
                [
                  [older.revision, diff.fields.map((field) => ({ ...field, value: field.before })), diff.before],
                  [newer.revision, diff.fields.map((field) => ({ ...field, value: field.after })), diff.after],
                ] as const
              ).map(([revision, fields, blocks], side) => (
                <RevisionColumn
                  key={side}
                  revision={revision}
                  fields={fields}
                  blocks={blocks}
                  onRestore={
                    readOnly
                      ? undefined
                      : () => {
                          onRestore(side === 0 ? olderId : newerId);
                          setOpen(false);
                        }
                  }
                />
              ))}
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** One revision as the edit route's loader answers it (`?revision=`), the same read Restore uses. */
function useRevision(pageId: string, revisionId: string) {
  const fetcher = useFetcher<{ revision?: Loaded | null }>();
  const { load } = fetcher;
  useEffect(() => {
    if (revisionId) void load(`/admin/pages/edit/${encodeURIComponent(pageId)}?${new URLSearchParams({ revision: revisionId })}`);
  }, [load, pageId, revisionId]);
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

function RevisionColumn({ revision, fields, blocks, onRestore }: { revision: Loaded; fields: readonly (FieldChange & { value: string })[]; blocks: readonly ContentBlock[]; onRestore?: () => void }) {
  return (
    <section aria-label={`Version ${revision.version}`} className="min-w-0 space-y-3 rounded-md border p-3">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="text-sm">
          <h3 className="font-semibold">Version {revision.version}</h3>
          <p className="text-muted-foreground">
            {revision.savedByEmail ?? "Unknown"} · <LocalDateTime iso={revision.createdAt} />
          </p>
        </div>
        {onRestore ? (
          <Button type="button" size="sm" variant="outline" onClick={onRestore}>
            Restore version {revision.version}
          </Button>
        ) : null}
      </header>
      <dl className="space-y-2 text-sm">
        {fields.map((field) => (
          <div key={field.label} className={cn("rounded-md border border-transparent px-2 py-1", field.changed && HIGHLIGHT)}>
            <dt className="flex items-center gap-2 font-medium">
              {field.label}
              {field.changed ? <span className="text-xs font-normal text-amber-800 dark:text-amber-300">Changed</span> : null}
            </dt>
            <dd className="break-words text-muted-foreground">{field.value || "(empty)"}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-1 text-sm">
        <h4 className="font-medium">Content</h4>
        {blocks.length === 0 ? <p className="text-muted-foreground">(no content)</p> : null}
        <ol className="space-y-1">
          {blocks.map((block) => (
            <li key={block.id} className={cn("rounded-md border px-2 py-1", block.status !== "same" && HIGHLIGHT)}>
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium">{blockLabel(block.type)}</span>
                {block.status !== "same" ? <span className="text-xs text-amber-800 dark:text-amber-300">{STATUS_TEXT[block.status]}</span> : null}
              </span>
              {block.text ? <span className="line-clamp-3 block break-words text-muted-foreground">{block.text}</span> : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function blockLabel(type: string): string {
  if (type === "html") return "HTML";
  return isSectionType(type) ? SECTION_REGISTRY[type].label : "Unknown Section Type";
}
