import { HeadingBlockFields, IconCardFields, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import { LinkField } from "#app/components/admin/fields/link-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newIconCard, type IconCardsSection } from "./schema.ts";

export function IconCardsEditor({ section, onChange, readOnly, errors }: SectionEditorProps<IconCardsSection>) {
  const set = (patch: Partial<IconCardsSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={set} errors={errors} disabled={readOnly} />
      <ItemListField
        items={section.items}
        onChange={(items) => set({ items })}
        create={newIconCard}
        itemName="Card"
        errorKey="items"
        errors={errors}
        addLabel="Add Card"
        emptyText="No cards added yet"
        disabled={readOnly}
      >
        {(card, { update, error }) => (
          <IconCardFields card={card} update={update} error={error} disabled={readOnly} />
        )}
      </ItemListField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Link Text (Optional)" value={section.linkText} error={errors?.linkText} disabled={readOnly} onChange={(linkText) => set({ linkText })} />
        <LinkField label="Link (Optional)" placeholder="/services" value={section.linkUrl} error={errors?.linkUrl} disabled={readOnly} onChange={(linkUrl) => set({ linkUrl })} />
      </div>
    </div>
  );
}
