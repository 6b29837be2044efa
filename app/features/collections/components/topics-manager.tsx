import { useId } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "#app/components/action-feedback.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { TAXONOMY_LIMITS } from "../taxonomy-schema.ts";
import { AddButton, LanguageRowButtons, LanguageRowForm, TaxonomyGroupCard, type TaxonomyLanguage } from "./taxonomy-parts.tsx";

export interface TopicGroup {
  translationKey: string;
  /** By language tag. */
  rows: Record<string, { id: string; name: string; slug: string } | undefined>;
}

/** Add a topic: its name (and slug) in the default language, which starts its group. */
export function AddTopicForm({ language }: { language: TaxonomyLanguage }) {
  const fetcher = useFetcher<ActionResult>();
  const id = useId();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" key={fetcher.data?.ok ? String(fetcher.data.message.description) : "form"}>
      <input type="hidden" name="intent" value="create-topic" />
      <input type="hidden" name="locale" value={language.tag} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>Name ({language.nativeName})</Label>
        <Input id={`${id}-name`} name="name" required maxLength={TAXONOMY_LIMITS.name} placeholder="Test purchases" lang={language.tag} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-slug`}>URL Slug (Optional)</Label>
        <Input id={`${id}-slug`} name="slug" maxLength={TAXONOMY_LIMITS.slug} placeholder="made from the name" />
      </div>
      <AddButton label="Add Topic" busy={busy} result={fetcher.data} />
    </fetcher.Form>
  );
}

/**
 * One topic in every language: its name and slug per language, saved one language at a time (a
 * missing language is added the same way), a language's name deleted, or the whole topic.
 */
export function TopicGroupCard({ group, languages, canWrite }: { group: TopicGroup; languages: readonly TaxonomyLanguage[]; canWrite: boolean }) {
  return (
    <TaxonomyGroupCard
      rows={group.rows}
      languages={languages}
      header={{ kind: "Topic", consequence: "Articles keep their text; they no longer show this topic.", canWrite, deletion: { intent: "delete-topic", translationKey: group.translationKey } }}
      row={(language, row) => <TaxonomyLanguageRow key={language.tag} translationKey={group.translationKey} language={language} row={row} canWrite={canWrite} />}
    />
  );
}

function TaxonomyLanguageRow({ translationKey, language, row, canWrite }: { translationKey: string; language: TaxonomyLanguage; row: TopicGroup["rows"][string]; canWrite: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const id = useId();
  return (
    <LanguageRowForm
      fetcher={fetcher}
      intent="save-topic"
      group={{ name: "translationKey", value: translationKey }}
      language={language}
      className="grid gap-2 rounded-md border p-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end"
    >
      <p className="text-sm font-medium sm:self-center" lang={language.tag}>
        {language.nativeName}
        {row ? null : <span className="block text-xs font-normal text-muted-foreground">Not translated</span>}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`} className="text-xs">
          Name
        </Label>
        <Input id={`${id}-name`} name="name" required defaultValue={row?.name ?? ""} maxLength={TAXONOMY_LIMITS.name} readOnly={!canWrite} lang={language.tag} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-slug`} className="text-xs">
          URL Slug
        </Label>
        <Input id={`${id}-slug`} name="slug" defaultValue={row?.slug ?? ""} maxLength={TAXONOMY_LIMITS.slug} readOnly={!canWrite} placeholder="made from the name" />
      </div>
      {canWrite ? (
        <LanguageRowButtons
          fetcher={fetcher}
          language={language}
          saveLabel={row ? "Save" : "Add"}
          saveVariant="outline"
          deletion={row ? { id: row.id, intent: "delete-topic-translation", label: `Delete the ${language.nativeName} name`, iconOnly: true } : null}
        />
      ) : null}
    </LanguageRowForm>
  );
}
