/**
 * Where a page stands in a language (docs/decisions/037-locale-model.md), derived, never stored:
 * Missing (no translation), Draft (never published), Outdated (the default language's page was saved
 * after the version it was translated from), Up to date.
 */
export const TRANSLATION_STATUSES = ["missing", "draft", "outdated", "up-to-date"] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

export function isTranslationStatus(value: unknown): value is TranslationStatus {
  return typeof value === "string" && (TRANSLATION_STATUSES as readonly string[]).includes(value);
}

export const TRANSLATION_STATUS_LABELS: Record<TranslationStatus, string> = {
  missing: "Missing",
  draft: "Draft",
  outdated: "Outdated",
  "up-to-date": "Up to date",
};

export function translationStatus(translation: { isPublished: boolean; sourceVersion: number | null } | undefined, sourceVersion: number): TranslationStatus {
  if (!translation) return "missing";
  if (!translation.isPublished) return "draft";
  return (translation.sourceVersion ?? 0) < sourceVersion ? "outdated" : "up-to-date";
}

/** Where the admin shows what changed in the source since a translation was made (routes/admin/translation-changes.tsx). */
export function translationChangesHref(translationId: string): string {
  return `/admin/translations/changes/${translationId}`;
}
