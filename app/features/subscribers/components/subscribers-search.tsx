import { SearchForm } from "#app/components/admin/search-form.tsx";
import { LanguageFilterSelect } from "#app/features/languages/components/language-filter-select.tsx";
import type { LanguageChoice } from "#app/features/languages/language-choice.ts";
import { MAX_SUBSCRIBER_QUERY_LENGTH } from "../schema.ts";

/**
 * Search by e-mail, name or status, as a GET form (see SearchForm), with the language subscribers
 * signed up in once the site has more than one.
 */
export function SubscribersSearch({ query, language, languages }: { query: string; language: string | null; languages: readonly LanguageChoice[] }) {
  return (
    <SearchForm
      id="subscribers-search"
      label="Search subscribers by email, first name, last name, or the words active, pending or unsubscribed"
      placeholder="Search subscribers..."
      query={query}
      maxLength={MAX_SUBSCRIBER_QUERY_LENGTH}
      clearHref="/admin/subscribers"
      filtered={language !== null}
    >
      {languages.length > 1 || language ? <LanguageFilterSelect id="subscribers-language" languages={languages} value={language} labelHidden /> : null}
    </SearchForm>
  );
}
