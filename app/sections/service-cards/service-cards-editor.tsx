import { ButtonFields, HeadingBlockFields, IconCardFields, LayoutField } from "#app/components/admin/fields/editor-fields.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import { LinkField } from "#app/components/admin/fields/link-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newServiceCard, type ServiceCardsSection } from "./schema.ts";

export function ServiceCardsEditor({ section, onChange, readOnly, errors }: SectionEditorProps<ServiceCardsSection>) {
  const set = (patch: Partial<ServiceCardsSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={set} errors={errors} disabled={readOnly} />
      <LayoutField
        value={section.layout}
        choices={[
          { value: "grid", label: "Grid of Cards" },
          { value: "rows", label: "Alternating Rows" },
        ]}
        disabled={readOnly}
        onChange={(layout) => set({ layout })}
      />
      <ItemListField
        items={section.items}
        onChange={(items) => set({ items })}
        create={newServiceCard}
        itemName="Card"
        errorKey="items"
        errors={errors}
        addLabel="Add Card"
        emptyText="No cards added yet"
        disabled={readOnly}
      >
        {(card, { update, error }) => (
          <>
            <IconCardFields card={card} update={update} error={error} disabled={readOnly} />
            <LinkField label="Learn More Link" placeholder="/services#test-buying" value={card.link} error={error("link")} disabled={readOnly} onChange={(link) => update({ link })} />
          </>
        )}
      </ItemListField>
      <ButtonFields value={section} onChange={set} errors={errors} disabled={readOnly} />
    </div>
  );
}
