import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { ChangeStatus, ContentBlock, FieldChange, RevisionDiff, RevisionHeading } from "#app/features/pages/publishing/revision-diff.ts";
import { cn } from "#app/lib/utils.ts";
import { isSectionType, SECTION_REGISTRY } from "#app/sections/registry.ts";

type Side = "older" | "newer";

const STATUS_TEXT: Record<ChangeStatus, string> = { same: "", changed: "Changed", moved: "Moved", added: "Added", removed: "Removed" };
const HIGHLIGHT = "border-amber-500/60 bg-amber-500/10";

/**
 * Two versions of a page side by side, what differs highlighted: the revision compare's body, also
 * the Translations screen's "What changed" (the source at a translation's version against now).
 * With `onRestore` each column offers to restore its version.
 */
export function RevisionDiffColumns({ older, newer, diff, onRestore }: { older: RevisionHeading; newer: RevisionHeading; diff: RevisionDiff; onRestore?: (side: Side) => void }) {
  const sides = [
    { side: "older", revision: older, fields: diff.fields.map((field) => ({ ...field, value: field.before })), blocks: diff.before },
    { side: "newer", revision: newer, fields: diff.fields.map((field) => ({ ...field, value: field.after })), blocks: diff.after },
  ] as const;
  return (
    <>
      <p className="text-sm" role="status">
        {diff.changedCount === 0 ? "These versions are the same." : `${diff.changedCount} ${diff.changedCount === 1 ? "difference" : "differences"} highlighted.`}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {sides.map(({ side, revision, fields, blocks }) => (
          <RevisionColumn key={side} revision={revision} fields={fields} blocks={blocks} onRestore={onRestore ? () => onRestore(side) : undefined} />
        ))}
      </div>
    </>
  );
}

function RevisionColumn({
  revision,
  fields,
  blocks,
  onRestore,
}: {
  revision: RevisionHeading;
  fields: readonly (FieldChange & { value: string })[];
  blocks: readonly ContentBlock[];
  onRestore?: () => void;
}) {
  return (
    <section aria-label={revision.version === null ? revision.caption : `Version ${revision.version}`} className="min-w-0 space-y-3 rounded-md border p-3">
      <header className="flex flex-wrap items-start justify-between gap-2">
        {revision.version === null ? (
          <h3 className="text-sm font-semibold">{revision.caption}</h3>
        ) : (
          <div className="text-sm">
            <h3 className="font-semibold">
              Version {revision.version}
              {revision.caption ? <span className="font-normal text-muted-foreground"> · {revision.caption}</span> : null}
            </h3>
            <p className="text-muted-foreground">
              {revision.savedByEmail ?? "Unknown"} · <LocalDateTime iso={revision.createdAt} />
            </p>
          </div>
        )}
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
            <dd className="break-words text-muted-foreground">
              <ShownValue value={field.value} image={field.image ?? false} />
            </dd>
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
              {block.changes?.length ? (
                <dl className="mt-1 space-y-1 border-s-2 border-amber-500/60 ps-2">
                  {block.changes.map((change) => (
                    <div key={change.label}>
                      <dt className="text-xs font-medium">{change.label}</dt>
                      <dd className="break-words text-muted-foreground">
                        <ShownValue value={change.value} image={change.image} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** One side's value of a changed field: its text, or the picture itself for an image address. */
function ShownValue({ value, image }: { value: string; image: boolean }) {
  if (!value) return <>(empty)</>;
  if (!image) return <>{value}</>;
  return (
    <span className="flex items-center gap-2">
      <img src={value} alt="" loading="lazy" className="h-16 w-24 shrink-0 rounded border bg-muted object-cover" />
      <span className="min-w-0 break-all text-xs">{value}</span>
    </span>
  );
}

function blockLabel(type: string): string {
  if (type === "html") return "HTML";
  return isSectionType(type) ? SECTION_REGISTRY[type].label : "Unknown Section Type";
}
