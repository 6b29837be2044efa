import { SearchForm } from "#app/components/admin/search-form.tsx";

export const MAX_PAGE_QUERY_LENGTH = 200;

/** Search by title, URL or status, as a GET form (see SearchForm). */
export function PagesSearch({ query }: { query: string }) {
  return (
    <SearchForm
      id="pages-search"
      label="Search pages by title, URL, or the words published or draft"
      placeholder="Search pages..."
      query={query}
      maxLength={MAX_PAGE_QUERY_LENGTH}
      clearHref="/admin/pages"
    />
  );
}
