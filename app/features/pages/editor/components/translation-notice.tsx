import { Languages } from "lucide-react";
import { Link } from "react-router";
import { TRANSLATION_STATUS_LABELS } from "../../translation-status.ts";
import type { TranslationInfo } from "../page-editor-loader.server.ts";

/** Above a translation's editor: which language it is, and where it stands against the page it was translated from. */
export function TranslationNotice({ translation }: { translation: TranslationInfo }) {
  const { source } = translation;
  const outdated = translation.status === "outdated" && source;
  return (
    <div role="note" className="flex flex-wrap items-start gap-3 rounded-md border bg-muted/40 p-3 text-sm">
      <Languages className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <p>
          <span className="font-medium">
            <span lang={translation.tag}>{translation.nativeName}</span> translation
          </span>{" "}
          · {TRANSLATION_STATUS_LABELS[translation.status]}
        </p>
        {outdated ? (
          <p className="text-muted-foreground">
            The {source.languageName} page was saved after this translation was made (version {translation.sourceVersion ?? "unknown"}; it is now at version {source.version}). Compare its revisions to see what changed.
          </p>
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
