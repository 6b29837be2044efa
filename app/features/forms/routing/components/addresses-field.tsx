import { useState } from "react";
import { TextField } from "#app/components/admin/fields/editor-fields.tsx";

/**
 * E-mail addresses typed as one line ("hk@…, sales@…"). The text stays as typed while it is edited
 * (a trailing comma is not eaten); the list it means goes up at once. The server's schema checks each.
 */
export function AddressesField({
  label,
  value,
  onChange,
  disabled,
  error,
  placeholder,
}: {
  label: string;
  value: readonly string[];
  onChange: (addresses: string[]) => void;
  disabled: boolean;
  error?: string;
  placeholder?: string;
}) {
  const [text, setText] = useState(() => value.join(", "));
  return (
    <TextField
      label={label}
      value={text}
      disabled={disabled}
      error={error}
      placeholder={placeholder}
      onChange={(typed) => {
        setText(typed);
        onChange(typed.split(/[\s,;]+/).filter(Boolean));
      }}
    />
  );
}
