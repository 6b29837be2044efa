import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { KNOWN_LANGUAGES } from "../known-languages.ts";
import type { SiteLanguage } from "../schema.ts";

/** A language from the list that the site does not have yet; it starts switched off. */
export function AddLanguageForm({ languages }: { languages: SiteLanguage[] }) {
  const busy = useNavigation().state === "submitting";
  const have = new Set(languages.map((language) => language.tag));
  const offered = KNOWN_LANGUAGES.filter((language) => !have.has(language.tag));
  if (offered.length === 0) return <p className="text-sm text-muted-foreground">Every language on the list is on the site.</p>;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="add" />
      <div className="space-y-1">
        <Label htmlFor="add-language">Language</Label>
        <Select id="add-language" name="tag" required defaultValue="" className="w-72 max-w-full">
          <option value="" disabled>
            Choose a language
          </option>
          {offered.map((language) => (
            <option key={language.tag} value={language.tag}>
              {language.englishName} · {language.nativeName} ({language.tag})
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" disabled={busy}>
        Add Language
      </Button>
    </Form>
  );
}
