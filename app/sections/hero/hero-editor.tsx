import { ButtonFields, HeadingFields, LayoutField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import type { HeroSection } from "./schema.ts";

export function HeroEditor({ section, onChange, readOnly, errors }: SectionEditorProps<HeroSection>) {
  const set = (patch: Partial<HeroSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <HeadingFields value={section} onChange={set} errors={errors} disabled={readOnly} />
      <ImageField
        label={section.layout === "split" ? "Image (Optional)" : "Background Image (Optional)"}
        value={section.backgroundImage}
        error={errors?.backgroundImage}
        disabled={readOnly}
        onChange={(backgroundImage) => set({ backgroundImage })}
      />
      <LayoutField
        value={section.layout}
        choices={[
          { value: "full-bleed", label: "Photo Behind the Text" },
          { value: "split", label: "Text Beside the Photo" },
        ]}
        disabled={readOnly}
        onChange={(layout) => set({ layout })}
      />
      <ButtonFields value={section} onChange={set} errors={errors} disabled={readOnly} />
      <p className="text-sm text-muted-foreground">The button shows only when both its text and its link are filled in.</p>
    </div>
  );
}
