import { useId, useSyncExternalStore } from "react";
import { HeadingBlockFields, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import { LinkField } from "#app/components/admin/fields/link-field.tsx";
import { TimeZoneInput } from "#app/components/admin/fields/time-zone-input.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { WEEKDAYS, type Weekday } from "#app/lib/opening-hours.ts";
import { timeZoneNames } from "#app/lib/time-zone.ts";
import type { SectionEditorProps } from "../section-types.ts";
import { newOffice, type Office, type OfficeLocationsSection } from "./schema.ts";

/**
 * The zone suggestions come from the browser's own list once the form is hydrated: the server's list
 * may differ by a zone or two, and both renders must agree. The server checks whatever is typed.
 */
const NO_ZONES: string[] = [];
let zoneList: string[] | undefined;
const browserZones = () => (zoneList ??= timeZoneNames());
const neverChanges = () => () => {};

const DAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

export function OfficeLocationsEditor({ section, onChange, readOnly, errors }: SectionEditorProps<OfficeLocationsSection>) {
  const set = (patch: Partial<OfficeLocationsSection>) => onChange({ ...section, ...patch });
  const zones = useSyncExternalStore(neverChanges, browserZones, () => NO_ZONES);
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={set} errors={errors} disabled={readOnly} />
      <ItemListField
        items={section.offices}
        onChange={(offices) => set({ offices })}
        create={newOffice}
        itemName="Office"
        errorKey="offices"
        errors={errors}
        addLabel="Add Office"
        emptyText="No offices added yet"
        disabled={readOnly}
      >
        {(office, { update, error }) => (
          <div className="space-y-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="Office" placeholder="Hong Kong" value={office.city} error={error("city")} disabled={readOnly} onChange={(city) => update({ city })} />
              <TextField label="Phone (Optional)" placeholder="+852 2123 0456" value={office.phone} error={error("phone")} disabled={readOnly} onChange={(phone) => update({ phone })} />
            </div>
            <TextField label="Address" rows={3} value={office.address} error={error("address")} disabled={readOnly} onChange={(address) => update({ address })} />
            <ZoneField office={office} zones={zones} error={error("timeZone")} disabled={readOnly} onChange={(timeZone) => update({ timeZone })} />
            <DaysField office={office} error={error("openDays")} disabled={readOnly} onChange={(openDays) => update({ openDays })} />
            <div className="grid grid-cols-2 gap-3">
              <TimeField label="Opens" value={office.opens} error={error("opens")} disabled={readOnly} onChange={(opens) => update({ opens })} />
              <TimeField label="Closes" value={office.closes} error={error("closes")} disabled={readOnly} onChange={(closes) => update({ closes })} />
            </div>
            <LinkField
              label="Map Link (Optional: Searches the Address Without One)"
              placeholder="https://maps.app.goo.gl/…"
              value={office.mapLink}
              error={error("mapLink")}
              disabled={readOnly}
              onChange={(mapLink) => update({ mapLink })}
            />
          </div>
        )}
      </ItemListField>
    </div>
  );
}

function ZoneField({ office, zones, error, disabled, onChange }: { office: Office; zones: string[]; error?: string; disabled: boolean; onChange: (zone: string) => void }) {
  const id = useId();
  return (
    <FormField id={id} label="Time Zone (Its Hours Are on This Clock)" error={error}>
      {(control) => <TimeZoneInput {...control} zones={zones} value={office.timeZone} disabled={disabled} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}

function TimeField({ label, value, error, disabled, onChange }: { label: string; value: string; error?: string; disabled: boolean; onChange: (time: string) => void }) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => <Input {...control} type="time" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}

function DaysField({ office, error, disabled, onChange }: { office: Office; error?: string; disabled: boolean; onChange: (days: Weekday[]) => void }) {
  const toggle = (day: number, on: boolean) => onChange(WEEKDAYS.filter((d) => (d === day ? on : office.openDays.includes(d))));
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Open on</legend>
      <div className="flex flex-wrap gap-3">
        {WEEKDAYS.map((day, index) => (
          <label key={day} className="flex items-center gap-1.5 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={office.openDays.includes(day)} onChange={(event) => toggle(day, event.target.checked)} />
            {DAY_NAMES[index]}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
