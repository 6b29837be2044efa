import { useId } from "react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { HeadingBlockFields, LayoutField, SwitchField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { MAX_RATING, newTestimonialItem, type TestimonialSection } from "./schema.ts";

export function TestimonialEditor({ section, onChange, readOnly, errors }: SectionEditorProps<TestimonialSection>) {
  const set = (patch: Partial<TestimonialSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={set} errors={errors} disabled={readOnly} headingLabel="Heading (Optional)" />
      <LayoutField
        value={section.layout}
        choices={[
          { value: "cards", label: "Cards" },
          { value: "quote", label: "Large quote" },
        ]}
        onChange={(layout) => set({ layout })}
        disabled={readOnly}
      />
      {section.layout === "quote" ? (
        <p className="text-sm text-muted-foreground">Large quote shows each testimonial as a big pull quote, one under another. A single testimonial always shows this way.</p>
      ) : null}
      <ItemListField
        items={section.items}
        onChange={(items) => set({ items })}
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
            <div className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr]">
              <TextField label="Author" value={item.author} error={error("author")} disabled={readOnly} onChange={(author) => update({ author })} />
              <TextField label="Position (Optional)" value={item.position} error={error("position")} disabled={readOnly} onChange={(position) => update({ position })} />
              <RatingField value={item.rating} error={error("rating")} disabled={readOnly} onChange={(rating) => update({ rating })} />
            </div>
            <ImageField
              label="Photo (Optional)"
              placeholder="https://example.com/photo.jpg"
              value={item.avatar}
              error={error("avatar")}
              disabled={readOnly}
              onChange={(avatar) => update({ avatar })}
            />
          </>
        )}
      </ItemListField>
      <SwitchField label="Show initials when there is no photo" checked={section.showInitials} disabled={readOnly} onChange={(showInitials) => set({ showInitials })} />
    </div>
  );
}

/** No rating, or 1 to 5 stars. */
function RatingField({ value, onChange, error, disabled }: { value: number | undefined; onChange: (rating: number | undefined) => void; error?: string; disabled: boolean }) {
  const id = useId();
  return (
    <FormField id={id} label="Rating (Optional)" error={error}>
      {(control) => (
        <Select {...control} value={value ?? ""} disabled={disabled} onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}>
          <option value="">No rating</option>
          {Array.from({ length: MAX_RATING }, (_, index) => index + 1).map((stars) => (
            <option key={stars} value={stars}>
              {stars === 1 ? "1 star" : `${stars} stars`}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
