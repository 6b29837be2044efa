import { Download } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { TRANSLATION_STATUS_LABELS, TRANSLATION_STATUSES, type TranslationStatus } from "#app/features/pages/translation-status.ts";
import { TranslationStatusChip } from "#app/features/pages/translation-status-chip.tsx";
import { cn } from "#app/lib/utils.ts";
import type { TranslationStatusCounts } from "../translation-overview.server.ts";
import { translationsHref, xliffExportHref } from "../translations-query.ts";

/**
 * The top of the Translations screen: per language, how many pages are in each status, each figure a
 * link to that filter ("3 Outdated" in German is ?lang=de&status=outdated), and the language's
 * outdated pages as one XLIFF file for an agency.
 */
export function TranslationCounts({
  languages,
  counts,
  current,
}: {
  languages: readonly SiteLanguage[];
  counts: Record<string, TranslationStatusCounts>;
  current: { lang?: string; status?: TranslationStatus };
}) {
  return (
    <ul aria-label="Translations by language" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {languages.map((language) => {
        const tally = counts[language.tag];
        const selected = current.lang === language.tag;
        return (
          <li key={language.tag} className={cn("space-y-3 rounded-lg border bg-card p-4 shadow-sm", selected && "border-primary ring-1 ring-primary")}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="font-semibold">
                  <Link to={translationsHref({ lang: language.tag })} className="underline-offset-4 hover:underline" aria-current={selected && !current.status ? "page" : undefined}>
                    {language.englishName}
                  </Link>
                </h2>
                <p className="text-sm text-muted-foreground">
                  <span lang={language.tag}>{language.nativeName}</span> · {language.tag}
                </p>
              </div>
              {language.enabled ? null : <Badge variant="outline">Off</Badge>}
            </div>
            <ul aria-label={`${language.englishName} by status`} className="grid grid-cols-2 gap-2">
              {TRANSLATION_STATUSES.map((status) => {
                const count = tally?.[status] ?? 0;
                const here = selected && current.status === status;
                return (
                  <li key={status}>
                    <Link
                      to={translationsHref({ lang: language.tag, status })}
                      aria-current={here ? "page" : undefined}
                      className={cn("flex items-center justify-between gap-2 rounded-md border px-2.5 py-1.5 text-sm hover:bg-accent", here && "border-primary bg-accent")}
                    >
                      <TranslationStatusChip status={status} />
                      <span className="font-semibold tabular-nums">
                        {count}
                        <span className="sr-only"> {TRANSLATION_STATUS_LABELS[status]} in {language.englishName}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            {(tally?.outdated ?? 0) > 0 ? (
              <a
                href={xliffExportHref(language.tag)}
                aria-label={`Export outdated as XLIFF: ${language.englishName}`}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                <Download className="size-4" aria-hidden /> Export outdated as XLIFF
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
