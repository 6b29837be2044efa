import type { InlineValue } from "./inline-value.ts";
import type { PageUnit } from "./page-units.ts";
import { htmlToInline, type SourceCode } from "./rich-text-codes.ts";

/** A unit's value as the file carries it: text as it is, rich text as codes. */
export function unitInline(unit: PageUnit): InlineValue {
  return unit.kind === "html" ? htmlToInline(unit.value).value : unit.value;
}

/**
 * The tags a translated rich text is rebuilt with: for each of the source's codes, the translation's
 * own tag of the same element where the translation has one in the same order (its links already
 * point at the language's addresses, which an import must keep), else the source's.
 */
export function codesForTranslation(sourceHtml: string, translationHtml: string | undefined): ReadonlyMap<string, SourceCode> {
  const source = htmlToInline(sourceHtml).codes;
  if (translationHtml === undefined) return source;
  const own = [...htmlToInline(translationHtml).codes.values()];
  let next = 0;
  return new Map(
    [...source].map(([id, code]) => {
      const found = own.findIndex((candidate, index) => index >= next && candidate.name === code.name && (candidate.close === undefined) === (code.close === undefined));
      if (found < 0) return [id, code];
      next = found + 1;
      return [id, own[found]!];
    }),
  );
}

/** The translation's rich text as a target (codes numbered as the source's), or undefined when its elements differ from the source's. */
export function translationTarget(sourceHtml: string, translationHtml: string): InlineValue | undefined {
  const translation = htmlToInline(translationHtml);
  return sameShape(htmlToInline(sourceHtml).codes, translation.codes) ? translation.value : undefined;
}

function sameShape(a: ReadonlyMap<string, SourceCode>, b: ReadonlyMap<string, SourceCode>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, code] of a) {
    const other = b.get(id);
    if (!other || other.name !== code.name || (other.close === undefined) !== (code.close === undefined)) return false;
  }
  return true;
}
