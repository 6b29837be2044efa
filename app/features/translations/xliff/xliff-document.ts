import js2xliff from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import { normalizeInline, type InlineValue, type XliffUnitJs } from "./inline-value.ts";
import { xliffStructureProblem } from "./xliff-structure.ts";

/**
 * One XLIFF 2.0 document: a `<file>` per page (its id the page's translation key), a `<unit>` per
 * text. Each unit also records the version of the default-language page it was made from, as an
 * attribute of this site's own namespace (XLIFF 2.0 allows other namespaces' attributes on a unit,
 * and the `xliff` package writes and reads only a unit's attributes, not a file's). A translation
 * tool keeps it; the import compares it, and the unit's source text, with the page as it is now.
 */

const SITE_NAMESPACE = "urn:brandcheck:xliff:1";
const VERSION_ATTRIBUTE = "bc:sourceVersion";

interface XliffUnit {
  id: string;
  source: InlineValue;
  target?: InlineValue;
  /** The translator's hint: where on the page the text is. Not read back. */
  note?: string;
}

export interface XliffFile {
  /** The page's translation key. */
  id: string;
  sourceVersion: number;
  units: XliffUnit[];
}

export interface XliffDocument {
  sourceLanguage: string;
  targetLanguage: string;
  files: XliffFile[];
}

export function buildXliff(document: XliffDocument): Promise<string> {
  const resources = Object.fromEntries(
    document.files.map((file) => [
      file.id,
      Object.fromEntries(
        file.units.map((unit): [string, XliffUnitJs] => [
          unit.id,
          {
            source: unit.source,
            ...(unit.target === undefined ? {} : { target: unit.target }),
            ...(unit.note ? { note: unit.note } : {}),
            // canResegment="no": a tool must not split the text into segments; xml:space="preserve": nor tidy its line breaks, which separate paragraphs.
            additionalAttributes: { canResegment: "no", "xml:space": "preserve", "xmlns:bc": SITE_NAMESPACE, [VERSION_ATTRIBUTE]: String(file.sourceVersion) },
          },
        ]),
      ),
    ]),
  );
  // On one line: the package's indentation would add white space inside mixed text and codes.
  return js2xliff({ sourceLanguage: document.sourceLanguage, targetLanguage: document.targetLanguage, resources }, { indent: "" });
}

/** A file's units as read; `sourceVersion` is null when a unit does not say (a file from elsewhere). */
export interface ReadXliffFile {
  id: string;
  units: (XliffUnit & { sourceVersion: number | null })[];
}

export type ReadXliff = { ok: true; document: { sourceLanguage: string; targetLanguage: string; files: ReadXliffFile[] } } | { ok: false; message: string };

/** Reads an uploaded file (its bytes, so the encoding is checked too). Every refusal says why in words staff can act on. */
export async function readXliff(bytes: Uint8Array): Promise<ReadXliff> {
  let text: string;
  try {
    // Line ends as XML reads them (XML 1.0, 2.11): a file saved on Windows, or sent back through a form field (which sends CRLF), reads the same.
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes).replace(/\r\n?/g, "\n");
  } catch {
    return { ok: false, message: "The file is not UTF-8 text. Save it as UTF-8 (XLIFF's default encoding) and try again." };
  }
  const problem = xliffStructureProblem(text);
  if (problem) return { ok: false, message: problem };
  let model: Awaited<ReturnType<typeof xliff2js>>;
  try {
    model = await xliff2js(text, {});
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : "";
    return { ok: false, message: `The file is not well-formed XML${reason ? ` (${reason})` : ""}.` };
  }
  if (!model.sourceLanguage || !model.targetLanguage) return { ok: false, message: "The file does not name its source and target languages (srcLang, trgLang)." };
  const files = Object.entries(model.resources ?? {}).map(([id, units]) => ({ id, units: flattenUnits(units) }));
  if (files.length === 0) return { ok: false, message: "The file holds no pages." };
  return { ok: true, document: { sourceLanguage: model.sourceLanguage, targetLanguage: model.targetLanguage, files } };
}

/** Units in file order; a tool that grouped them (`<group>`) changes nothing. */
function flattenUnits(units: Record<string, XliffUnitJs>): ReadXliffFile["units"] {
  return Object.entries(units).flatMap(([id, unit]) => {
    // The package lists a file's elements it does not know under "_additionalElements"; they hold no text to import.
    if (Array.isArray(unit)) return [];
    if (unit.groupUnits) return flattenUnits(unit.groupUnits);
    const version = Number(unit.additionalAttributes?.[VERSION_ATTRIBUTE]);
    return [{ id, source: normalizeInline(unit.source ?? ""), target: unit.target === undefined ? undefined : normalizeInline(unit.target), sourceVersion: Number.isSafeInteger(version) && version > 0 ? version : null }];
  });
}
