/** What shows while an editor panel's code loads: grey bars where its fields will be. */
export function EditorSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="space-y-3" role="status" aria-label="Loading editor">
      {Array.from({ length: lines }, (_, line) => (
        <div key={line} className="space-y-2">
          <div className="h-4 w-24 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="h-10 w-full animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}
