import { Search } from "lucide-react";
import type { CatalogLocale } from "#app/lib/i18n.ts";
import { SEARCH_QUERY_PARAM } from "#app/lib/site-search-address.ts";
import { cn } from "#app/lib/utils.ts";
import { m } from "#app/paraglide/messages.js";

/** The most a visitor can type: what the search reads of a query (features/pages/search/search-text.ts, MAX_QUERY_LENGTH). */
const QUERY_MAX_LENGTH = 200;

interface SiteSearchFormProps {
  /** The language's search page ("/de/search"): a plain GET there, so it works without JavaScript. */
  action: string;
  catalog: CatalogLocale;
  /** Unique on the page: the header's, the mobile menu's and the search page's forms may all be there. */
  id: string;
  /** The words searched for, on the search page. */
  query?: string;
  /** "header": compact, in the bar; "menu" and "page": full width and larger. */
  size: "header" | "menu" | "page";
  className?: string;
}

/**
 * The site search's form: a labelled search field and a button that names it, sent as a GET to the
 * page's language's search page. The same in the header, the mobile menu and on the search page.
 */
export function SiteSearchForm({ action, catalog, id, query, size, className }: SiteSearchFormProps) {
  const locale = { locale: catalog };
  const large = size !== "header";
  return (
    <form role="search" method="get" action={action} className={cn("site-search relative flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {m.search_label({}, locale)}
      </label>
      <input
        id={id}
        type="search"
        name={SEARCH_QUERY_PARAM}
        defaultValue={query}
        required
        maxLength={QUERY_MAX_LENGTH}
        enterKeyHint="search"
        placeholder={m.search_placeholder({}, locale)}
        className={cn(
          "w-full rounded-full border border-input bg-background/90 text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-search-cancel-button]:hidden",
          large ? "h-12 ps-5 pe-14 text-base" : "h-9 ps-4 pe-10 text-sm",
        )}
      />
      <button
        type="submit"
        className={cn(
          "absolute end-1 inline-flex items-center justify-center rounded-full text-foreground/70 hover:bg-primary/10 hover:text-primary focus-visible:outline-2 focus-visible:outline-ring",
          large ? "size-10" : "size-7",
        )}
      >
        <Search className={large ? "size-5" : "size-4"} aria-hidden />
        <span className="sr-only">{m.search_button({}, locale)}</span>
      </button>
    </form>
  );
}
