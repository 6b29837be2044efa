import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";

/** A form's "Email" field (name email), with its error under it. */
export function EmailField({ id, error, maxLength, defaultValue, placeholder }: { id: string; error?: string; maxLength: number; defaultValue?: string; placeholder: string }) {
  return (
    <FormField id={id} label="Email" error={error}>
      {(control) => <Input {...control} type="email" name="email" autoComplete="off" maxLength={maxLength} defaultValue={defaultValue} placeholder={placeholder} />}
    </FormField>
  );
}
