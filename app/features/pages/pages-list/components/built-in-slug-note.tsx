import { Info } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { BUILT_IN_SLUG_NOTICE } from "#app/features/pages/cms/slug.ts";

/** Says plainly that visitors at this URL see the built-in marketing page, not the CMS page. */
export function BuiltInSlugNote() {
  return (
    <Badge variant="warning" title={BUILT_IN_SLUG_NOTICE}>
      <Info className="size-3" aria-hidden />
      <span aria-hidden>Built-in page</span>
      <span className="sr-only">{BUILT_IN_SLUG_NOTICE}</span>
    </Badge>
  );
}
