import type { ReactNode } from "react";
import { TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import { LinkField } from "#app/components/admin/fields/link-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { newHeadlineFigure, newKeyFinding, type CaseStudyBodySection } from "./schema.ts";

type TextKey = { [K in keyof CaseStudyBodySection]: CaseStudyBodySection[K] extends string ? K : never }[keyof CaseStudyBodySection];

export function CaseStudyBodyEditor({ section, onChange, readOnly, errors }: SectionEditorProps<CaseStudyBodySection>) {
  const set = (patch: Partial<CaseStudyBodySection>) => onChange({ ...section, ...patch });
  /** A text field bound to one of the section's own fields. */
  const field = (key: TextKey, label: string, options: { rows?: number; placeholder?: string } = {}) => (
    <TextField label={label} value={section[key]} error={errors?.[key]} disabled={readOnly} onChange={(value) => set({ [key]: value })} {...options} />
  );
  return (
    <div className="space-y-6">
      <Group title="Header">
        {field("title", "Title")}
        {field("summary", "Summary (Optional)", { rows: 2 })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("client", "Client (Optional)")}
          {field("tags", "Tags (Optional, one per line)", { rows: 3 })}
        </div>
        <ImageField
          label="Image (Optional)"
          value={section.image}
          error={errors?.image}
          disabled={readOnly}
          alt={{ label: "Image Description (Optional)", value: section.imageAlt, error: errors?.imageAlt, onChange: (imageAlt) => set({ imageAlt }) }}
          onChange={(image, imageAlt = section.imageAlt) => set({ image, imageAlt })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {field("backLinkText", "Back Link Text (Optional)")}
          <LinkField label="Back Link (Optional)" placeholder="/case-studies" value={section.backLinkUrl} error={errors?.backLinkUrl} disabled={readOnly} onChange={(backLinkUrl) => set({ backLinkUrl })} />
        </div>
      </Group>

      <Group title="The Story" hint="Leave a part's text empty to leave the part out. Separate paragraphs with a blank line.">
        {field("challengeHeading", "Challenge Heading")}
        {field("challenge", "Challenge (Optional)", { rows: 5 })}
        {field("approachHeading", "Approach Heading")}
        {field("approach", "Approach (Optional)", { rows: 5 })}
        {field("findingsHeading", "Findings Heading")}
        <ItemListField
          items={section.findings}
          onChange={(findings) => set({ findings })}
          create={newKeyFinding}
          itemName="Finding"
          errorKey="findings"
          errors={errors}
          addLabel="Add Finding"
          emptyText="No findings added yet"
          disabled={readOnly}
        >
          {(finding, { update, error }) => <TextField label="Finding" rows={2} value={finding.text} error={error("text")} disabled={readOnly} onChange={(text) => update({ text })} />}
        </ItemListField>
        {field("implementationHeading", "Implementation Heading")}
        {field("implementation", "Implementation (Optional)", { rows: 5 })}
      </Group>

      <Group title="Results">
        {field("resultsHeading", "Results Heading")}
        {field("resultsIntro", "Introduction (Optional)", { rows: 2 })}
        <ItemListField
          items={section.figures}
          onChange={(figures) => set({ figures })}
          create={newHeadlineFigure}
          itemName="Headline Figure"
          errorKey="figures"
          errors={errors}
          addLabel="Add Headline Figure"
          emptyText="No headline figures added yet"
          disabled={readOnly}
        >
          {(figure, { update, error }) => (
            <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
              <TextField label="Figure" placeholder="35%" value={figure.value} error={error("value")} disabled={readOnly} onChange={(value) => update({ value })} />
              <TextField label="Label" placeholder="fewer product returns" value={figure.label} error={error("label")} disabled={readOnly} onChange={(label) => update({ label })} />
            </div>
          )}
        </ItemListField>
        {field("outcomesHeading", "Outcomes Heading")}
        {field("outcomes", "Further Outcomes (Optional, one per line)", { rows: 4 })}
        {field("quote", "Client Quote (Optional)", { rows: 3 })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("quoteAuthor", "Quote Author (Optional)")}
          {field("quotePosition", "Author's Position (Optional)")}
        </div>
      </Group>
    </div>
  );
}

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {children}
    </fieldset>
  );
}
