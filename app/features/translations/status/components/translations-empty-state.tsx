import { Languages } from "lucide-react";
import { Link } from "react-router";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import type { TranslationStatus } from "#app/features/pages/translation-status.ts";

type EmptyState =
  | { kind: "one-language"; defaultLanguage: SiteLanguage | null }
  | { kind: "no-match"; filter: { lang?: string; status?: TranslationStatus }; languages: readonly SiteLanguage[] };

/** What the Translations screen says when it has nothing to list: the site has one language, or nothing matches the filter. */
export function TranslationsEmptyState(props: EmptyState) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card px-6 py-10 text-center">
      <Languages className="size-8 text-muted-foreground" aria-hidden />
      {props.kind === "one-language" ? (
        <>
          <h2 className="font-semibold">Nothing to translate yet</h2>
          <p className="max-w-prose text-sm text-muted-foreground">
            The site has one language{props.defaultLanguage ? ` (${props.defaultLanguage.englishName})` : ""}. Add a language in{" "}
            <Link to="/admin/settings/languages" className="font-medium text-primary underline-offset-4 hover:underline">
              Settings → Languages
            </Link>{" "}
            to translate your pages into it.
          </p>
        </>
      ) : (
        <>
          <h2 className="font-semibold">{noMatchTitle(props.filter, props.languages)}</h2>
          <p className="text-sm text-muted-foreground">
            <Link to="/admin/translations" className="font-medium text-primary underline-offset-4 hover:underline">
              Show every page in every language
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

function noMatchTitle({ lang, status }: { lang?: string; status?: TranslationStatus }, languages: readonly SiteLanguage[]): string {
  const language = languages.find((candidate) => candidate.tag === lang)?.englishName;
  const where = language ? ` in ${language}` : "";
  // The status ids read as adjectives: "No outdated pages in German."
  return status ? `No ${status} pages${where}.` : `There are no pages to translate${where} yet.`;
}
