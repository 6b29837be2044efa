import { TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import type { ContactBlockSection } from "./schema.ts";

export function ContactBlockEditor({ section, onChange, readOnly, errors }: SectionEditorProps<ContactBlockSection>) {
  const field = (key: "heading" | "intro" | "formHeading" | "detailsHeading" | "partnersHeading" | "partnersIntro" | "officesNote" | "imageAlt", label: string, rows?: number) => (
    <TextField label={label} rows={rows} value={section[key]} error={errors?.[key]} disabled={readOnly} onChange={(value) => onChange({ ...section, [key]: value })} />
  );
  return (
    <div className="space-y-4">
      {field("heading", "Heading")}
      {field("intro", "Introduction", 3)}
      {field("formHeading", "Form Heading")}
      {field("detailsHeading", "Contact Details Heading")}
      <p className="text-sm text-muted-foreground">The phone number, e-mail, business hours and offices come from Settings, so they are the same on every page.</p>
      {field("officesNote", "Note Under the Offices (Optional)")}
      {field("partnersHeading", "Partners Heading")}
      {field("partnersIntro", "Partners Introduction", 2)}
      <TextField
        label="Partners (One per Line)"
        rows={5}
        value={section.partners}
        error={errors?.partners}
        disabled={readOnly}
        onChange={(partners) => onChange({ ...section, partners })}
      />
      <ImageField
        label="Image"
        value={section.image}
        error={errors?.image}
        disabled={readOnly}
        alt={{ label: "Image Alt Text", value: section.imageAlt, error: errors?.imageAlt, onChange: (imageAlt) => onChange({ ...section, imageAlt }) }}
        onChange={(image, imageAlt = section.imageAlt) => onChange({ ...section, image, imageAlt })}
      />
    </div>
  );
}
