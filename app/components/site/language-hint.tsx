import { catalogLocale } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";

interface LanguageHintsProps {
  /** The page's own language. */
  lang: string;
  /** The page's published translations (its hreflang alternates), itself included. */
  alternates: ReadonlyArray<{ tag: string; path: string }>;
}

/**
 * What the public script needs to offer this page in the visitor's language
 * (app/site-enhance/language-hint.ts): per translation its address, and the hint and the dismiss
 * button's name written in THAT language, so the script ships no catalog. Hidden: the script shows
 * one of them or none. A translation in a language without a catalog of its own is not offered (its
 * hint would be in English).
 */
export function LanguageHints({ lang, alternates }: LanguageHintsProps) {
  const offered = alternates.filter((alternate) => alternate.tag !== lang && hasOwnCatalog(alternate.tag));
  if (offered.length === 0) return null;
  return (
    <div hidden data-language-hints="" data-page-lang={lang}>
      {offered.map((alternate) => {
        const locale = { locale: catalogLocale(alternate.tag) };
        return (
          <span
            key={alternate.tag}
            data-lang={alternate.tag}
            data-href={alternate.path}
            data-text={m.nav_language_hint({}, locale)}
            data-dismiss={m.nav_language_hint_dismiss({}, locale)}
          />
        );
      })}
    </div>
  );
}

/** "de-AT" reads the German catalog, so it has one; "fr", until someone writes messages/fr.json, does not. */
function hasOwnCatalog(tag: string): boolean {
  return catalogLocale(tag).split("-")[0] === tag.split("-")[0];
}
