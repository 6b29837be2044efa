import { useId } from "react";
import { SwitchField } from "#app/components/admin/fields/editor-fields.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { HiddenCapture } from "../form-rules.ts";
import type { FormField } from "../schema.ts";

interface FieldLimitsProps {
  field: FormField;
  onChange: (field: FormField) => void;
  error: (key: string) => string | undefined;
}

const CAPTURE_LABELS: Record<HiddenCapture, string> = {
  page: "The page's address",
  language: "The page's language",
  utm_source: "Campaign source (utm_source)",
  utm_medium: "Campaign medium (utm_medium)",
  utm_campaign: "Campaign name (utm_campaign)",
};

/** The limits a field's type has: lengths, a range, a pattern preset, how many boxes, what a hidden field records. */
export function FieldLimits({ field, onChange, error }: FieldLimitsProps) {
  switch (field.type) {
    case "text":
      return (
        <div className="grid gap-3 sm:grid-cols-3">
          <NumberInput label="Minimum length" value={field.minLength} error={error("minLength")} onChange={(minLength) => onChange({ ...field, minLength })} />
          <NumberInput label="Maximum length" value={field.maxLength} error={error("maxLength")} onChange={(maxLength) => onChange({ ...field, maxLength })} />
          <Choice label="Pattern" value={field.pattern} options={{ none: "Any text", letters: "Letters only", digits: "Digits only" }} onChange={(pattern) => onChange({ ...field, pattern })} />
        </div>
      );
    case "textarea":
      return (
        <div className="grid gap-3 sm:grid-cols-3">
          <NumberInput label="Minimum length" value={field.minLength} error={error("minLength")} onChange={(minLength) => onChange({ ...field, minLength })} />
          <NumberInput label="Maximum length" value={field.maxLength} error={error("maxLength")} onChange={(maxLength) => onChange({ ...field, maxLength })} />
        </div>
      );
    case "email":
      return <SwitchField label="Work e-mail only (refuse free mail addresses)" checked={field.pattern === "work-email"} disabled={false} onChange={(on) => onChange({ ...field, pattern: on ? "work-email" : "none" })} />;
    case "number":
      return (
        <div className="grid gap-3 sm:grid-cols-3">
          <NumberInput label="Smallest" value={field.min} error={error("min")} onChange={(min) => onChange({ ...field, min })} />
          <NumberInput label="Largest" value={field.max} error={error("max")} onChange={(max) => onChange({ ...field, max })} />
        </div>
      );
    case "checkboxes":
      return (
        <div className="grid gap-3 sm:grid-cols-3">
          <NumberInput label="At least (boxes)" value={field.minChoices} error={error("minChoices")} onChange={(minChoices) => onChange({ ...field, minChoices })} />
          <NumberInput label="At most (boxes)" value={field.maxChoices} error={error("maxChoices")} onChange={(maxChoices) => onChange({ ...field, maxChoices })} />
        </div>
      );
    case "date":
      return (
        <div className="grid gap-3 sm:grid-cols-3">
          <DateInput label="Earliest" value={field.minDate} error={error("minDate")} onChange={(minDate) => onChange({ ...field, minDate })} />
          <DateInput label="Latest" value={field.maxDate} error={error("maxDate")} onChange={(maxDate) => onChange({ ...field, maxDate })} />
        </div>
      );
    case "hidden":
      return <Choice label="Records" value={field.capture} options={CAPTURE_LABELS} onChange={(capture) => onChange({ ...field, capture })} />;
    default:
      return null;
  }
}

function NumberInput({ label, value, error, onChange }: { label: string; value: number | null; error?: string; onChange: (value: number | null) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="number" value={value ?? ""} placeholder="No limit" onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))} aria-invalid={error ? true : undefined} />
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}

function DateInput({ label, value, error, onChange }: { label: string; value: string | null; error?: string; onChange: (value: string | null) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value ?? ""} onChange={(event) => onChange(event.target.value || null)} aria-invalid={error ? true : undefined} />
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}

function Choice<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: Record<T, string>; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {(Object.keys(options) as T[]).map((key) => (
          <option key={key} value={key}>
            {options[key]}
          </option>
        ))}
      </Select>
    </div>
  );
}

