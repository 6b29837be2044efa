import { ImageIcon } from "lucide-react";
import { Suspense, useId, useState, type ReactNode } from "react";
import { Picture } from "#app/components/picture.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { readImageAddress, storedImageAddress } from "#app/lib/image-address.ts";
import { ownOrigins } from "#app/lib/own-origins.ts";
import { TextField } from "./editor-fields.tsx";
import { MediaPicker, type PickedImage } from "./media-picker-slot.tsx";

/** The alt text field beside an image, for the image fields that have one. */
interface ImageAltField {
  label: ReactNode;
  value: string;
  onChange: (alt: string) => void;
  error?: string;
  placeholder?: string;
}

interface ImageFieldProps {
  label: ReactNode;
  value: string;
  /**
   * `filledAlt`: the alt text to store with it, when a library image was chosen for a field whose alt
   * text was empty (one change, so the caller writes both at once).
   */
  onChange: (url: string, filledAlt?: string) => void;
  error?: string;
  disabled: boolean;
  placeholder?: string;
  /** The field's alt text: shown below the image, and filled from a chosen library image's own while empty. */
  alt?: ImageAltField;
}

/**
 * Every image field of the admin (sections, settings, collections, authors, the SEO panel): choose
 * or upload a library image in place, see it, remove it, or paste an address. A pasted address of a
 * library image, in any of its forms and with whatever host it was copied from, is read back as that
 * image when the box is left (lib/image-address.ts, the same reading the server makes), so what is
 * stored is the library image and the page draws it responsively.
 */
export function ImageField({ label, value, onChange, error, disabled, placeholder = "https://example.com/image.jpg", alt }: ImageFieldProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const errorId = `${id}-error`;
  const choose = (media: PickedImage) => onChange(media.reference, alt && alt.value.trim() === "" && !media.decorative ? media.alt : undefined);
  // On leaving the box only: read while typing, "https://our.site/" would turn into "/" under the cursor.
  const normalise = () => {
    const address = readImageAddress(value, ownOrigins());
    if (address.kind !== "refused" && storedImageAddress(address) !== value) onChange(storedImageAddress(address));
  };

  return (
    // A group named by the label, so its buttons say which image they are for.
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <div className="flex items-start gap-3">
        <ImagePreview url={value} />
        <div className="min-w-0 flex-1 space-y-2">
          <Input
              id={id}
              inputMode="url"
              value={value}
              placeholder={placeholder}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange(event.target.value)}
            onBlur={normalise}
          />
          {disabled ? null : (
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
                {value ? "Change Image" : "Choose from Library"}
              </Button>
              {value ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => onChange("")}>
                  Remove
                </Button>
              ) : null}
            </div>
          )}
        </div>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {alt ? <TextField label={alt.label} value={alt.value} error={alt.error} disabled={disabled} placeholder={alt.placeholder ?? "What the image shows"} onChange={alt.onChange} /> : null}
      {picking ? (
        <Suspense fallback={null}>
          <MediaPicker open={picking} onOpenChange={setPicking} onChoose={choose} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The chosen image, small; an empty frame until there is one the page would show. */
function ImagePreview({ url }: { url: string }) {
  const address = readImageAddress(url, []);
  if (address.kind === "empty" || address.kind === "refused") {
    return (
      <div className="flex size-20 shrink-0 items-center justify-center rounded-md border border-dashed bg-muted text-muted-foreground">
        <ImageIcon aria-hidden="true" className="size-6" />
      </div>
    );
  }
  // Decorative: the alt text edited beside it is what describes the image.
  return <Picture src={url.trim()} alt="" sizes="80px" className="size-20 shrink-0 rounded-md border bg-muted object-cover" />;
}
