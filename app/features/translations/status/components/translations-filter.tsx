import { Link, Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { TRANSLATION_STATUS_LABELS, TRANSLATION_STATUSES, type TranslationStatus } from "#app/features/pages/translation-status.ts";

/**
 * Language and status as one GET form: the filter is part of the URL and works without JavaScript.
 * `key` on the form from the caller resets the fields when the URL changes another way (a count link, Back).
 */
export function TranslationsFilter({ languages, current }: { languages: readonly SiteLanguage[]; current: { lang?: string; status?: TranslationStatus } }) {
  return (
    <Form method="get" role="search" aria-label="Filter translations" className="grid w-full grid-cols-2 items-end gap-2 sm:flex sm:w-auto sm:flex-wrap">
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="translations-lang">Language</Label>
        <Select id="translations-lang" name="lang" defaultValue={current.lang ?? ""} className="sm:min-w-44">
          <option value="">All languages</option>
          {languages.map((language) => (
            <option key={language.tag} value={language.tag}>
              {language.englishName}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="translations-status">Status</Label>
        <Select id="translations-status" name="status" defaultValue={current.status ?? ""} className="sm:min-w-40">
          <option value="">All statuses</option>
          {TRANSLATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TRANSLATION_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2 flex gap-2">
        <Button type="submit" variant="outline">
          Filter
        </Button>
        {current.lang || current.status ? (
          <Button asChild variant="ghost">
            <Link to="/admin/translations">Clear</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
