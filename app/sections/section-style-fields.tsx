import { useId } from "react";
import { cn } from "#app/lib/utils.ts";
import {
  BACKGROUND_LABELS,
  DEFAULT_SECTION_STYLE,
  SECTION_BACKGROUNDS,
  SECTION_SPACINGS,
  SPACING_LABELS,
  type SectionBackground,
  type SectionSpacing,
  type SectionStyle,
} from "./section-style.ts";

/** What each background choice looks like, drawn small beside its name. */
const SWATCHES: Record<SectionBackground, string> = {
  light: "bg-background border",
  tinted: "bg-muted border",
  dark: "bg-foreground",
  brand: "bg-primary",
};

/** How much room each spacing leaves, drawn as a band with a line of text in it. */
const SPACING_SWATCHES: Record<SectionSpacing, string> = { compact: "py-0.5", normal: "py-1.5", airy: "py-3" };

/**
 * A styled section's Look: its background and spacing as swatches named for what they look like.
 * The editor's live preview beside the form shows the section in the chosen look as it changes.
 */
export function SectionStyleFields({ value = DEFAULT_SECTION_STYLE, onChange, disabled }: { value?: SectionStyle; onChange: (style: SectionStyle) => void; disabled: boolean }) {
  return (
    <div className="grid gap-4 rounded-md border bg-muted/40 p-3 sm:grid-cols-2">
      <ChoiceGroup
        legend="Background"
        choices={SECTION_BACKGROUNDS}
        labels={BACKGROUND_LABELS}
        value={value.background}
        disabled={disabled}
        onChange={(background) => onChange({ ...value, background })}
        swatch={(choice) => <span aria-hidden className={cn("size-5 shrink-0 rounded-sm", SWATCHES[choice])} />}
      />
      <ChoiceGroup
        legend="Spacing"
        choices={SECTION_SPACINGS}
        labels={SPACING_LABELS}
        value={value.spacing}
        disabled={disabled}
        onChange={(spacing) => onChange({ ...value, spacing })}
        swatch={(choice) => (
          <span aria-hidden className={cn("flex w-5 shrink-0 rounded-sm border bg-background px-0.5", SPACING_SWATCHES[choice])}>
            <span className="h-0.5 w-full rounded bg-muted-foreground" />
          </span>
        )}
      />
    </div>
  );
}

function ChoiceGroup<T extends string>({
  legend,
  choices,
  labels,
  value,
  disabled,
  onChange,
  swatch,
}: {
  legend: string;
  choices: readonly T[];
  labels: Record<T, string>;
  value: T;
  disabled: boolean;
  onChange: (choice: T) => void;
  swatch: (choice: T) => React.ReactNode;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice} className="relative">
            <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} className="peer sr-only" />
            <span className="flex cursor-pointer items-center gap-2 rounded-md border bg-background px-2.5 py-1.5 text-sm peer-checked:border-primary peer-checked:ring-2 peer-checked:ring-primary/30 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60">
              {swatch(choice)}
              {labels[choice]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
