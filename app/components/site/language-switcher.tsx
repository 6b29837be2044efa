import { Globe } from "lucide-react";
import { m } from "#app/paraglide/messages.js";
import type { CatalogLocale } from "#app/lib/i18n.ts";
import { cn } from "#app/lib/utils.ts";

/** One language the switcher offers: the page in it where it exists, else that language's home page. */
export interface LanguageChoice {
  tag: string;
  nativeName: string;
  href: string;
  current: boolean;
}

interface LanguageSwitcherProps {
  choices: readonly LanguageChoice[];
  catalog: CatalogLocale;
}

/**
 * The header's language menu: a disclosure (details/summary), so it opens without JavaScript, with
 * plain links, so choosing a language is an ordinary page load that caches and crawlers follow.
 */
export function LanguageSwitcher({ choices, catalog }: LanguageSwitcherProps) {
  const current = choices.find((choice) => choice.current);
  return (
    <details className="language-switcher relative">
      {/* Its accessible name starts with the code it shows ("DE, Choose a language"), so a voice command can say what is seen. */}
      <summary
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-foreground/80 hover:text-primary [&::-webkit-details-marker]:hidden"
      >
        <Globe className="size-4" aria-hidden />
        <span>{current?.tag.toUpperCase()}</span>
        <span className="sr-only">, {m.nav_language_switcher({}, { locale: catalog })}</span>
      </summary>
      <LanguageList choices={choices} catalog={catalog} className="language-menu absolute end-0 top-full mt-2 min-w-48 rounded-lg border bg-background p-1 shadow-lg" linkClassName="block rounded-md px-3 py-2 text-sm" />
    </details>
  );
}

interface LanguageListProps extends LanguageSwitcherProps {
  className?: string;
  linkClassName?: string;
}

/** The languages as links, each named in itself; the mobile menu lists them too. */
export function LanguageList({ choices, catalog, className, linkClassName }: LanguageListProps) {
  return (
    <nav aria-label={m.nav_language_label({}, { locale: catalog })} className={className}>
      <ul>
        {choices.map((choice) => (
          <li key={choice.tag}>
            <a
              href={choice.href}
              lang={choice.tag}
              hrefLang={choice.tag}
              aria-current={choice.current ? "true" : undefined}
              className={cn(linkClassName, choice.current ? "font-semibold text-primary" : "text-foreground hover:bg-muted")}
            >
              {choice.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
