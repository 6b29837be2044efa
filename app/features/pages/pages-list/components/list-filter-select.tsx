import { useSubmit } from "react-router";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";

interface ListFilterSelectProps {
  id: string;
  /** The query parameter it sets. */
  name: string;
  /** Its label, for screen readers (the lists show no labels above their fields). */
  label: string;
  /** The first option's words, for no filter. */
  all: string;
  options: readonly { value: string; label: string; lang?: string }[];
  /** The filter in force, null for none. */
  value: string | null;
}

/**
 * One filter of an admin list, in its GET form (so it is part of the URL and works without
 * JavaScript); with JavaScript a choice is applied at once, as the language filter does.
 */
export function ListFilterSelect({ id, name, label, all, options, value }: ListFilterSelectProps) {
  const submit = useSubmit();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Select id={id} name={name} defaultValue={value ?? ""} className="min-w-36" onChange={(event) => void submit(event.currentTarget.form)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
