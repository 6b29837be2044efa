import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { checkImageUrl, checkLinkUrl } from "./rich-text-urls.ts";

const ALT_TEXT_MESSAGE = "Add alt text, or mark the image decorative.";

interface InsertDialogProps {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The frame of the toolbar's Insert Link and Insert Image dialogs. Rendered only while open, so each
 * opening starts from empty fields. Cancel, Escape and the close button change nothing.
 */
function InsertDialog({ title, description, onClose, onSubmit, children }: InsertDialogProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles the event through the portal to the page editor's own form: stop it here.
    event.stopPropagation();
    onSubmit();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Insert</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

interface LinkDialogProps {
  /** The link being edited, if the cursor is on one. */
  initialUrl: string;
  onClose: () => void;
  /** Called with a checked URL; the dialog then closes itself through onClose. */
  onInsert: (url: string) => void;
}

/** Asks for a link's URL. Left empty it does nothing, like Cancel; a URL it cannot accept is named inline. */
export function LinkDialog({ initialUrl, onClose, onInsert }: LinkDialogProps) {
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string>();
  const submit = () => {
    const result = checkLinkUrl(url);
    if (result.kind === "invalid") return setError(result.message);
    if (result.kind === "valid") onInsert(result.url);
    onClose();
  };
  return (
    <InsertDialog title="Insert Link" description="Enter the link URL." onClose={onClose} onSubmit={submit}>
      <FormField id={`${id}-url`} label="URL" error={error}>
        {(control) => (
          <Input {...control} type="text" inputMode="url" autoComplete="off" placeholder="https://example.com" value={url} onChange={(event) => setUrl(event.target.value)} />
        )}
      </FormField>
    </InsertDialog>
  );
}

interface ImageDialogProps {
  onClose: () => void;
  onInsert: (image: { src: string; alt: string }) => void;
}

/**
 * Asks for an image's URL and its alt text: as for library images (decision 019), an image needs
 * alt text unless it is marked decorative, which stores alt="". An empty URL does nothing.
 */
export function ImageDialog({ onClose, onInsert }: ImageDialogProps) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [errors, setErrors] = useState<{ url?: string; alt?: string }>({});
  const submit = () => {
    const result = checkImageUrl(url);
    if (result.kind === "empty") return onClose();
    const altMissing = !decorative && alt.trim() === "";
    if (result.kind === "invalid" || altMissing) {
      return setErrors({ url: result.kind === "invalid" ? result.message : undefined, alt: altMissing ? ALT_TEXT_MESSAGE : undefined });
    }
    onInsert({ src: result.url, alt: decorative ? "" : alt.trim() });
    onClose();
  };
  return (
    <InsertDialog title="Insert Image" description="Enter the image URL and describe the image." onClose={onClose} onSubmit={submit}>
      <FormField id={`${id}-url`} label="Image URL" error={errors.url}>
        {(control) => (
          <Input {...control} type="text" inputMode="url" autoComplete="off" placeholder="https://example.com/photo.jpg" value={url} onChange={(event) => setUrl(event.target.value)} />
        )}
      </FormField>
      <FormField id={`${id}-alt`} label="Alt Text" error={errors.alt}>
        {(control) => (
          <Input {...control} maxLength={300} placeholder="What the image shows" disabled={decorative} value={decorative ? "" : alt} onChange={(event) => setAlt(event.target.value)} />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} />
        Decorative image (no alt text)
      </label>
    </InsertDialog>
  );
}
