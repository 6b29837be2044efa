import { Link } from "react-router";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { cn } from "#app/lib/utils.ts";
import { SETTINGS_LANGUAGE_PARAM } from "../settings-form.ts";

/** The languages whose settings the screen edits, as links (?lang=de): one per language, the default first. */
export function SettingsLanguageSwitcher({ languages, current }: { languages: readonly SiteLanguage[]; current: string }) {
  if (languages.length < 2) return null;
  return (
    <nav aria-label="Language of the settings" className="flex flex-wrap gap-2">
      {languages.map((language) => {
        const active = language.tag === current;
        return (
          <Link
            key={language.tag}
            to={language.isDefault ? "?" : `?${SETTINGS_LANGUAGE_PARAM}=${encodeURIComponent(language.tag)}`}
            aria-current={active ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm font-medium",
              active ? "border-primary bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )}
          >
            <span lang={language.tag} dir={language.direction}>
              {language.nativeName}
            </span>
            {language.isDefault ? <span className="ml-1 font-normal">(default)</span> : null}
            {language.enabled ? null : <span className="ml-1 font-normal">(off)</span>}
          </Link>
        );
      })}
    </nav>
  );
}
