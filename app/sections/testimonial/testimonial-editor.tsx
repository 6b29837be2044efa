import { ImageField, TextField } from "../editor-fields.tsx";
import { ItemListField } from "../item-list-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newTestimonialItem, type TestimonialSection } from "./schema.ts";

export function TestimonialEditor({ section, onChange, readOnly, errors }: SectionEditorProps<TestimonialSection>) {
  return (
    <ItemListField
      items={section.items}
      onChange={(items) => onChange({ ...section, items })}
      create={newTestimonialItem}
      itemName="Testimonial"
      errorKey="items"
      errors={errors}
      addLabel="Add Testimonial"
      emptyText="No testimonials added yet"
      disabled={readOnly}
    >
      {(item, { update, error }) => (
        <>
          <TextField label="Quote" rows={3} value={item.quote} error={error("quote")} disabled={readOnly} onChange={(quote) => update({ quote })} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="Author" value={item.author} error={error("author")} disabled={readOnly} onChange={(author) => update({ author })} />
            <TextField
              label="Position (Optional)"
              value={item.position}
              error={error("position")}
              disabled={readOnly}
              onChange={(position) => update({ position })}
            />
          </div>
          <ImageField
            label="Avatar URL (Optional)"
            placeholder="https://example.com/photo.jpg"
            value={item.avatar}
            error={error("avatar")}
            disabled={readOnly}
            onChange={(avatar) => update({ avatar })}
          />
        </>
      )}
    </ItemListField>
  );
}
