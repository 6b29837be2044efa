import { TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newFeatureItem, type FeatureSection } from "./schema.ts";

export function FeatureEditor({ section, onChange, readOnly, errors }: SectionEditorProps<FeatureSection>) {
  return (
    <div className="space-y-4">
      <TextField label="Heading" value={section.heading} error={errors?.heading} disabled={readOnly} onChange={(heading) => onChange({ ...section, heading })} />
      <ItemListField
        items={section.items}
        onChange={(items) => onChange({ ...section, items })}
        create={newFeatureItem}
        itemName="Feature"
        errorKey="items"
        errors={errors}
        addLabel="Add Feature"
        emptyText="No features added yet"
        disabled={readOnly}
      >
        {(item, { update, error }) => (
          <>
            <TextField label="Title" value={item.title} error={error("title")} disabled={readOnly} onChange={(title) => update({ title })} />
            <TextField
              label="Description"
              rows={3}
              value={item.description}
              error={error("description")}
              disabled={readOnly}
              onChange={(description) => update({ description })}
            />
          </>
        )}
      </ItemListField>
    </div>
  );
}
