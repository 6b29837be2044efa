import { useId, type ReactNode } from "react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { MARKETING_ICON_NAMES, type MarketingIconName } from "#app/components/site/marketing/marketing-icon-names.ts";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { LinkField } from "./link-field.tsx";

/** Controls shared by the section editor panels, so every panel labels, disables and reports errors alike. */

interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The validation message for this field, if any. */
  error?: string;
  disabled: boolean;
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number;
  placeholder?: string;
  /** URL fields stay type="text": type="url" would refuse relative links such as "/contact". */
  inputMode?: "text" | "url";
  /** The language of the text typed, when it is not the admin's English (a translation): its tag and writing direction. */
  textLanguage?: TextLanguage;
}

export interface TextLanguage {
  lang: string;
  dir: "ltr" | "rtl";
}

export function TextField({ label, value, onChange, error, disabled, rows, placeholder, inputMode, textLanguage }: TextFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error}>
      {(control) =>
        rows ? (
          <Textarea {...control} {...textLanguage} rows={rows} value={value} placeholder={placeholder} disabled={disabled} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <Input
            {...control}
            {...textLanguage}
            value={value}
            placeholder={placeholder}
            inputMode={inputMode}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}

interface FieldGroupProps<T> {
  value: T;
  onChange: (patch: Partial<T>) => void;
  errors?: Record<string, string>;
  disabled: boolean;
}

/** Heading and optional subheading: the top of the hero, call-to-action and contact panels. */
export function HeadingFields({ value, onChange, errors, disabled }: FieldGroupProps<{ heading: string; subheading: string }>) {
  return (
    <>
      <TextField label="Heading" value={value.heading} error={errors?.heading} disabled={disabled} onChange={(heading) => onChange({ heading })} />
      <TextField
        label="Subheading (Optional)"
        rows={2}
        value={value.subheading}
        error={errors?.subheading}
        disabled={disabled}
        onChange={(subheading) => onChange({ subheading })}
      />
    </>
  );
}

/** A button's text and link side by side (hero, call to action). */
export function ButtonFields({ value, onChange, errors, disabled }: FieldGroupProps<{ buttonText: string; buttonLink: string }>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Button Text" value={value.buttonText} error={errors?.buttonText} disabled={disabled} onChange={(buttonText) => onChange({ buttonText })} />
      <LinkField label="Button Link" placeholder="/contact" value={value.buttonLink} error={errors?.buttonLink} disabled={disabled} onChange={(buttonLink) => onChange({ buttonLink })} />
    </div>
  );
}

/** One icon of the marketing set, chosen by name. */
export function IconField({ value, onChange, error, disabled }: { value: MarketingIconName; onChange: (icon: MarketingIconName) => void; error?: string; disabled: boolean }) {
  const id = useId();
  return (
    <FormField id={id} label="Icon" error={error}>
      {(control) => (
        <Select {...control} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as MarketingIconName)}>
          {MARKETING_ICON_NAMES.map((name) => (
            <option key={name} value={name}>
              {name.replace(/([a-z])([A-Z])/g, "$1 $2")}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/** A section's layout, chosen from its named arrangements ("Cards", "Timeline"). */
export function LayoutField<T extends string>({
  value,
  choices,
  onChange,
  disabled,
}: {
  value: T;
  choices: ReadonlyArray<{ value: T; label: string }>;
  onChange: (layout: T) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <FormField id={id} label="Layout">
      {(control) => (
        <Select {...control} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as T)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/** Eyebrow, heading and introduction: the top of a block of cards, steps or questions. */
export function HeadingBlockFields({
  value,
  onChange,
  errors,
  disabled,
  headingLabel = "Heading",
}: FieldGroupProps<{ eyebrow: string; heading: string; intro: string }> & { headingLabel?: string }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
        <TextField label="Eyebrow (Optional)" value={value.eyebrow} error={errors?.eyebrow} disabled={disabled} onChange={(eyebrow) => onChange({ eyebrow })} />
        <TextField label={headingLabel} value={value.heading} error={errors?.heading} disabled={disabled} onChange={(heading) => onChange({ heading })} />
      </div>
      <TextField label="Introduction (Optional)" rows={2} value={value.intro} error={errors?.intro} disabled={disabled} onChange={(intro) => onChange({ intro })} />
    </>
  );
}

/** An icon card's own fields: title and icon side by side, the description below (icon and service cards). */
export function IconCardFields<T extends { title: string; icon: MarketingIconName; description: string }>({
  card,
  update,
  error,
  disabled,
}: {
  card: T;
  update: (patch: Partial<T>) => void;
  error: (field: string) => string | undefined;
  disabled: boolean;
}) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <TextField label="Title" value={card.title} error={error("title")} disabled={disabled} onChange={(title) => update({ title } as Partial<T>)} />
        <IconField value={card.icon} error={error("icon")} disabled={disabled} onChange={(icon) => update({ icon } as Partial<T>)} />
      </div>
      <TextField label="Description" rows={3} value={card.description} error={error("description")} disabled={disabled} onChange={(description) => update({ description } as Partial<T>)} />
    </>
  );
}

/** An on/off setting with its label beside the switch (a contact field's "Required Field", a testimonial section's initials). */
export function SwitchField({ label, checked, onChange, disabled }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; disabled: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
