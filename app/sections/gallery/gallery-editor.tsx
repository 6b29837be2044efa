import { ImageField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
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
        <div className="flex gap-4">
          <div className="flex-1 space-y-3">
            <ImageField
              label="Image URL"
              placeholder="https://example.com/photo.jpg"
              value={image.url}
              error={error("url")}
              disabled={readOnly}
              // A library image brings its alt text unless this one already has its own.
              onChange={(url, media) => update({ url, alt: media && image.alt.trim() === "" ? media.alt : image.alt })}
            />
            <TextField
              label="Alt Text"
              placeholder="Describe the image for people who cannot see it"
              value={image.alt}
              error={error("alt")}
              disabled={readOnly}
              onChange={(alt) => update({ alt })}
            />
          </div>
        </div>
      )}
    </ItemListField>
  );
}
