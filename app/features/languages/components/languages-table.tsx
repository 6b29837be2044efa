import { Form, Link, useNavigation } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { URL_PREFIX_MAX, type SiteLanguage } from "../schema.ts";

interface LanguagesTableProps {
  languages: SiteLanguage[];
  canWrite: boolean;
  /** The language whose change was refused, and why: shown beside its row. */
  refusal?: { tag: string; message: string };
}

/** One row per language: its name, its address, whether visitors see it; for Admins, a form per language but the default (always on). */
export function LanguagesTable({ languages, canWrite, refusal }: LanguagesTableProps) {
  return (
    <ul className="divide-y rounded-md border">
      {languages.map((language) => (
        <li key={language.tag} className="grid gap-4 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span lang={language.tag} dir={language.direction}>
                {language.nativeName}
              </span>
              <span className="text-sm font-normal text-muted-foreground">
                {language.englishName} · {language.tag}
              </span>
              {language.isDefault ? <Badge>Default</Badge> : null}
              {language.enabled ? <Badge variant="secondary">On</Badge> : <Badge variant="outline">Off</Badge>}
            </p>
            <p className="text-sm text-muted-foreground">
              {language.isDefault ? (
                <>
                  Always on, at the addresses without a prefix (<span className="font-mono">/services</span>). Make another language the default to move it to{" "}
                  <span className="font-mono">/{language.urlPrefix}</span>.
                </>
              ) : (
                <span className="font-mono">/{language.urlPrefix}/…</span>
              )}
            </p>
            {refusal?.tag === language.tag ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {refusal.message}
              </p>
            ) : null}
          </div>
          {canWrite && !language.isDefault ? <LanguageControls language={language} /> : null}
        </li>
      ))}
    </ul>
  );
}

function LanguageControls({ language }: { language: SiteLanguage }) {
  const busy = useNavigation().state === "submitting";
  const id = (field: string) => `language-${language.tag}-${field}`;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="tag" value={language.tag} />
        <div className="space-y-1">
          <Label htmlFor={id("prefix")}>Address prefix</Label>
          <Input id={id("prefix")} name="urlPrefix" defaultValue={language.urlPrefix} maxLength={URL_PREFIX_MAX} required className="w-28 font-mono" autoCapitalize="off" spellCheck={false} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={id("enabled")}>Visitors</Label>
          <Select id={id("enabled")} name="enabled" defaultValue={language.enabled ? "on" : "off"} className="w-32">
            <option value="on">On</option>
            <option value="off">Off</option>
          </Select>
        </div>
        <Button type="submit" variant="outline" disabled={busy}>
          Save<span className="sr-only"> {language.englishName}</span>
        </Button>
      </Form>
      {/* A link, not a send: the screen first shows what would move and asks to confirm. */}
      {language.enabled ? (
        <Button asChild variant="ghost">
          <Link to={`?make-default=${encodeURIComponent(language.tag)}`}>
            Make default<span className="sr-only"> {language.englishName}</span>
          </Link>
        </Button>
      ) : (
        <Button type="button" variant="ghost" disabled title="Switch the language on first">
          Make default<span className="sr-only"> {language.englishName}</span>
        </Button>
      )}
    </div>
  );
}
