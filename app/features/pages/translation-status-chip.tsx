import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { TRANSLATION_STATUS_LABELS, type TranslationStatus } from "./translation-status.ts";

/** One colour per status, the same on every screen that shows one (the Website Pages list, the editor's languages, the Translations screen). */
const STATUS_STYLES: Record<TranslationStatus, string> = {
  missing: "border-dashed text-muted-foreground",
  draft: "border-amber-300 bg-amber-50 text-amber-900",
  outdated: "border-orange-300 bg-orange-50 text-orange-900",
  "up-to-date": "border-emerald-300 bg-emerald-50 text-emerald-900",
};

/** The pill a translation's status is shown in; without a status (the default language's own page) a plain one. */
export function translationChipClass(status: TranslationStatus | null): string {
  return cn("inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium", status ? STATUS_STYLES[status] : "bg-muted");
}

/** A translation's status as a small rounded chip; a link when `to` is given. Without children it reads the status ("Outdated"). */
export function TranslationStatusChip({ status, to, children }: { status: TranslationStatus; to?: string; children?: ReactNode }) {
  const className = translationChipClass(status);
  const text = children ?? TRANSLATION_STATUS_LABELS[status];
  return to ? (
    <Link to={to} className={cn(className, "underline-offset-2 hover:underline")}>
      {text}
    </Link>
  ) : (
    <span className={className}>{text}</span>
  );
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
