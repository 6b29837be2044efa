import { ArrowRight, Languages } from "lucide-react";
import { Link } from "react-router";
import { Card } from "#app/components/ui/card.tsx";
import { translationsHref } from "../translations-query.ts";

/** The dashboard's line on translations (a site with more than one language): how many are outdated, and the way to them. */
export function OutdatedTranslationsCard({ outdated }: { outdated: number }) {
  return (
    <Card role="region" aria-labelledby="outdated-translations-title" className="flex flex-wrap items-center justify-between gap-4 p-5">
      <div className="flex min-w-0 items-center gap-4">
        <Languages className="size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0">
          <h2 id="outdated-translations-title" className="text-sm font-medium text-muted-foreground">
            Outdated translations
          </h2>
          <p className="text-sm text-muted-foreground">
            <span className="mr-1 text-2xl font-bold text-foreground tabular-nums">{outdated.toLocaleString("en-US")}</span>{" "}
            {outdated === 0 ? "Every translation is up to date with its page." : outdated === 1 ? "page was changed after it was translated." : "pages were changed after they were translated."}
          </p>
        </div>
      </div>
      <Link to={translationsHref({ status: "outdated" })} className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline">
        {outdated === 0 ? "Open Translations" : "Review outdated translations"} <ArrowRight className="size-4" aria-hidden />
      </Link>
    </Card>
  );
}
