import { useId } from "react";
import { ImageField, SwitchField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { InsightFields } from "../collections.ts";
import type { ItemChoices } from "../item-choices.ts";

interface InsightFieldsCardProps {
  fields: InsightFields;
  /** Messages by field path ("excerpt", "cover.alt"). */
  errors?: Record<string, string>;
  choices: ItemChoices;
  readOnly: boolean;
  onChange: (patch: Partial<InsightFields>) => void;
}

const MAX_TOPICS = 10;

/**
 * An Insights article's own fields (docs/decisions/039-collections.md), beside the page editor's
 * cards: excerpt, cover image from the library with its alt text, author, topics, the date shown as
 * published, and whether it is featured. Checked by the collection's schema before a save is sent.
 */
export function InsightFieldsCard({ fields, errors = {}, choices, readOnly, onChange }: InsightFieldsCardProps) {
  const topicsId = useId();
  const dateId = useId();
  const authorId = useId();
  const chosen = new Set(fields.topics);
  // A topic an article names but the list no longer has (deleted since) stays visible, so a save keeps or drops it knowingly.
  const missing = fields.topics.filter((key) => !choices.topics.some((topic) => topic.key === key));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Article Details</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <TextField label="Excerpt" rows={3} value={fields.excerpt} error={errors.excerpt} disabled={readOnly} onChange={(excerpt) => onChange({ excerpt })} />
        <p className="-mt-2 text-sm text-muted-foreground">Shown on the article cards and in link previews when there is no meta description.</p>

        <ImageField
          label="Cover Image"
          value={fields.cover.image}
          error={errors["cover.image"]}
          disabled={readOnly}
          onChange={(image, media) => onChange({ cover: { image, alt: fields.cover.alt || (media?.decorative ? "" : (media?.alt ?? "")) } })}
        />
        <TextField
          label="Cover Image Alt Text"
          value={fields.cover.alt}
          error={errors["cover.alt"]}
          disabled={readOnly}
          placeholder="What the image shows"
          onChange={(alt) => onChange({ cover: { ...fields.cover, alt } })}
        />

        <FormField id={authorId} label="Author" error={errors.author}>
          {(control) => (
            <Select {...control} value={fields.author} disabled={readOnly} onChange={(event) => onChange({ author: event.target.value })}>
              <option value="">No author</option>
              {choices.authors.map((author) => (
                <option key={author.key} value={author.key}>
                  {author.name}
                </option>
              ))}
              {fields.author && !choices.authors.some((author) => author.key === fields.author) ? <option value={fields.author}>Removed author</option> : null}
            </Select>
          )}
        </FormField>

        <fieldset className="space-y-2" aria-describedby={`${topicsId}-hint`}>
          <legend className="text-sm font-medium">Topics</legend>
          <p id={`${topicsId}-hint`} className="text-sm text-muted-foreground">
            Up to {MAX_TOPICS}. Manage the list on the Topics screen.
          </p>
          {choices.topics.length === 0 && missing.length === 0 ? <p className="text-sm text-muted-foreground">No topics yet.</p> : null}
          <div className="grid gap-2 sm:grid-cols-2">
            {[...choices.topics, ...missing.map((key) => ({ key, name: "Removed topic" }))].map((topic) => (
              <label key={topic.key} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={chosen.has(topic.key)}
                  disabled={readOnly || (!chosen.has(topic.key) && chosen.size >= MAX_TOPICS)}
                  onChange={(event) => onChange({ topics: event.target.checked ? [...fields.topics, topic.key] : fields.topics.filter((key) => key !== topic.key) })}
                />
                {topic.name}
              </label>
            ))}
          </div>
          {errors.topics ? <p className="text-sm font-medium text-destructive">{errors.topics}</p> : null}
        </fieldset>

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
        <p className="-mt-2 text-sm text-muted-foreground">Set when the article is first published; change it to date the article differently.</p>

        <SwitchField label="Featured: shown first where lists put featured articles first" checked={fields.featured} disabled={readOnly} onChange={(featured) => onChange({ featured })} />
      </CardContent>
    </Card>
  );
}
