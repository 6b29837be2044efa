import { ImageThumbnail, TextField } from "#app/components/admin/fields/editor-fields.tsx";
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
      <div className="flex items-start gap-4">
        <div className="flex-1 space-y-4">
          {field("image", "Illustration URL (Optional)")}
          {field("imageAlt", "Illustration Description (Alt Text)")}
        </div>
        <ImageThumbnail url={section.image} />
      </div>
    </div>
  );
}
