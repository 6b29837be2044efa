import type { AddressBook } from "#app/features/languages/public-address.ts";
import { findPublicInsight, insightsListingExists } from "./collection-pages/insights-public.server.ts";
import { findPublicPage } from "./public-page.server.ts";
import { searchLanguage } from "./search/search-page.server.ts";

/** The public routes that find what they show by the path, so may answer it with a 404 (server/not-found-key.ts). */
export type PathRoute = "page" | "insight" | "insights" | "search";

/**
 * Whether the route a path matched has something to show there, decided as its loader decides it:
 * a published page, a published article, a listing, a served language's search page. When not, the
 * HTML cache answers with the one shared not-found page instead of rendering a 404 per path
 * (decision 020). A search with a query string is never shared, so the bare page is what is asked.
 */
export async function publicPathAnswers(route: PathRoute, pathname: string, book: AddressBook): Promise<boolean> {
  switch (route) {
    case "page":
      return (await findPublicPage(pathname, book)) !== null;
    case "insight":
      return (await findPublicInsight(pathname, book)) !== null;
    case "insights":
      return insightsListingExists(pathname, book);
    case "search": {
      // "/search" or "/{prefix}/search".
      const segments = pathname.split("/");
      return searchLanguage(segments.length === 3 ? segments[1] : undefined, book) !== undefined;
    }
  }
}
