import { TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newAnchorLink, type PageHeroSection } from "./schema.ts";

export function PageHeroEditor({ section, onChange, readOnly, errors }: SectionEditorProps<PageHeroSection>) {
  const set = (patch: Partial<PageHeroSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
        <TextField label="Eyebrow (Optional)" value={section.eyebrow} error={errors?.eyebrow} disabled={readOnly} onChange={(eyebrow) => set({ eyebrow })} />
        <TextField label="Title" value={section.title} error={errors?.title} disabled={readOnly} onChange={(title) => set({ title })} />
      </div>
      <TextField label="Introduction (Optional)" rows={3} value={section.intro} error={errors?.intro} disabled={readOnly} onChange={(intro) => set({ intro })} />
      <TextField label="Navigation Name (Optional)" placeholder="On this page" value={section.navLabel} error={errors?.navLabel} disabled={readOnly} onChange={(navLabel) => set({ navLabel })} />
      <ItemListField
        items={section.links}
        onChange={(links) => set({ links })}
        create={newAnchorLink}
        itemName="Link"
        errorKey="links"
        errors={errors}
        addLabel="Add Link"
        emptyText="No links to sections of this page"
        disabled={readOnly}
      >
        {(link, { update, error }) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="Link Text" value={link.label} error={error("label")} disabled={readOnly} onChange={(label) => update({ label })} />
            <TextField label="Anchor (Section ID)" placeholder="test-buying" value={link.anchor} error={error("anchor")} disabled={readOnly} onChange={(anchor) => update({ anchor })} />
          </div>
        )}
      </ItemListField>
    </div>
  );
}
