import { TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { CONTACT_EMAIL_TOKEN } from "./email-token.ts";
import { newLegalPart, type LegalDocumentSection } from "./schema.ts";

const LEGAL_TEXT_HINT = `Separate paragraphs with a blank line. Write ${CONTACT_EMAIL_TOKEN} where the contact e-mail address belongs.`;

export function LegalDocumentEditor({ section, onChange, readOnly, errors }: SectionEditorProps<LegalDocumentSection>) {
  const set = (patch: Partial<LegalDocumentSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{LEGAL_TEXT_HINT}</p>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField label="Title" value={section.title} error={errors?.title} disabled={readOnly} onChange={(title) => set({ title })} />
        <TextField label="Last Updated (YYYY-MM-DD)" value={section.lastUpdated} error={errors?.lastUpdated} disabled={readOnly} onChange={(lastUpdated) => set({ lastUpdated })} />
      </div>
      <TextField label="Introduction (Optional)" rows={4} value={section.intro} error={errors?.intro} disabled={readOnly} onChange={(intro) => set({ intro })} />
      <ItemListField
        items={section.parts}
        onChange={(parts) => set({ parts })}
        create={newLegalPart}
        itemName="Part"
        errorKey="parts"
        errors={errors}
        addLabel="Add Part"
        emptyText="No parts added yet"
        disabled={readOnly}
      >
        {(part, { update, error }) => (
          <>
            <TextField label="Heading" value={part.heading} error={error("heading")} disabled={readOnly} onChange={(heading) => update({ heading })} />
            <TextField label="Text" rows={5} value={part.body} error={error("body")} disabled={readOnly} onChange={(body) => update({ body })} />
            <TextField
              label="Bullet Points (Optional, One per Line)"
              rows={3}
              value={part.bullets}
              error={error("bullets")}
              disabled={readOnly}
              onChange={(bullets) => update({ bullets })}
            />
          </>
        )}
      </ItemListField>
    </div>
  );
}
