import { ImageIcon } from "lucide-react";
import { Suspense, useId, useState } from "react";
import { MediaPicker } from "#app/components/admin/fields/media-picker-slot.tsx";
import { Picture } from "#app/components/picture.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { parseMediaReference } from "#app/lib/media-url.ts";
import { cn } from "#app/lib/utils.ts";
import { normalHex } from "../colour.ts";

/**
 * A brand colour: the browser's colour picker beside the hex code, which is what the form sends (the
 * picker only fills it). A code being typed that is not a colour yet leaves the preview as it was.
 */
export function ColourField({ name, label, hint, value, onChange }: { name: string; label: string; hint: string; value: string; onChange: (hex: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const shown = normalHex(text) === value ? text : value;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: colour picker`}
          value={value}
          onChange={(event) => {
            setText(event.target.value);
            onChange(event.target.value);
          }}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border bg-background p-1"
        />
        <Input
          id={id}
          name={name}
          value={shown}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-describedby={`${id}-hint`}
          className="font-mono uppercase"
          onChange={(event) => {
            setText(event.target.value);
            const hex = normalHex(event.target.value);
            if (hex) onChange(hex);
          }}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/** One of a few named choices, as radio cards; `sample` draws each choice as it would look. */
export function ChoiceField<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  sample,
}: {
  name: string;
  legend: string;
  choices: readonly { value: T; label: string; description?: string }[];
  value: T;
  onChange: (value: T) => void;
  sample?: (value: T) => React.ReactNode;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn("flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring", value === choice.value && "border-primary bg-accent/50")}
          >
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} className="mt-0.5 size-4 accent-primary" />
            <span className="min-w-0 space-y-1">
              <span className="block font-medium">{choice.label}</span>
              {choice.description ? <span className="block text-xs text-muted-foreground">{choice.description}</span> : null}
              {sample ? sample(choice.value) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A library image for the logo or favicon: chosen in the media picker, stored as its id (a hidden
 * field), shown small, removable. Without one the site keeps its built-in logo or icon.
 */
export function LibraryImageField({
  name,
  label,
  hint,
  id,
  reference,
  onChange,
  dark = false,
}: {
  name: string;
  label: string;
  hint: string;
  id: string;
  reference: string | undefined;
  onChange: (id: string, reference: string) => void;
  dark?: boolean;
}) {
  const labelId = useId();
  const [picking, setPicking] = useState(false);
  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      <input type="hidden" name={name} value={id} />
      <div className="flex items-center gap-3">
        <div className={cn("flex h-16 w-28 shrink-0 items-center justify-center rounded-md border p-2", dark ? "bg-slate-900" : "bg-muted")}>
          {id && reference ? (
            <Picture src={reference} alt="" sizes="112px" className="max-h-full w-auto object-contain" />
          ) : (
            <ImageIcon aria-hidden="true" className={cn("size-6", dark ? "text-slate-300" : "text-muted-foreground")} />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
            {id ? "Change Image" : "Choose from Library"}
          </Button>
          {id ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange("", "")}>
              Remove
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{hint}</p>
      {picking ? (
        <Suspense fallback={null}>
          <MediaPicker
            open={picking}
            onOpenChange={setPicking}
            onChoose={(image) => {
              const picked = parseMediaReference(image.reference);
              if (picked) onChange(picked.id, image.reference);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
