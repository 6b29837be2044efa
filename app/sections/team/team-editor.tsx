import { HeadingBlockFields, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newTeamMember, type TeamSection } from "./schema.ts";

export function TeamEditor({ section, onChange, readOnly, errors }: SectionEditorProps<TeamSection>) {
  const set = (patch: Partial<TeamSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={set} errors={errors} disabled={readOnly} />
      <ItemListField
        items={section.members}
        onChange={(members) => set({ members })}
        create={newTeamMember}
        itemName="Person"
        errorKey="members"
        errors={errors}
        addLabel="Add Person"
        emptyText="No people added yet"
        disabled={readOnly}
      >
        {(member, { update, error }) => (
          <div className="space-y-3">
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField label="Name" value={member.name} error={error("name")} disabled={readOnly} onChange={(name) => update({ name })} />
              <TextField label="Role (Optional)" placeholder="Head of Inspections" value={member.role} error={error("role")} disabled={readOnly} onChange={(role) => update({ role })} />
              <TextField label="Office (Optional)" placeholder="Hong Kong" value={member.office} error={error("office")} disabled={readOnly} onChange={(office) => update({ office })} />
            </div>
            <ImageField label="Photo (Optional)" value={member.image} error={error("image")} disabled={readOnly} onChange={(image) => update({ image })} />
          </div>
        )}
      </ItemListField>
    </div>
  );
}
