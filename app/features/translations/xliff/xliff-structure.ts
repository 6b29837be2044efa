/**
 * What an uploaded file must be before the `xliff` package reads it. The package reads leniently:
 * it drops an element it does not know (a `<script>` or `<mrk>` in a target comes back as ""), keeps
 * only the last of a unit's segments, and does not look at the namespace. An import must refuse such
 * a file, not quietly lose part of it, so this pass checks the document's elements first. It runs on
 * text that is still to be parsed, so it refuses whatever an XML parser could be made to expand or
 * fetch (a DOCTYPE: external entities, the "billion laughs"), and bounds depth and size, so nothing
 * after it recurses deeper than MAX_DEPTH.
 */

const XLIFF_NAMESPACE = "urn:oasis:names:tc:xliff:document:2.0";
const MAX_DEPTH = 40;
const MAX_ELEMENTS = 100_000;
/** The codes a unit's text may hold: those this site writes (rich-text-codes.ts). */
const INLINE_ELEMENTS = new Set(["pc", "ph"]);

/** Comments and CDATA hold text only; with them out of the way, every "<" starts a tag (a DOCTYPE is refused before). */
const COMMENT_OR_CDATA = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g;
const TAG = /<(\/?)([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;

export function xliffStructureProblem(text: string): string | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return "The file declares a DOCTYPE or entities, which an XLIFF file never needs. It was not read.";
  const declaration = /^\s*<\?xml\b([^?]*)\?>/.exec(text);
  const encoding = declaration ? /encoding\s*=\s*["']([^"']+)["']/i.exec(declaration[1]!)?.[1] : undefined;
  if (encoding && encoding.toLowerCase() !== "utf-8") return `The file says it is encoded as ${encoding}. Save it as UTF-8 and try again.`;
  const body = (declaration ? text.slice(declaration[0].length) : text).replace(COMMENT_OR_CDATA, "");
  if (body.includes("<?")) return "The file contains processing instructions, which an XLIFF file never needs. It was not read.";

  const stack: string[] = [];
  let elements = 0;
  let segments = 0;
  for (const [, closing, name, attributes, selfClosing] of body.matchAll(TAG)) {
    if (closing) {
      stack.pop();
      continue;
    }
    elements += 1;
    if (elements > MAX_ELEMENTS) return `The file has more than ${MAX_ELEMENTS} elements. Export fewer pages at a time.`;
    const parent = stack.at(-1);
    if (parent === undefined) {
      if (stack.length === 0 && elements > 1) return "The file has more than one root element.";
      const rootProblem = xliffRootProblem(name!, attributes!);
      if (rootProblem) return rootProblem;
    }
    if (name === "unit") segments = 0;
    if (name === "segment" && (segments += 1) > 1) return "A unit in the file was split into several segments. Join them in your translation tool (or keep its segmentation unchanged) and export again.";
    if ((stack.includes("source") || stack.includes("target")) && !INLINE_ELEMENTS.has(name!)) {
      return `A translation contains the element <${name}>, which is not one of the source's codes. Only the codes the file came with (pc and ph) may be used.`;
    }
    if (!selfClosing) {
      stack.push(name!);
      if (stack.length > MAX_DEPTH) return `The file's elements are nested more than ${MAX_DEPTH} deep, deeper than any XLIFF file this site writes.`;
    }
  }
  if (elements === 0) return "The file is not an XLIFF file: it has no elements.";
  return null;
}

function xliffRootProblem(name: string, attributes: string): string | null {
  if (name !== "xliff") return `The file is not an XLIFF file: its root element is <${name}>.`;
  const attribute = (key: string) => new RegExp(`\\s${key}\\s*=\\s*["']([^"']*)["']`).exec(attributes)?.[1];
  const version = attribute("version");
  if (attribute("xmlns") !== XLIFF_NAMESPACE || version !== "2.0") {
    return `The file is XLIFF ${version ?? "of an unknown version"}; this site reads XLIFF 2.0 (namespace ${XLIFF_NAMESPACE}). Export it from your tool as XLIFF 2.0.`;
  }
  return null;
}
