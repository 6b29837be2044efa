import { Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";

interface FieldOptionsProps {
  options: ReadonlyArray<{ value: string }>;
  /** Option value → its label in the language being edited. */
  labels: Record<string, string>;
  error?: string;
  onChange: (options: Array<{ value: string }>, labels: Record<string, string>) => void;
}

/** A choice field's options: a value stored and compared (the same in every language), and its label in the chosen language. */
export function FieldOptions({ options, labels, error, onChange }: FieldOptionsProps) {
  const rename = (index: number, value: string) => {
    const before = options[index]!.value;
    const next = options.map((option, at) => (at === index ? { value } : option));
    const { [before]: label = "", ...rest } = labels;
    onChange(next, { ...rest, [value]: label });
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Options (value stored, label shown)</legend>
      {options.map((option, index) => (
        <div key={index} className="grid grid-cols-[1fr_1fr_auto] gap-2">
          <Input aria-label={`Option ${index + 1} value`} value={option.value} onChange={(event) => rename(index, event.target.value)} />
          <Input aria-label={`Option ${index + 1} label`} value={labels[option.value] ?? ""} placeholder={option.value} onChange={(event) => onChange([...options], { ...labels, [option.value]: event.target.value })} />
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove option ${index + 1}`} onClick={() => onChange(options.filter((_, at) => at !== index), labels)}>
            <Trash2 className="size-4" />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" onClick={() => onChange([...options, { value: `option_${options.length + 1}` }], labels)}>
        Add Option
      </Button>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
