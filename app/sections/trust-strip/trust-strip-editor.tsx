import { TextField } from "#app/components/admin/fields/editor-fields.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import type { TrustStripSection } from "./schema.ts";

export function TrustStripEditor({ section, onChange, readOnly, errors }: SectionEditorProps<TrustStripSection>) {
  return (
    <div className="space-y-4">
      <TextField label="Heading" value={section.heading} error={errors?.heading} disabled={readOnly} onChange={(heading) => onChange({ ...section, heading })} />
      <TextField label="Names (One per Line)" rows={5} value={section.names} error={errors?.names} disabled={readOnly} onChange={(names) => onChange({ ...section, names })} />
    </div>
  );
}
