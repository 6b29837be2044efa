import { useId, type ComponentProps } from "react";
import { Input } from "#app/components/ui/input.tsx";
import { zoneCity } from "#app/lib/time-zone.ts";

interface TimeZoneInputProps extends Omit<ComponentProps<"input">, "list" | "type"> {
  /** The zones the server knows (lib/time-zone.ts timeZoneNames, from the loader, so both renders list the same). */
  zones: readonly string[];
}

/**
 * A time zone typed or picked from the list: the browser's own suggestions filter the IANA names
 * as one types ("syd" finds Australia/Sydney, "hong kong" Asia/Hong_Kong), with no script, and on
 * phones too. Whatever is typed is checked on the server (lib/time-zone-field.ts).
 */
export function TimeZoneInput({ zones, ...props }: TimeZoneInputProps) {
  const listId = useId();
  return (
    <>
      <Input {...props} list={listId} autoComplete="off" spellCheck={false} autoCapitalize="off" />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zoneCity(zone)}
          </option>
        ))}
      </datalist>
    </>
  );
}
