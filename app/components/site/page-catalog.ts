import { useRouteLoaderData } from "react-router";
import type { CatalogLocale } from "#app/lib/i18n.ts";
import type { loader as rootLoader } from "#app/root.tsx";

/**
 * The page's language as its components need it: the catalog its own words come from, and its home,
 * contact and search pages ("/de", "/de/kontakt", "/de/search"). From the root loader's frame
 * (features/pages/public-frame.server.ts), read once on the server like the site settings; the
 * admin, and the editor's preview in it, read English.
 */
export function usePageLanguage(): { lang: string; catalog: CatalogLocale; home: string; contact: string; search: string } {
  const frame = useRouteLoaderData<typeof rootLoader>("root")?.frame;
  return { lang: frame?.lang ?? "en", catalog: frame?.catalog ?? "en", home: frame?.home ?? "/", contact: frame?.contact ?? "/contact", search: frame?.search ?? "/search" };
}

/** The catalog the site's own words on this page come from (usePageLanguage). */
export function usePageCatalog(): CatalogLocale {
  return usePageLanguage().catalog;
}
