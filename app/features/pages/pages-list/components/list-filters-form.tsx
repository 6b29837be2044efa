import { SearchForm } from "#app/components/admin/search-form.tsx";
import { LanguageFilterSelect } from "#app/features/languages/components/language-filter-select.tsx";
import type { LanguageChoice } from "#app/features/languages/language-choice.ts";
import { LIST_STATUSES, LIST_STATUS_LABELS, MAX_LIST_QUERY_LENGTH, type ListStatus } from "../admin-list-filters.ts";
import { ListFilterSelect } from "./list-filter-select.tsx";

interface ListFiltersFormProps {
  /** The search field's id; the filters' ids start with it. */
  id: string;
  label: string;
  placeholder: string;
  filters: { query: string; status: ListStatus | null; locale: string | null; topic: string | null };
  languages: readonly LanguageChoice[];
  /** A collection with topics: its topics, by translation key. */
  topics?: readonly { key: string; name: string }[];
  clearHref: string;
}

/**
 * The admin lists' search and filters (docs/decisions/039-collections.md, "As built: admin lists"):
 * status, language (where the site has more than one) and topic, in one GET form with the search.
 */
export function ListFiltersForm({ id, label, placeholder, filters, languages, topics, clearHref }: ListFiltersFormProps) {
  return (
    <SearchForm id={id} label={label} placeholder={placeholder} query={filters.query} maxLength={MAX_LIST_QUERY_LENGTH} clearHref={clearHref} filtered={Boolean(filters.status ?? filters.locale ?? filters.topic)}>
      <ListFilterSelect id={`${id}-status`} name="status" label="Status" all="All statuses" options={LIST_STATUSES.map((status) => ({ value: status, label: LIST_STATUS_LABELS[status] }))} value={filters.status} />
      {languages.length > 1 ? <LanguageFilterSelect id={`${id}-language`} languages={languages} value={filters.locale} labelHidden /> : null}
      {topics ? <ListFilterSelect id={`${id}-topic`} name="topic" label="Topic" all="All topics" options={topics.map((topic) => ({ value: topic.key, label: topic.name }))} value={filters.topic} /> : null}
    </SearchForm>
  );
}
