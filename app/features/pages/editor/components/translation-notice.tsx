import { Languages } from "lucide-react";
import { Link } from "react-router";
import { Label } from "#app/components/ui/label.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { TRANSLATION_STATUS_LABELS, translationChangesHref } from "../../translation-status.ts";
import type { TranslationInfo } from "../page-editor-loader.server.ts";

interface TranslationNoticeProps {
  translation: TranslationInfo;
  /** The side-by-side view is on. */
  showSource: boolean;
  onShowSource: (show: boolean) => void;
  /** The next save records the source's current version (the translation is up to date); null for Viewers. */
  matchesSource: { checked: boolean; onChange: (checked: boolean) => void } | null;
}

/**
 * Above a translation's editor: which language it is, where it stands against the page it was
 * translated from, the side-by-side view's switch, and the box that marks it up to date on save.
 */
export function TranslationNotice({ translation, showSource, onShowSource, matchesSource }: TranslationNoticeProps) {
  const { source } = translation;
  const outdated = translation.status === "outdated" && source;
  // Already made from (or marked against) the source's current version: nothing to mark.
  const behind = source !== null && translation.sourceVersion !== source.version;
  return (
    <div role="note" className="flex flex-wrap items-start gap-3 rounded-md border bg-muted/40 p-3 text-sm">
      <Languages className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 space-y-2">
        <p>
          <span className="font-medium">
            <span lang={translation.tag}>{translation.nativeName}</span> translation
          </span>{" "}
          · {TRANSLATION_STATUS_LABELS[translation.status]}
        </p>
        {outdated ? (
          <p className="text-muted-foreground">
            The {source.languageName} page was saved after this translation was made (version {translation.sourceVersion ?? "unknown"}; it is now at version {source.version}).{" "}
            <Link to={translationChangesHref(translation.id)} className="font-medium text-primary underline-offset-4 hover:underline">
              See what changed
            </Link>
          </p>
        ) : null}
        {source ? (
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <div className="flex items-center gap-2">
              <Switch id="translation-show-source" checked={showSource} onCheckedChange={onShowSource} />
              <Label htmlFor="translation-show-source">Show source</Label>
            </div>
            {matchesSource && behind ? (
              <label className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-primary" checked={matchesSource.checked} onChange={(event) => matchesSource.onChange(event.target.checked)} />
                Translation matches the current {source.languageName} page (marked on save)
              </label>
            ) : null}
          </div>
        ) : null}
      </div>
      {source ? (
        <Link to={`/admin/pages/edit/${source.id}`} className="font-semibold text-primary underline-offset-4 hover:underline">
          Open the {source.languageName} page
        </Link>
      ) : null}
    </div>
  );
}
