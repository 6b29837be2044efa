import { IconField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newServicePoint, type ServiceBlockSection } from "./schema.ts";

export function ServiceBlockEditor({ section, onChange, readOnly, errors }: SectionEditorProps<ServiceBlockSection>) {
  const set = (patch: Partial<ServiceBlockSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <TextField label="Title" value={section.title} error={errors?.title} disabled={readOnly} onChange={(title) => set({ title })} />
        <TextField label="Anchor (Section ID)" placeholder="test-buying" value={section.anchor} error={errors?.anchor} disabled={readOnly} onChange={(anchor) => set({ anchor })} />
        <IconField value={section.icon} error={errors?.icon} disabled={readOnly} onChange={(icon) => set({ icon })} />
      </div>
      <TextField label="Introduction" rows={3} value={section.intro} error={errors?.intro} disabled={readOnly} onChange={(intro) => set({ intro })} />
      <ImageField
        label="Illustration (Optional)"
        value={section.image}
        error={errors?.image}
        disabled={readOnly}
        alt={{ label: "Illustration Description (Empty if Decorative)", value: section.imageAlt, error: errors?.imageAlt, onChange: (imageAlt) => set({ imageAlt }) }}
        onChange={(image, imageAlt = section.imageAlt) => set({ image, imageAlt })}
      />
      <ItemListField
        items={section.points}
        onChange={(points) => set({ points })}
        create={newServicePoint}
        itemName="Point"
        errorKey="points"
        errors={errors}
        addLabel="Add Point"
        emptyText="No points added yet"
        disabled={readOnly}
      >
        {(point, { update, error }) => (
          <>
            <TextField label="Title" value={point.title} error={error("title")} disabled={readOnly} onChange={(title) => update({ title })} />
            <TextField label="Description" rows={2} value={point.description} error={error("description")} disabled={readOnly} onChange={(description) => update({ description })} />
          </>
        )}
      </ItemListField>
    </div>
  );
}
