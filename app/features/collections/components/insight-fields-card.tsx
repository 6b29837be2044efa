import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { InsightFields } from "../collections.ts";
import type { ItemChoices } from "../item-choices.ts";
import { ExcerptAndCoverFields, PublishedAndFeaturedFields } from "./item-field-parts.tsx";

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
 * cards: excerpt, cover image from the library with its alt text (item-field-parts.tsx), author,
 * topics, the date shown as published, and whether it is featured. Checked by the collection's schema before a save is sent.
 */
export function InsightFieldsCard({ fields, errors = {}, choices, readOnly, onChange }: InsightFieldsCardProps) {
  const topicsId = useId();
  const authorId = useId();
  const chosen = new Set(fields.topics);
  // A topic an article names but the list no longer has (deleted since) stays visible, so a save keeps or drops it knowingly.
  const missing = fields.topics.filter((key) => !choices.topics.some((topic) => topic.key === key));
  const parts = { fields, errors, readOnly, onChange, noun: "article" };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Article Details</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ExcerptAndCoverFields {...parts} />

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

        <PublishedAndFeaturedFields {...parts} />
      </CardContent>
    </Card>
  );
}
