import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * The page numbers to show: the first, the last, and the current one with its neighbours; "gap"
 * where numbers are left out. Every page number is shown while there are few.
 */
export function pageItems(current: number, count: number): Array<number | "gap"> {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const items: Array<number | "gap"> = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push("gap");
    items.push(n);
    previous = n;
  }
  return items;
}

/**
 * Previous, page numbers and Next as plain links that keep the rest of the query (a search, say),
 * so paging works without JavaScript and every page has its own URL.
 */
export function Pagination({ page, pageCount, label = "Pagination" }: { page: number; pageCount: number; label?: string }) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;

  const hrefFor = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete("page");
    else params.set("page", String(n));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const step = cn(buttonVariants({ variant: "outline", size: "sm" }));

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={step} rel="prev">
          <ChevronLeft aria-hidden /> Previous
        </Link>
      ) : (
        <span className={cn(step, "pointer-events-none opacity-50")} aria-disabled="true">
          <ChevronLeft aria-hidden /> Previous
        </span>
      )}
      <ul className="flex items-center gap-1">
        {pageItems(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden className="px-2 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={cn(buttonVariants({ variant: item === page ? "default" : "ghost", size: "sm" }), "min-w-9")}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={step} rel="next">
          Next <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span className={cn(step, "pointer-events-none opacity-50")} aria-disabled="true">
          Next <ChevronRight aria-hidden />
        </span>
      )}
    </nav>
  );
}

/**
 * The line under a list: "Showing 51–100 of 1,234 pages", "Showing 1–50 of 1,000+ pages" when a search
 * stopped counting (db/paged-list.server.ts), or "3 pages" when they fit on one page.
 */
export function listCount({ first, shown, total, more, pageCount }: { first: number; shown: number; total: number; more: boolean; pageCount: number }, [one, many]: [string, string]): string {
  const counted = `${total.toLocaleString("en-GB")}${more ? "+" : ""}`;
  if (pageCount > 1 || more) return `Showing ${first}–${first + shown - 1} of ${counted} ${many}`;
  return `${counted} ${total === 1 ? one : many}`;
}
