import type { TranslationChanges } from "../translation-changes.server.ts";

/** The sentence above a translation's "What changed": what is compared, or why there is nothing to compare. */
export function TranslationChangesNote({
  comparison,
  sourceVersion,
  currentVersion,
  sourceName,
  languageName,
}: {
  comparison: TranslationChanges["comparison"];
  sourceVersion: number | null;
  currentVersion: number | null;
  sourceName: string;
  languageName: string;
}) {
  const text = {
    changed: `The ${languageName} translation was made from version ${sourceVersion} of the ${sourceName} page, which has been saved since; it is now at version ${currentVersion}. What differs between the two is highlighted: bring these changes into the translation.`,
    unchanged: `Nothing changed: the ${languageName} translation was made from version ${sourceVersion}, the ${sourceName} page's current version.`,
    "no-source": `The ${sourceName} page this translation was made from no longer exists.`,
    "no-revision":
      sourceVersion === null
        ? `This translation does not record which version of the ${sourceName} page it was made from, so what changed since cannot be shown. Compare it with the ${sourceName} page's current version (${currentVersion}) in the editor.`
        : `Version ${sourceVersion} of the ${sourceName} page is no longer among its revisions, so what changed since cannot be shown.`,
  }[comparison.kind];
  return <p className="text-sm">{text}</p>;
}
