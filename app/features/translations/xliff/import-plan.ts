/** What an import would change, as the preview shows it (and nothing the browser must not see). */

interface UnitChange {
  id: string;
  label: string;
  /** The default language's text (rich text as its HTML). */
  source: string;
  /** The translation's text now; null when the page has no translation yet. */
  current: string | null;
  next: string;
}

/** A unit the import leaves alone, and why. */
export interface UnitHeld {
  id: string;
  label: string | null;
  reason: string;
}

export interface PagePlan {
  translationKey: string;
  sourceTitle: string;
  /** The default language's page, for a link to its editor. */
  sourceId: string;
  translation: { id: string; version: number; title: string } | null;
  /** The source's version the file was made from, and the source's version now. */
  fileVersion: number | null;
  sourceVersion: number;
  changes: UnitChange[];
  unchanged: number;
  untranslated: number;
  /** Units whose default-language text changed since the file was made: not applied. */
  flagged: UnitHeld[];
  /** Units the site does not know or cannot take (markup, an invalid slug): not applied. */
  refused: UnitHeld[];
  /** Every text of the page is translated by the file: applying records the file's version as the translation's source. */
  complete: boolean;
  /** Applying writes this page: it has changes, or records the file's version as the translation's source. */
  willWrite: boolean;
}

export interface ImportPlan {
  sourceLanguage: string;
  target: { tag: string; name: string; prefix: string };
  pages: PagePlan[];
  /** `<file>`s that name no page of the site. */
  refusedFiles: { id: string; reason: string }[];
  /** Ties an apply to this preview: any change to the pages or the file since gives another. */
  fingerprint: string;
}

/** The pages an apply would write. */
export function pagesToWrite(plan: Pick<ImportPlan, "pages">): PagePlan[] {
  return plan.pages.filter((page) => page.willWrite);
}

/** The number of texts an apply would write. */
export function changeCount(plan: Pick<ImportPlan, "pages">): number {
  return plan.pages.reduce((sum, page) => sum + page.changes.length, 0);
}
