import { ButtonFields, HeadingFields } from "#app/components/admin/fields/editor-fields.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import type { CtaSection } from "./schema.ts";

export function CtaEditor({ section, onChange, readOnly, errors }: SectionEditorProps<CtaSection>) {
  const set = (patch: Partial<CtaSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <HeadingFields value={section} onChange={set} errors={errors} disabled={readOnly} />
      <ButtonFields value={section} onChange={set} errors={errors} disabled={readOnly} />
    </div>
  );
}
