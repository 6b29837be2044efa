import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { MAX_SUBSCRIBER_QUERY_LENGTH } from "../schema.ts";

/** A GET form, so searching works without JavaScript and the search is part of the URL. */
export function SubscribersSearch({ query }: { query: string }) {
  return (
    <Form method="get" role="search" className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      <label htmlFor="subscribers-search" className="sr-only">
        Search subscribers by email, first name, last name, or the words active, pending or unsubscribed
      </label>
      <div className="relative min-w-0 flex-1 sm:w-80">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id="subscribers-search"
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Search subscribers..."
          className="pl-9"
          maxLength={MAX_SUBSCRIBER_QUERY_LENGTH}
        />
      </div>
      <Button type="submit" variant="outline">
        Search
      </Button>
      {query ? (
        <Button asChild variant="ghost">
          <Link to="/admin/subscribers">Clear</Link>
        </Button>
      ) : null}
    </Form>
  );
}
