import { Info } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { SITE_PAGE_SLUG_NOTICE } from "#app/features/pages/cms/slug.ts";

/** Says plainly that visitors at this URL see the site page, not the CMS page. */
export function SitePageSlugNote() {
  return (
    <Badge variant="warning" title={SITE_PAGE_SLUG_NOTICE}>
      <Info className="size-3" aria-hidden />
      <span aria-hidden>Built-in page</span>
      <span className="sr-only">{SITE_PAGE_SLUG_NOTICE}</span>
    </Badge>
  );
}
