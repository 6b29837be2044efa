import { ButtonFields, HeadingBlockFields, IconField, TextField } from "../editor-fields.tsx";
import { ItemListField } from "../item-list-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newServiceCard, type ServiceCardsSection } from "./schema.ts";

export function ServiceCardsEditor({ section, onChange, readOnly, errors }: SectionEditorProps<ServiceCardsSection>) {
  const set = (patch: Partial<ServiceCardsSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={set} errors={errors} disabled={readOnly} />
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
            <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
              <TextField label="Title" value={card.title} error={error("title")} disabled={readOnly} onChange={(title) => update({ title })} />
              <IconField value={card.icon} error={error("icon")} disabled={readOnly} onChange={(icon) => update({ icon })} />
            </div>
            <TextField label="Description" rows={3} value={card.description} error={error("description")} disabled={readOnly} onChange={(description) => update({ description })} />
            <TextField label="Learn More Link" inputMode="url" placeholder="/services#test-buying" value={card.link} error={error("link")} disabled={readOnly} onChange={(link) => update({ link })} />
          </>
        )}
      </ItemListField>
      <ButtonFields value={section} onChange={set} errors={errors} disabled={readOnly} />
    </div>
  );
}
