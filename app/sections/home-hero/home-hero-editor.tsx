import { TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { LinkField } from "#app/components/admin/fields/link-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import type { HomeHeroSection } from "./schema.ts";

export function HomeHeroEditor({ section, onChange, readOnly, errors }: SectionEditorProps<HomeHeroSection>) {
  const set = (patch: Partial<HomeHeroSection>) => onChange({ ...section, ...patch });
  const field = (key: keyof HomeHeroSection & string, label: string, rows?: number) => (
    <TextField label={label} rows={rows} value={String(section[key])} error={errors?.[key]} disabled={readOnly} onChange={(value) => set({ [key]: value })} />
  );
  return (
    <div className="space-y-4">
      {field("eyebrow", "Eyebrow (Optional)")}
      {field("heading", "Heading")}
      {field("text", "Text (Optional)", 3)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("primaryButtonText", "Main Button Text")}
        <LinkField label="Main Button Link" value={section.primaryButtonLink} error={errors?.primaryButtonLink} disabled={readOnly} onChange={(primaryButtonLink) => set({ primaryButtonLink })} />
        {field("secondaryButtonText", "Second Button Text (Optional)")}
        <LinkField
          label="Second Button Link (Optional)"
          value={section.secondaryButtonLink}
          error={errors?.secondaryButtonLink}
          disabled={readOnly}
          onChange={(secondaryButtonLink) => set({ secondaryButtonLink })}
        />
      </div>
      {field("highlights", "Highlights (Optional, One per Line)", 3)}
      <ImageField
        label="Illustration (Optional)"
        value={section.image}
        error={errors?.image}
        disabled={readOnly}
        alt={{ label: "Illustration Description (Alt Text)", value: section.imageAlt, error: errors?.imageAlt, onChange: (imageAlt) => set({ imageAlt }) }}
        onChange={(image, imageAlt = section.imageAlt) => set({ image, imageAlt })}
      />
    </div>
  );
}
