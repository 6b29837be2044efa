import { ArrowLeft, Plus, Save, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useFetcher, type FetcherWithComponents } from "react-router";
import { ActionFeedback, type ActionResult } from "#app/components/action-feedback.tsx";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { COLLECTIONS } from "../collections.ts";

/**
 * What the Topics and Authors screens share: their heading, a group's card (a topic or an author in
 * every language: its heading with Delete, a row per language), a language row's form and buttons,
 * the Add button.
 */

/** A language of the site as the screens list it. */
export interface TaxonomyLanguage {
  tag: string;
  nativeName: string;
  isDefault: boolean;
}

/** Back to Insights, the screen's title and what it is for. */
export function TaxonomyScreenHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="space-y-2">
      <Link to={COLLECTIONS.insights.adminPath} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> Insights
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{intro}</p>
    </header>
  );
}

/** One topic or author in every language: its heading (named in the first language it has) and a row per language. */
export function TaxonomyGroupCard<Row extends { name: string }>({
  rows,
  languages,
  header,
  row,
}: {
  /** By language tag. */
  rows: Readonly<Record<string, Row | undefined>>;
  languages: readonly TaxonomyLanguage[];
  header: Omit<GroupCardHeaderProps, "name">;
  /** The form of one language: its row, or undefined where the language has none yet. */
  row: (language: TaxonomyLanguage, current: Row | undefined) => ReactNode;
}) {
  const main = languages.map((language) => rows[language.tag]).find(Boolean);
  return (
    <Card>
      <GroupCardHeader name={main?.name ?? header.kind} {...header} />
      <CardContent className="space-y-3">{languages.map((language) => row(language, rows[language.tag]))}</CardContent>
    </Card>
  );
}

interface GroupCardHeaderProps {
  name: string;
  note?: ReactNode;
  kind: "Topic" | "Author";
  consequence: string;
  canWrite: boolean;
  /** The form that deletes the group. */
  deletion: Record<string, string>;
}

/** A topic's or author's card heading: its name, a line under it, and (for writers) Delete in every language, confirmed first. */
function GroupCardHeader({
  name,
  note,
  kind,
  consequence,
  canWrite,
  deletion: fields,
}: GroupCardHeaderProps) {
  const deletion = useFetcher<ActionResult>();
  return (
    <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
      <div>
        <CardTitle className="text-base">{name}</CardTitle>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      {canWrite ? (
        <>
          <ConfirmDialog
            trigger={
              <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={deletion.state !== "idle"}>
                <Trash2 aria-hidden /> Delete {kind}
                <span className="sr-only"> {name}</span>
              </Button>
            }
            title={`Delete ${kind}`}
            description={`Delete "${name}" in every language? ${consequence}`}
            confirmLabel="Delete"
            destructive
            onConfirm={() => void deletion.submit(fields, { method: "post" })}
          />
          <ActionFeedback result={deletion.data} />
        </>
      ) : null}
    </CardHeader>
  );
}

/** An Add form's button and its outcome. */
export function AddButton({ label, busy, result }: { label: string; busy: boolean; result: ActionResult | undefined }) {
  return (
    <>
      <Button type="submit" disabled={busy}>
        <Plus aria-hidden /> {busy ? "Adding..." : label}
      </Button>
      <ActionFeedback result={result} />
    </>
  );
}

/**
 * One language's form of a group: it posts `intent` with the group's key and the language, and shows
 * its outcome under the fields.
 */
export function LanguageRowForm({
  fetcher,
  intent,
  group,
  language,
  className,
  children,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  intent: string;
  /** The group's key field ("translationKey", "authorKey") and its value. */
  group: { name: string; value: string };
  language: TaxonomyLanguage;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={group.name} value={group.value} />
      <input type="hidden" name="locale" value={language.tag} />
      {children}
      <ActionFeedback result={fetcher.data} />
    </fetcher.Form>
  );
}

/**
 * A language row's Save (naming the language for screen readers) and, for a language other than the
 * default that has its row, the Delete that removes that language's row alone.
 */
export function LanguageRowButtons({
  fetcher,
  language,
  saveLabel,
  saveVariant,
  deletion,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  language: TaxonomyLanguage;
  saveLabel: string;
  saveVariant?: "outline";
  /** The row's id, the intent that deletes it and the button's words (`label` shown, or only read out with `iconOnly`). */
  deletion: { id: string; intent: string; label: string; iconOnly?: boolean } | null;
}) {
  const busy = fetcher.state !== "idle";
  return (
    <div className="flex flex-wrap gap-1">
      <Button type="submit" size="sm" variant={saveVariant} disabled={busy}>
        <Save aria-hidden /> {saveLabel}
        <span className="sr-only"> {language.nativeName}</span>
      </Button>
      {deletion && !language.isDefault ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          disabled={busy}
          onClick={() => void fetcher.submit({ intent: deletion.intent, id: deletion.id }, { method: "post" })}
        >
          <Trash2 aria-hidden />
          {deletion.iconOnly ? <span className="sr-only">{deletion.label}</span> : ` ${deletion.label}`}
        </Button>
      ) : null}
    </div>
  );
}
