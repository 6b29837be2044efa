import { HeadingBlockFields, SwitchField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import { LinkField } from "#app/components/admin/fields/link-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newLogo, type LogoWallSection } from "./schema.ts";

export function LogoWallEditor({ section, onChange, readOnly, errors }: SectionEditorProps<LogoWallSection>) {
  const set = (patch: Partial<LogoWallSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={set} errors={errors} disabled={readOnly} />
      <SwitchField label="Show Logos in Grey (Colour on Hover)" checked={section.greyscale} disabled={readOnly} onChange={(greyscale) => set({ greyscale })} />
      <ItemListField
        items={section.logos}
        onChange={(logos) => set({ logos })}
        create={() => newLogo()}
        itemName="Logo"
        errorKey="logos"
        errors={errors}
        addLabel="Add Logo"
        emptyText="No logos added yet"
        disabled={readOnly}
      >
        {(logo, { update, error }) => (
          <div className="space-y-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="Company Name" placeholder="Northwind Retail" value={logo.name} error={error("name")} disabled={readOnly} onChange={(name) => update({ name })} />
              <LinkField label="Link (Optional)" placeholder="https://example.com" value={logo.link} error={error("link")} disabled={readOnly} onChange={(link) => update({ link })} />
            </div>
            <ImageField label="Logo (Optional: Shown as the Name until Chosen)" placeholder="/media/…" value={logo.image} error={error("image")} disabled={readOnly} onChange={(image) => update({ image })} />
          </div>
        )}
      </ItemListField>
    </div>
  );
}
