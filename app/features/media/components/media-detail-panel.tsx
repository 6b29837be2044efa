import { Copy } from "lucide-react";
import { useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Picture } from "#app/components/picture.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { describeUses, formatMegabytes } from "../media-messages.ts";
import { COLLECTIONS } from "#app/features/collections/collections.ts";
import { isInUse, isReadyForPublicPages, type MediaItem, type MediaUses } from "../schema.ts";
import { PROGRESS_BAR_CLASS } from "./media-uploader.tsx";
import { uploadFile } from "./upload-file.ts";

/** Where author profiles are edited (the Insights' Authors screen). */
const AUTHORS_SCREEN = `${COLLECTIONS.insights.adminPath}/authors`;

interface MediaDetailPanelProps {
  media: MediaItem;
  uses: MediaUses;
  canWrite: boolean;
  closeHref: string;
}

/** One image: its details (editable by Editors and Admins), where it is used, Replace and Delete. */
export function MediaDetailPanel({ media, uses, canWrite, closeHref }: MediaDetailPanelProps) {
  const [decorative, setDecorative] = useState(media.decorative);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [replacing, setReplacing] = useState<{ progress: number; message?: string } | null>(null);
  const revalidator = useRevalidator();

  async function replace(file: File) {
    setReplacing({ progress: 0 });
    const answer = await uploadFile(file, { replace: media.id, onProgress: (progress) => setReplacing({ progress }) });
    setReplacing(answer.ok ? null : { progress: 0, message: answer.message });
    if (answer.ok) void revalidator.revalidate();
  }

  return (
    <aside aria-labelledby="media-detail-title" className="space-y-4 rounded-lg border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 id="media-detail-title" className="min-w-0 font-semibold break-words">
          {media.name}
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link to={closeHref} preventScrollReset>
            Close
          </Link>
        </Button>
      </div>
      <Picture src={media.reference} alt={media.alt} sizes="320px" className="h-auto max-h-64 w-full rounded-md bg-muted object-contain" />
      {!isReadyForPublicPages(media) ? (
        <p role="note" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-2 text-sm">
          Add alt text, or mark the image decorative, before placing it on a public page.
        </p>
      ) : null}

      <Form method="post" className="space-y-3" key={media.updatedAt}>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={media.id} />
        <div className="space-y-1.5">
          <Label htmlFor="media-alt">Alt Text</Label>
          <Textarea id="media-alt" name="alt" rows={2} maxLength={300} defaultValue={media.alt} disabled={!canWrite || decorative} placeholder="What the image shows" />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="decorative" checked={decorative} disabled={!canWrite} onChange={(event) => setDecorative(event.target.checked)} />
          Decorative (screen readers skip it)
        </label>
        <div className="space-y-1.5">
          <Label htmlFor="media-caption">Caption</Label>
          <Input id="media-caption" name="caption" maxLength={1000} defaultValue={media.caption} disabled={!canWrite} />
        </div>
        {canWrite ? <Button type="submit">Save Details</Button> : null}
      </Form>

      <div className="space-y-1.5">
        <Label htmlFor="media-address">Image Address</Label>
        <div className="flex gap-2">
          <Input id="media-address" readOnly value={media.reference} className="font-mono text-xs" onFocus={(event) => event.target.select()} />
          <Button type="button" variant="outline" onClick={() => void copyAddress(media.reference)}>
            <Copy aria-hidden /> Copy URL
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">Paste it into any image field: it is placed as this image, in every size.</p>
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Dimensions</dt>
        <dd>
          {media.width} × {media.height} px
        </dd>
        <dt className="text-muted-foreground">File size</dt>
        <dd>{formatMegabytes(media.sizeBytes)}</dd>
        <dt className="text-muted-foreground">Uploaded</dt>
        <dd>
          <LocalDateTime iso={media.createdAt} />
        </dd>
        <dt className="text-muted-foreground">Uploaded by</dt>
        <dd className="break-all">{media.uploadedByEmail ?? "A removed account"}</dd>
      </dl>

      <section aria-labelledby="media-uses-title" className="space-y-1 text-sm">
        <h3 id="media-uses-title" className="font-medium">
          Where used
        </h3>
        {isInUse(uses) ? (
          <ul className="list-disc pl-5">
            {uses.pages.map((use) => (
              <li key={use.pageId}>
                <Link className="underline" to={`/admin/pages/edit/${use.pageId}`}>
                  {use.title}
                </Link>
                {use.language ? <span className="text-muted-foreground"> ({use.language})</span> : null}
              </li>
            ))}
            {uses.authors.map((use) => (
              <li key={`${use.authorKey}-${use.language ?? ""}`}>
                <Link className="underline" to={AUTHORS_SCREEN}>
                  {use.name}
                </Link>
                {use.language ? <span className="text-muted-foreground"> ({use.language})</span> : null}
                <span className="text-muted-foreground"> · author photo</span>
              </li>
            ))}
            {uses.siteSettings ? (
              <li>
                <Link className="underline" to="/admin/settings">
                  Site settings
                </Link>
              </li>
            ) : null}
            {uses.theme ? (
              <li>
                <Link className="underline" to="/admin/theme">
                  Theme
                </Link>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="text-muted-foreground">Not used on any page.</p>
        )}
      </section>

      {canWrite ? (
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <Button asChild variant="outline" size="sm">
            <label>
              Replace File
              <input type="file" accept="image/*" className="sr-only" onChange={(event) => event.target.files?.[0] && void replace(event.target.files[0])} />
            </label>
          </Button>
          <Button type="button" variant="destructive" size="sm" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
          {replacing ? (
            <div className="w-full text-sm">
              <progress className={PROGRESS_BAR_CLASS} max={1} value={replacing.progress} aria-label="Replacing the file" />
              {replacing.message ? (
                <p role="alert" className="text-destructive">
                  {replacing.message}
                </p>
              ) : null}
            </div>
          ) : null}
          <Form method="post" id="media-delete-form" className="hidden">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={media.id} />
          </Form>
          <ConfirmDialog
            open={confirmDelete}
            onOpenChange={setConfirmDelete}
            title="Delete this image?"
            description={isInUse(uses) ? `It is used ${describeUses(uses)}, so it cannot be deleted until it is removed there.` : "This cannot be undone."}
            confirmLabel="Delete"
            destructive
            onConfirm={() => (document.getElementById("media-delete-form") as HTMLFormElement | null)?.requestSubmit()}
          />
        </div>
      ) : null}
    </aside>
  );
}

/**
 * The image's reference: its largest size, without this site's host, which every image field reads
 * back as this library image (lib/image-address.ts); a thumbnail's or a full address works too, but
 * this one is what they store.
 */
async function copyAddress(reference: string) {
  try {
    await navigator.clipboard.writeText(reference);
    toast.success("URL copied", { description: "The image address is on your clipboard." });
  } catch {
    toast.error("Could not copy the URL", { description: "Your browser did not allow it: select the address and copy it by hand." });
  }
}
