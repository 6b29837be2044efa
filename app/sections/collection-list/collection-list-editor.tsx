import { useId, type ReactNode } from "react";
import { HeadingBlockFields, LayoutField, SwitchField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import { useCollectionListChoices } from "./choices.tsx";
import { COLLECTION_LIST_MAX, type CollectionListSection } from "./schema.ts";

const SORT_CHOICES: ReadonlyArray<{ value: CollectionListSection["sort"]; label: string }> = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "featured", label: "Featured first, then newest" },
];

function SelectField({ label, value, onChange, error, disabled, children }: { label: string; value: string; onChange: (value: string) => void; error?: string; disabled: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <Select {...control} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          {children}
        </Select>
      )}
    </FormField>
  );
}

/** Which collection, its filter (the choices follow the collection), order, how many, layout and pages. */
export function CollectionListEditor({ section, onChange, readOnly, errors }: SectionEditorProps<CollectionListSection>) {
  const set = (patch: Partial<CollectionListSection>) => onChange({ ...section, ...patch });
  const choices = useCollectionListChoices();
  const groups = choices.filters[section.collection];
  const known = groups.some((group) => group.options.some((option) => option.value === section.filter));
  const countId = useId();
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={set} errors={errors} disabled={readOnly} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Collection"
          value={section.collection}
          error={errors?.collection}
          disabled={readOnly}
          // Another collection's filter means nothing here: the list starts unfiltered, without industry links.
          onChange={(collection) => set({ collection: collection as CollectionListSection["collection"], filter: "", industryLinks: false })}
        >
          {choices.collections.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Filter" value={section.filter} error={errors?.filter} disabled={readOnly} onChange={(filter) => set({ filter })}>
          <option value="">No filter: every item</option>
          {/* A topic deleted since, or one the list does not offer: kept and named as it is until changed. */}
          {section.filter && !known ? <option value={section.filter}>Unknown filter ({section.filter})</option> : null}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField label="Order" value={section.sort} error={errors?.sort} disabled={readOnly} onChange={(sort) => set({ sort: sort as CollectionListSection["sort"] })}>
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <FormField id={countId} label={`How Many (1-${COLLECTION_LIST_MAX})`} error={errors?.count}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              max={COLLECTION_LIST_MAX}
              step={1}
              value={Number.isFinite(section.count) ? section.count : ""}
              disabled={readOnly}
              // An empty box is NaN until something is typed: the schema names the problem.
              onChange={(event) => set({ count: event.target.valueAsNumber })}
            />
          )}
        </FormField>
      </div>
      <LayoutField
        value={section.layout}
        choices={[
          { value: "cards", label: "Cards side by side" },
          { value: "list", label: "List, one item a row" },
          { value: "teasers", label: "Teasers: picture, labels, title, description and a link" },
        ]}
        onChange={(layout) => set({ layout })}
        disabled={readOnly}
      />
      {section.layout === "teasers" ? (
        <TextField label="Link Text" placeholder="Read full case study" value={section.linkText} error={errors?.linkText} disabled={readOnly} onChange={(linkText) => set({ linkText })} />
      ) : null}
      <SwitchField label="Show the heading (when off, only screen readers read it)" checked={section.showHeading} disabled={readOnly} onChange={(showHeading) => set({ showHeading })} />
      {section.collection === "case-studies" ? (
        <SwitchField label='"Filter by industry" links above the list (?industry=retail)' checked={section.industryLinks} disabled={readOnly} onChange={(industryLinks) => set({ industryLinks })} />
      ) : null}
      {errors?.industryLinks ? <p className="text-sm font-medium text-destructive">{errors.industryLinks}</p> : null}
      <SwitchField label="Links to further pages below the list (?page=2)" checked={section.paginate} disabled={readOnly} onChange={(paginate) => set({ paginate })} />
      <SwitchField label="Link to the collection's own listing" checked={section.showAllLink} disabled={readOnly} onChange={(showAllLink) => set({ showAllLink })} />
    </div>
  );
}
