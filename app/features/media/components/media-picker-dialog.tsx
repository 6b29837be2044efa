import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Picture } from "#app/components/picture.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/utils.ts";
import { isReadyForPublicPages, type MediaItem } from "../schema.ts";
import { MediaUploader } from "./media-uploader.tsx";

interface LibraryData {
  items: MediaItem[];
  canWrite: boolean;
  maxBytes: number;
}

interface MediaPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (media: MediaItem) => void;
}

/**
 * Choose a library image, or upload one in place. The list comes from the Media screen's own loader
 * (same permission check, same search). An image without alt text that is not marked decorative
 * cannot be chosen until it has one: it is going on a public page.
 */
export function MediaPickerDialog({ open, onOpenChange, onChoose }: MediaPickerDialogProps) {
  const library = useFetcher<LibraryData>();
  const details = useFetcher();
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState("");

  const load = (q: string) => library.load(`/admin/media?${new URLSearchParams({ q })}`);
  useEffect(() => {
    if (open) void load(query);
    // Reload on opening only; typing reloads through the search form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, details.data]);

  const items = library.data?.items ?? [];
  const current = selected ? (items.find((item) => item.id === selected.id) ?? selected) : null;
  const ready = current ? isReadyForPublicPages(current) : false;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Choose an Image</DialogTitle>
          <DialogDescription>Pick an image from the media library, or upload a new one.</DialogDescription>
        </DialogHeader>
        {library.data?.canWrite ? <MediaUploader compact maxBytes={library.data.maxBytes} onUploaded={(media) => (setSelected(media), void load(""))} /> : null}
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void load(query);
          }}
        >
          <Input type="search" aria-label="Search images by name or alt text" placeholder="Search images..." value={query} onChange={(event) => setQuery(event.target.value)} />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{library.state === "loading" ? "Loading images..." : "No images found."}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Library images">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={current?.id === item.id}
                  onClick={() => (setSelected(item), setAlt(item.alt))}
                  className={cn("block w-full overflow-hidden rounded-md border text-left", current?.id === item.id && "ring-2 ring-primary")}
                >
                  <Picture src={item.reference} alt="" sizes="160px" className="aspect-square w-full object-cover" />
                  <span className="block truncate px-1.5 py-1 text-xs">{item.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {current ? (
          <div className="space-y-2 border-t pt-3">
            {ready ? null : (
              <details.Form method="post" action="/admin/media" className="space-y-2">
                <p className="text-sm">Add alt text before using this image on a page, or mark it decorative in the Media screen.</p>
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={current.id} />
                <input type="hidden" name="caption" value={current.caption} />
                <div className="flex gap-2">
                  <Input name="alt" aria-label="Alt text" placeholder="What the image shows" value={alt} maxLength={300} onChange={(event) => setAlt(event.target.value)} />
                  <Button type="submit" variant="outline" disabled={alt.trim() === ""}>
                    Save Alt Text
                  </Button>
                </div>
              </details.Form>
            )}
            <div className="flex justify-end">
              <Button type="button" disabled={!ready} onClick={() => (onChoose(current), onOpenChange(false))}>
                Use This Image
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
