import { HeadingBlockFields, IconField, LayoutField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newProcessStep, type ProcessStepsSection } from "./schema.ts";

export function ProcessStepsEditor({ section, onChange, readOnly, errors }: SectionEditorProps<ProcessStepsSection>) {
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={(patch) => onChange({ ...section, ...patch })} errors={errors} disabled={readOnly} />
      <LayoutField
        value={section.layout}
        choices={[
          { value: "timeline", label: "Timeline" },
          { value: "cards", label: "Cards" },
        ]}
        onChange={(layout) => onChange({ ...section, layout })}
        disabled={readOnly}
      />
      <ItemListField
        items={section.steps}
        onChange={(steps) => onChange({ ...section, steps })}
        create={newProcessStep}
        itemName="Step"
        errorKey="steps"
        errors={errors}
        addLabel="Add Step"
        emptyText="No steps added yet"
        disabled={readOnly}
      >
        {(step, { update, error }) => (
          <>
            <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
              <TextField label="Title" value={step.title} error={error("title")} disabled={readOnly} onChange={(title) => update({ title })} />
              <IconField value={step.icon} error={error("icon")} disabled={readOnly} onChange={(icon) => update({ icon })} />
            </div>
            <TextField label="Description" rows={3} value={step.description} error={error("description")} disabled={readOnly} onChange={(description) => update({ description })} />
            <ImageField
              label="Illustration (Optional)"
              placeholder="/images/process/consultation.svg"
              value={step.image}
              error={error("image")}
              disabled={readOnly}
              onChange={(image) => update({ image })}
            />
          </>
        )}
      </ItemListField>
    </div>
  );
}
