import { HeadingBlockFields, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newFaqQuestion, type FaqSection } from "./schema.ts";

export function FaqEditor({ section, onChange, readOnly, errors }: SectionEditorProps<FaqSection>) {
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={(patch) => onChange({ ...section, ...patch })} errors={errors} disabled={readOnly} />
      <ItemListField
        items={section.items}
        onChange={(items) => onChange({ ...section, items })}
        create={newFaqQuestion}
        itemName="Question"
        errorKey="items"
        errors={errors}
        addLabel="Add Question"
        emptyText="No questions added yet"
        disabled={readOnly}
      >
        {(item, { update, error }) => (
          <>
            <TextField label="Question" value={item.question} error={error("question")} disabled={readOnly} onChange={(question) => update({ question })} />
            <TextField label="Answer" rows={3} value={item.answer} error={error("answer")} disabled={readOnly} onChange={(answer) => update({ answer })} />
          </>
        )}
      </ItemListField>
    </div>
  );
}
