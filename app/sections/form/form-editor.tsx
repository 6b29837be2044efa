import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { LinkField } from "#app/components/admin/fields/link-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import type { FormSection } from "./schema.ts";

/** Where the editor asks for the forms staff may place (routes/admin/forms-options.ts answers with FormOption[]). */
const FORM_OPTIONS_PATH = "/admin/forms/options";
export interface FormOption {
  id: string;
  name: string;
}

export function FormEditor({ section, onChange, readOnly, errors }: SectionEditorProps<FormSection>) {
  const set = (patch: Partial<FormSection>) => onChange({ ...section, ...patch });
  const id = useId();
  const fetcher = useFetcher<{ forms: FormOption[] }>();
  const { load, state, data } = fetcher;
  useEffect(() => {
    if (state === "idle" && !data) void load(FORM_OPTIONS_PATH);
  }, [load, state, data]);
  const forms = data?.forms ?? [];
  return (
    <div className="space-y-4">
      <FormField id={id} label="Form" error={errors?.formId}>
        {(control) => (
          <Select {...control} value={section.formId} disabled={readOnly} onChange={(event) => set({ formId: event.target.value })}>
            <option value="">Choose a form…</option>
            {forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.name}
              </option>
            ))}
            {section.formId && data && !forms.some((form) => form.id === section.formId) ? <option value={section.formId}>A deleted form</option> : null}
          </Select>
        )}
      </FormField>
      <p className="text-sm text-muted-foreground">
        Build and change forms on the <a href="/admin/forms" className="underline underline-offset-4">Forms</a> screen; their words follow the page&apos;s language.
      </p>
      <TextField label="Heading" value={section.heading} error={errors?.heading} disabled={readOnly} onChange={(heading) => set({ heading })} />
      <TextField label="Introduction" value={section.intro} error={errors?.intro} disabled={readOnly} rows={3} onChange={(intro) => set({ intro })} />
      <LinkField label="Privacy policy link" value={section.linkUrl} error={errors?.linkUrl} disabled={readOnly} onChange={(linkUrl) => set({ linkUrl })} />
    </div>
  );
}
