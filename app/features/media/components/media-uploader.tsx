import { ImageUp } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { formatMegabytes } from "../media-messages.ts";
import type { MediaItem } from "../schema.ts";
import { uploadFile } from "./upload-file.ts";

interface UploadRow {
  key: string;
  name: string;
  progress: number;
  state: "uploading" | "done" | "refused";
  message?: string;
}

/** An upload's progress bar, in the theme's colours rather than the browser's green. */
export const PROGRESS_BAR_CLASS =
  "h-1.5 w-full appearance-none overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/**
 * Drop files here or pick them: each is sent on its own, with its own progress bar and its own
 * answer (a refusal names the file and why). `onUploaded` runs for each stored image.
 */
export function MediaUploader({ onUploaded, maxBytes, compact = false }: { onUploaded: (media: MediaItem) => void; maxBytes: number; compact?: boolean }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [dragging, setDragging] = useState(false);

  const update = (key: string, patch: Partial<UploadRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  function start(files: FileList | File[]) {
    for (const file of Array.from(files)) {
      const key = `${file.name}-${crypto.randomUUID()}`;
      setRows((current) => [...current, { key, name: file.name, progress: 0, state: "uploading" }]);
      void uploadFile(file, { onProgress: (progress) => update(key, { progress }) }).then((answer) => {
        if (answer.ok) {
          update(key, { progress: 1, state: "done" });
          onUploaded(answer.media);
        } else update(key, { state: "refused", message: answer.message });
      });
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) start(event.dataTransfer.files);
  }

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
        className={cn(
          "flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm text-muted-foreground",
          compact ? "p-4" : "p-8",
          dragging && "border-primary bg-primary/5",
        )}
      >
        <ImageUp className="size-8" aria-hidden />
        <p>Drag images here, or</p>
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          Choose Files
        </Button>
        <label htmlFor={inputId} className="sr-only">
          Upload images
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-only"
          onChange={(event) => {
            if (event.target.files) start(event.target.files);
            event.target.value = "";
          }}
        />
        <p className="text-xs">JPEG, PNG, WebP, AVIF or GIF, up to {formatMegabytes(maxBytes)} each.</p>
      </div>
      {rows.length > 0 ? (
        <ul className="space-y-2" aria-label="Uploads">
          {rows.map((row) => (
            <li key={row.key} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate">{row.name}</span>
                <span className="shrink-0 text-muted-foreground">{row.state === "done" ? "Uploaded" : row.state === "refused" ? "Refused" : `${Math.round(row.progress * 100)}%`}</span>
              </div>
              <progress className={PROGRESS_BAR_CLASS} max={1} value={row.state === "refused" ? 0 : row.progress} aria-label={`Uploading ${row.name}`} />
              {row.message ? (
                <p role="alert" className="text-destructive">
                  {row.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
