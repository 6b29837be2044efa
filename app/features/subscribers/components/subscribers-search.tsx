import { SearchForm } from "#app/components/admin/search-form.tsx";
import { MAX_SUBSCRIBER_QUERY_LENGTH } from "../schema.ts";

/** Search by e-mail, name or status, as a GET form (see SearchForm). */
export function SubscribersSearch({ query }: { query: string }) {
  return (
    <SearchForm
      id="subscribers-search"
      label="Search subscribers by email, first name, last name, or the words active, pending or unsubscribed"
      placeholder="Search subscribers..."
      query={query}
      maxLength={MAX_SUBSCRIBER_QUERY_LENGTH}
      clearHref="/admin/subscribers"
    />
  );
}
