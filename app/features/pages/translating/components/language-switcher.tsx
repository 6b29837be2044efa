import { Languages, Plus } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { PAGE_FORM } from "../../editor/page-editor-data.ts";
import type { GroupLanguage } from "../translation-group.server.ts";
import { TranslationChipText, translationChipClass } from "../../translation-status-chip.tsx";

interface LanguageSwitcherProps {
  languages: readonly GroupLanguage[];
  /** The language of the page open in the editor. */
  currentTag: string;
  canWrite: boolean;
}

/**
 * The page in every language the site has (docs/decisions/037-locale-model.md): its status there
 * and a link to that translation's editor, or, where it is missing, Translate, which starts it as a
 * draft copy of the default language's page and opens it (a plain form post: the server answers
 * with the new draft's editor).
 */
export function LanguageSwitcher({ languages, currentTag, canWrite }: LanguageSwitcherProps) {
  const navigation = useNavigation();
  const translating = navigation.state !== "idle" && navigation.formData?.get(PAGE_FORM.intent) === "translate" ? navigation.formData.get(PAGE_FORM.language) : null;
  if (languages.length < 2) return null;
  return (
    <nav aria-label="Languages of this page" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <span className="flex items-center gap-1.5 font-medium">
        <Languages className="size-4" aria-hidden />
        Languages
      </span>
      <ul className="flex flex-wrap items-center gap-2">
        {languages.map((language) => {
          const current = language.tag === currentTag;
          const text = <TranslationChipText tag={language.tag} nativeName={language.nativeName} status={language.status} />;
          const className = cn(translationChipClass(language.status), current && "ring-2 ring-primary ring-offset-1");
          return (
            <li key={language.tag} className="flex items-center gap-1">
              {language.pageId && !current ? (
                <Link to={`/admin/pages/edit/${language.pageId}`} className={cn(className, "underline-offset-2 hover:underline")} title={`Edit the ${language.englishName} page`}>
                  {text}
                </Link>
              ) : (
                <span className={className} aria-current={current ? "page" : undefined}>
                  {text}
                </span>
              )}
              {!language.pageId && canWrite ? (
                <Form method="post">
                  <input type="hidden" name={PAGE_FORM.intent} value="translate" />
                  <input type="hidden" name={PAGE_FORM.language} value={language.tag} />
                  <Button type="submit" variant="outline" size="sm" className="h-7 px-2 text-xs" disabled={translating !== null}>
                    <Plus className="size-3.5" aria-hidden />
                    {translating === language.tag ? "Translating..." : "Translate"}
                    <span className="sr-only"> into {language.englishName}</span>
                  </Button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
