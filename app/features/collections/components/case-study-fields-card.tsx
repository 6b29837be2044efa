import { useId } from "react";
import { TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { CASE_STUDY_INDUSTRIES, CASE_STUDY_REGIONS, CASE_STUDY_SERVICES, caseStudyLabel, type CaseStudyFields } from "../collections.ts";
import { ExcerptAndCoverFields, PublishedAndFeaturedFields } from "./item-field-parts.tsx";

interface CaseStudyFieldsCardProps {
  fields: CaseStudyFields;
  /** Messages by field path ("industry", "figures.0.value"). */
  errors?: Record<string, string>;
  readOnly: boolean;
  onChange: (patch: Partial<CaseStudyFields>) => void;
}

const FIGURES = [0, 1] as const;
const LISTS = [
  { list: "industry", label: "Client Industry", none: "No industry", values: CASE_STUDY_INDUSTRIES },
  { list: "region", label: "Region", none: "No region", values: CASE_STUDY_REGIONS },
] as const;

/**
 * A case study's own fields (docs/decisions/039-collections.md), beside the page editor's cards:
 * excerpt and cover (item-field-parts.tsx), the client's industry, the services used and the region
 * from the fixed lists (named as the catalogs name them), the two headline figures, outcomes, the
 * client's quote, the date shown as published and "featured". Checked by the collection's schema
 * before a save is sent. The story itself is the body's Case Study section.
 */
export function CaseStudyFieldsCard({ fields, errors = {}, readOnly, onChange }: CaseStudyFieldsCardProps) {
  const parts = { fields, errors, readOnly, onChange, noun: "case study" };
  const chosen = new Set<string>(fields.services);
  const figure = (index: 0 | 1) => fields.figures[index] ?? { value: "", label: "" };
  const setFigure = (index: 0 | 1, patch: Partial<{ value: string; label: string }>) => onChange({ figures: FIGURES.map((other) => (other === index ? { ...figure(other), ...patch } : figure(other))) });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Case Study Details</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ExcerptAndCoverFields {...parts} />

        {LISTS.map(({ list, label, none, values }) => (
          <FixedListSelect key={list} label={label} none={none} list={list} values={values} value={fields[list]} error={errors[list]} readOnly={readOnly} onChange={(value) => onChange({ [list]: value })} />
        ))}

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Services Used</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {CASE_STUDY_SERVICES.map((service) => (
              <label key={service} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={chosen.has(service)}
                  disabled={readOnly}
                  // Kept in the list's order, so a save does not change the field for the order it was ticked in.
                  onChange={(event) => onChange({ services: CASE_STUDY_SERVICES.filter((candidate) => (candidate === service ? event.target.checked : chosen.has(candidate))) })}
                />
                {caseStudyLabel("service", service, "en")}
              </label>
            ))}
          </div>
          {errors.services ? <p className="text-sm font-medium text-destructive">{errors.services}</p> : null}
        </fieldset>

        {FIGURES.map((index) => (
          <fieldset key={index} className="grid gap-3 sm:grid-cols-[8rem_1fr]">
            <legend className="mb-2 text-sm font-medium">Headline Figure {index + 1}</legend>
            <TextField label="Figure" value={figure(index).value} error={errors[`figures.${index}.value`]} disabled={readOnly} placeholder="35%" onChange={(value) => setFigure(index, { value })} />
            <TextField label="Label" value={figure(index).label} error={errors[`figures.${index}.label`]} disabled={readOnly} placeholder="fewer product returns" onChange={(label) => setFigure(index, { label })} />
          </fieldset>
        ))}

        <TextField
          label="Outcomes (one per line)"
          rows={4}
          value={fields.outcomes.join("\n")}
          error={errors.outcomes ?? Object.entries(errors).find(([path]) => path.startsWith("outcomes."))?.[1]}
          disabled={readOnly}
          onChange={(text) => onChange({ outcomes: text.split("\n") })}
        />

        <TextField label="Client Quote" rows={3} value={fields.quote.text} error={errors["quote.text"]} disabled={readOnly} onChange={(text) => onChange({ quote: { ...fields.quote, text } })} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Quote Author" value={fields.quote.name} error={errors["quote.name"]} disabled={readOnly} onChange={(name) => onChange({ quote: { ...fields.quote, name } })} />
          <TextField label="Author's Role" value={fields.quote.role} error={errors["quote.role"]} disabled={readOnly} onChange={(role) => onChange({ quote: { ...fields.quote, role } })} />
        </div>

        <PublishedAndFeaturedFields {...parts} />
      </CardContent>
    </Card>
  );
}

/** One of a fixed list (industry, region), named as the catalog names it, or none. */
function FixedListSelect({
  label,
  none,
  list,
  values,
  value,
  error,
  readOnly,
  onChange,
}: {
  label: string;
  none: string;
  list: "industry" | "region";
  values: readonly string[];
  value: string;
  error?: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <Select {...control} value={value} disabled={readOnly} onChange={(event) => onChange(event.target.value)}>
          <option value="">{none}</option>
          {values.map((option) => (
            <option key={option} value={option}>
              {caseStudyLabel(list, option, "en")}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
