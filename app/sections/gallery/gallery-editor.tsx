import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newGalleryImage, type GallerySection } from "./schema.ts";

export function GalleryEditor({ section, onChange, readOnly, errors }: SectionEditorProps<GallerySection>) {
  return (
    <ItemListField
      items={section.images}
      onChange={(images) => onChange({ ...section, images })}
      create={() => newGalleryImage()}
      itemName="Image"
      errorKey="images"
      errors={errors}
      addLabel="Add Image"
      emptyText="No images added yet"
      disabled={readOnly}
    >
      {(image, { update, error }) => (
        <ImageField
          label="Image"
          placeholder="https://example.com/photo.jpg"
          value={image.url}
          error={error("url")}
          disabled={readOnly}
          alt={{ label: "Alt Text", placeholder: "Describe the image for people who cannot see it", value: image.alt, error: error("alt"), onChange: (alt) => update({ alt }) }}
          onChange={(url, alt = image.alt) => update({ url, alt })}
        />
      )}
    </ItemListField>
  );
}
