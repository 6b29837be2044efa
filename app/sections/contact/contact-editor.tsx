import { useId } from "react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { HeadingFields, SwitchField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import { FormRoutingField } from "#app/components/admin/fields/form-routing-slot.tsx";
import { emptyRouting } from "#app/lib/form-routing-schema.ts";
import type { SectionEditorProps } from "../section-types.ts";
import { CONTACT_FIELD_TYPE_LABELS, CONTACT_FIELD_TYPES, newContactField, type ContactFieldType, type ContactSection } from "./schema.ts";

export function ContactEditor({ section, onChange, readOnly, errors }: SectionEditorProps<ContactSection>) {
  const set = (patch: Partial<ContactSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <HeadingFields value={section} onChange={set} errors={errors} disabled={readOnly} />
      <ItemListField
        items={section.fields}
        onChange={(fields) => set({ fields })}
        create={newContactField}
        itemName="Field"
        errorKey="fields"
        errors={errors}
        addLabel="Add Another Field"
        addFirstLabel="Add First Field"
        emptyText="No fields added yet"
        disabled={readOnly}
      >
        {(field, { update, error }) => (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="Label" value={field.label} error={error("label")} disabled={readOnly} onChange={(label) => update({ label })} />
              <FieldTypeSelect value={field.type} error={error("type")} disabled={readOnly} onChange={(type) => update({ type })} />
            </div>
            <SwitchField label="Required Field" checked={field.required} disabled={readOnly} onChange={(required) => update({ required })} />
            {field.type === "file" ? (
              <p className="text-sm text-muted-foreground">
                Visitors may attach PDF files, images, Office documents or CSV files; anything else is refused. Files are kept privately and
                downloaded from Contact Submissions.
              </p>
            ) : null}
          </>
        )}
      </ItemListField>
      <SwitchField label="Proof-of-Work Challenge" checked={section.proofOfWork} disabled={readOnly} onChange={(proofOfWork) => set({ proofOfWork })} />
      <p className="text-sm text-muted-foreground">
        Visitors&apos; browsers solve a small puzzle served by this site before the form sends. A message sent without it (no JavaScript, or a
        forged or reused answer) is still stored, marked Unverified in Contact Submissions.
      </p>
      <FormRoutingField
        fields={section.fields}
        value={section.routing ?? emptyRouting()}
        onChange={(routing) => set({ routing })}
        disabled={readOnly}
        errors={Object.fromEntries(Object.entries(errors ?? {}).flatMap(([key, message]) => (key.startsWith("routing.") ? [[key.slice("routing.".length), message]] : [])))}
      />
    </div>
  );
}

interface FieldTypeSelectProps {
  value: ContactFieldType;
  onChange: (type: ContactFieldType) => void;
  error?: string;
  disabled: boolean;
}

function FieldTypeSelect({ value, onChange, error, disabled }: FieldTypeSelectProps) {
  const id = useId();
  return (
    <FormField id={id} label="Type" error={error}>
      {(control) => (
        <Select {...control} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as ContactFieldType)}>
          {CONTACT_FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {CONTACT_FIELD_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
