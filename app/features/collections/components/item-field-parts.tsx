import { useId } from "react";
import { SwitchField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";

/**
 * The fields every collection's panel has (docs/decisions/039-collections.md): the excerpt, the cover
 * image from the library with its alt text, the date shown as published, and "featured". Each
 * collection's card (insight-fields-card.tsx, case-study-fields-card.tsx) adds its own between them.
 */

interface CommonFields {
  excerpt: string;
  cover: { image: string; alt: string };
  publishedAt: string;
  featured: boolean;
}

interface PartProps<F extends CommonFields> {
  fields: F;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (patch: Partial<CommonFields>) => void;
  /** The item's kind in the hints, lower case ("article", "case study"). */
  noun: string;
}

/** Excerpt, cover image (a library image's alt text comes along unless one is typed) and its alt text. */
export function ExcerptAndCoverFields<F extends CommonFields>({ fields, errors, readOnly, onChange, noun }: PartProps<F>) {
  return (
    <>
      <TextField label="Excerpt" rows={3} value={fields.excerpt} error={errors.excerpt} disabled={readOnly} onChange={(excerpt) => onChange({ excerpt })} />
      <p className="-mt-2 text-sm text-muted-foreground">Shown on the {noun} cards and in link previews when there is no meta description.</p>

      <ImageField
        label="Cover Image"
        value={fields.cover.image}
        error={errors["cover.image"]}
        disabled={readOnly}
        alt={{ label: "Cover Image Alt Text", value: fields.cover.alt, error: errors["cover.alt"], onChange: (alt) => onChange({ cover: { ...fields.cover, alt } }) }}
        onChange={(image, alt = fields.cover.alt) => onChange({ cover: { image, alt } })}
      />
    </>
  );
}

/** The date shown as published (a day, stored at its UTC midnight) and whether lists put the item first. */
export function PublishedAndFeaturedFields<F extends CommonFields>({ fields, errors, readOnly, onChange, noun }: PartProps<F>) {
  const dateId = useId();
  return (
    <>
      <FormField id={dateId} label="Published Date" error={errors.publishedAt}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={fields.publishedAt.slice(0, 10)}
            readOnly={readOnly}
            onChange={(event) => onChange({ publishedAt: event.target.value ? `${event.target.value}T00:00:00.000Z` : "" })}
          />
        )}
      </FormField>
      <p className="-mt-2 text-sm text-muted-foreground">Set when the {noun} is first published; change it to date the {noun} differently.</p>

      <SwitchField label={`Featured: shown first where lists put featured ${noun === "case study" ? "case studies" : `${noun}s`} first`} checked={fields.featured} disabled={readOnly} onChange={(featured) => onChange({ featured })} />
    </>
  );
}
