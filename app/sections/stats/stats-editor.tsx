import { HeadingBlockFields, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newStatItem, type StatsSection } from "./schema.ts";

export function StatsEditor({ section, onChange, readOnly, errors }: SectionEditorProps<StatsSection>) {
  const set = (patch: Partial<StatsSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={set} errors={errors} disabled={readOnly} />
      <ItemListField
        items={section.items}
        onChange={(items) => set({ items })}
        create={newStatItem}
        itemName="Figure"
        errorKey="items"
        errors={errors}
        addLabel="Add Figure"
        emptyText="No figures added yet"
        disabled={readOnly}
      >
        {(item, { update, error }) => (
          <div className="grid gap-3 sm:grid-cols-[1fr_2fr_2fr]">
            <TextField label="Figure" placeholder="35%" value={item.value} error={error("value")} disabled={readOnly} onChange={(value) => update({ value })} />
            <TextField label="Label" placeholder="fewer product returns" value={item.label} error={error("label")} disabled={readOnly} onChange={(label) => update({ label })} />
            <TextField label="Source (Optional)" placeholder="Electronics retailer" value={item.detail} error={error("detail")} disabled={readOnly} onChange={(detail) => update({ detail })} />
          </div>
        )}
      </ItemListField>
    </div>
  );
}
