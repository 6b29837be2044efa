import { HeadingBlockFields, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import { LinkField } from "#app/components/admin/fields/link-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newAccreditation, type AccreditationsSection } from "./schema.ts";

export function AccreditationsEditor({ section, onChange, readOnly, errors }: SectionEditorProps<AccreditationsSection>) {
  const set = (patch: Partial<AccreditationsSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={set} errors={errors} disabled={readOnly} />
      <ItemListField
        items={section.items}
        onChange={(items) => set({ items })}
        create={newAccreditation}
        itemName="Accreditation"
        errorKey="items"
        errors={errors}
        addLabel="Add Accreditation"
        emptyText="No accreditations added yet"
        disabled={readOnly}
      >
        {(item, { update, error }) => (
          <div className="space-y-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="Name" placeholder="ISO/IEC 17025" value={item.title} error={error("title")} disabled={readOnly} onChange={(title) => update({ title })} />
              <LinkField label="Link (Optional)" placeholder="https://example.com/certificate" value={item.link} error={error("link")} disabled={readOnly} onChange={(link) => update({ link })} />
            </div>
            <TextField label="Short Line" value={item.description} error={error("description")} disabled={readOnly} onChange={(description) => update({ description })} />
            <ImageField label="Badge (Optional)" value={item.badge} error={error("badge")} disabled={readOnly} onChange={(badge) => update({ badge })} />
          </div>
        )}
      </ItemListField>
    </div>
  );
}
