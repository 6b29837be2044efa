import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";

interface SearchFormProps {
  /** The search field's id, which its (visually hidden) label points at. */
  id: string;
  label: string;
  placeholder: string;
  query: string;
  maxLength: number;
  /** Where Clear goes, shown while there is a query or another filter is in force (`filtered`). */
  clearHref: string;
  filtered?: boolean;
  /** The list's other filters, sent with the search (before the search field). */
  children?: ReactNode;
}

/** A GET form, so searching works without JavaScript and the search is part of the URL. */
export function SearchForm({ id, label, placeholder, query, maxLength, clearHref, filtered = false, children }: SearchFormProps) {
  return (
    <Form method="get" role="search" className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      {children}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {/* At least 12rem, so on a phone the search wraps to a row of its own instead of shrinking beside other filters. */}
      <div className="relative min-w-48 flex-1 sm:w-80">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={id} type="search" name="q" defaultValue={query} placeholder={placeholder} className="pl-9" maxLength={maxLength} />
      </div>
      <Button type="submit" variant="outline">
        Search
      </Button>
      {query || filtered ? (
        <Button asChild variant="ghost">
          <Link to={clearHref}>Clear</Link>
        </Button>
      ) : null}
    </Form>
  );
}
