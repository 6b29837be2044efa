import { LayoutField, SwitchField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import { LinkField } from "#app/components/admin/fields/link-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newCaseStudyCard, type CaseStudyCardsSection } from "./schema.ts";

export function CaseStudyCardsEditor({ section, onChange, readOnly, errors }: SectionEditorProps<CaseStudyCardsSection>) {
  const set = (patch: Partial<CaseStudyCardsSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Heading" value={section.heading} error={errors?.heading} disabled={readOnly} onChange={(heading) => set({ heading })} />
        <TextField label="Link Text" placeholder="Read full case study" value={section.linkText} error={errors?.linkText} disabled={readOnly} onChange={(linkText) => set({ linkText })} />
      </div>
      <SwitchField label="Show the heading (when off, only screen readers read it)" checked={section.showHeading} disabled={readOnly} onChange={(showHeading) => set({ showHeading })} />
      <LayoutField
        value={section.layout}
        choices={[
          { value: "grid", label: "Cards side by side" },
          { value: "split", label: "Wide, picture beside the text" },
        ]}
        onChange={(layout) => set({ layout })}
        disabled={readOnly}
      />
      <ItemListField
        items={section.items}
        onChange={(items) => set({ items })}
        create={newCaseStudyCard}
        itemName="Case Study"
        errorKey="items"
        errors={errors}
        addLabel="Add Case Study"
        emptyText="No case studies added yet"
        disabled={readOnly}
      >
        {(card, { update, error }) => (
          <>
            <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
              <TextField label="Title" value={card.title} error={error("title")} disabled={readOnly} onChange={(title) => update({ title })} />
              <LinkField label="Link" placeholder="/case-study-1" value={card.link} error={error("link")} disabled={readOnly} onChange={(link) => update({ link })} />
            </div>
            <TextField label="Description" rows={3} value={card.description} error={error("description")} disabled={readOnly} onChange={(description) => update({ description })} />
            <TextField label="Tags (Optional, one per line)" rows={3} value={card.tags} error={error("tags")} disabled={readOnly} onChange={(tags) => update({ tags })} />
            <ImageField
              label="Image (Optional)"
              value={card.image}
              error={error("image")}
              disabled={readOnly}
              alt={{ label: "Image Description (Optional)", value: card.imageAlt, error: error("imageAlt"), onChange: (imageAlt) => update({ imageAlt }) }}
              onChange={(image, imageAlt = card.imageAlt) => update({ image, imageAlt })}
            />
          </>
        )}
      </ItemListField>
    </div>
  );
}
