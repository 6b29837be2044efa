import { useSubmit } from "react-router";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { cn } from "#app/lib/utils.ts";
import type { LanguageChoice } from "../language-choice.ts";

interface LanguageFilterSelectProps {
  id: string;
  languages: readonly LanguageChoice[];
  /** The filter in force (a tag), null for all. */
  value: string | null;
  /** Where the list shows no labels above its fields: the label is for screen readers only. */
  labelHidden?: boolean;
}

/**
 * A list's language filter (`language` in its GET form, so it is part of the URL and works without
 * JavaScript), each language by its own name; with JavaScript a choice is applied at once.
 */
export function LanguageFilterSelect({ id, languages, value, labelHidden = false }: LanguageFilterSelectProps) {
  const submit = useSubmit();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className={cn(labelHidden && "sr-only")}>
        Language
      </Label>
      <Select id={id} name="language" defaultValue={value ?? ""} className="min-w-40" onChange={(event) => void submit(event.currentTarget.form)}>
        <option value="">{labelHidden ? "All languages" : "All"}</option>
        {languages.map((language) => (
          <option key={language.tag} value={language.tag} lang={language.tag}>
            {language.nativeName}
          </option>
        ))}
      </Select>
    </div>
  );
}
