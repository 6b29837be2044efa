import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";
import { TRANSLATION_STATUS_LABELS, type TranslationStatus } from "../../translation-status.ts";

const STATUS_STYLES: Record<TranslationStatus, string> = {
  missing: "border-dashed text-muted-foreground",
  draft: "border-amber-300 bg-amber-50 text-amber-900",
  outdated: "border-orange-300 bg-orange-50 text-orange-900",
  "up-to-date": "border-emerald-300 bg-emerald-50 text-emerald-900",
};

/** The pill a translation's status is shown in (the Website Pages card, the editor's language switcher). */
export function translationChipClass(status: TranslationStatus | null): string {
  return cn("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium", status ? STATUS_STYLES[status] : "bg-muted");
}

/** "Deutsch: Draft", the language in its own words and its own `lang`. */
export function TranslationChipText({ tag, nativeName, status }: { tag: string; nativeName: string; status: TranslationStatus | null }): ReactNode {
  return (
    <>
      <span lang={tag}>{nativeName}</span>
      {status ? `: ${TRANSLATION_STATUS_LABELS[status]}` : null}
    </>
  );
}
