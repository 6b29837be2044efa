import type { InlinePart, InlineValue } from "./inline-value.ts";

/**
 * Rich text (sanitised HTML, features/pages/cms/sanitize-content.server.ts) as XLIFF inline codes,
 * and back. Every tag of the source becomes a numbered code: a `<pc>` around what an element holds,
 * a `<ph/>` for an empty one (br, img, hr). The file carries only the code's number and a hint for the
 * translator (`dispStart="strong"`); the tags themselves, attributes and all, stay on the server and
 * are taken from the current source when a target is read back. So a translator can move, nest or
 * drop codes, but cannot write an element, an attribute or an address: a code the source does not
 * have, or a code's second use, refuses the unit, and text is always text (escaped).
 */

export interface SourceCode {
  /** The element's name ("strong"), shown to translators. */
  name: string;
  /** The source's own opening tag, attributes included, as sanitised ("<a href="/de/kontakt">"). */
  open: string;
  /** Its closing tag; absent for an empty element (a `<ph/>`). */
  close?: string;
}

const VOID_ELEMENTS = new Set(["br", "img", "hr"]);
/** Sanitised HTML is a run of tags and text; a tag's attribute values are quoted and hold no raw "<" or ">". */
const TOKENS = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|[^<]+/g;

interface OpenSpan {
  parts: InlinePart[];
  id: string;
  name: string;
}

/** The source's rich text as a unit's value, and its codes by id ("1", "2" … in document order). */
export function htmlToInline(html: string): { value: InlinePart[]; codes: Map<string, SourceCode> } {
  const codes = new Map<string, SourceCode>();
  const root: InlinePart[] = [];
  const stack: OpenSpan[] = [];
  const current = () => stack.at(-1)?.parts ?? root;
  for (const match of html.matchAll(TOKENS)) {
    const [token, closing, rawName] = match;
    if (rawName === undefined) {
      current().push(decodeEntities(token));
      continue;
    }
    const name = rawName.toLowerCase();
    if (closing) {
      // Sanitised HTML closes what it opens; a stray end tag is dropped rather than guessed at.
      const open = stack.findLastIndex((span) => span.name === name);
      if (open < 0) continue;
      while (stack.length > open) closeSpan(stack, root, codes, `</${stack.at(-1)!.name}>`);
      continue;
    }
    const id = String(codes.size + 1);
    codes.set(id, { name, open: token });
    if (VOID_ELEMENTS.has(name) || token.endsWith("/>")) current().push({ Standalone: { id, type: "fmt", disp: name } });
    else stack.push({ parts: [], id, name });
  }
  while (stack.length > 0) closeSpan(stack, root, codes, `</${stack.at(-1)!.name}>`);
  return { value: withSpacesInside(root), codes };
}

function closeSpan(stack: OpenSpan[], root: InlinePart[], codes: Map<string, SourceCode>, close: string) {
  const span = stack.pop()!;
  codes.set(span.id, { ...codes.get(span.id)!, close });
  (stack.at(-1)?.parts ?? root).push({ Span: { id: span.id, type: "fmt", dispStart: span.name, dispEnd: span.name, contents: withSpacesInside(span.parts) } });
}

/**
 * The `xliff` package's XML reader drops a text node that is only white space between two codes
 * ("<b>a</b> <i>b</i>" would come back as "ab"). So such a space moves into the code after it (or
 * before it), where it is part of the text and survives; white space between blocks is dropped, as
 * HTML ignores it there.
 */
function withSpacesInside(parts: InlinePart[]): InlinePart[] {
  const out: InlinePart[] = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (typeof part !== "string" || part.trim() !== "" || parts.length === 1) {
      out.push(part);
      continue;
    }
    const next = parts[index + 1];
    const previous = out.at(-1);
    if (next && isInlineSpan(next)) next.Span.contents = [part, ...asParts(next.Span.contents)];
    else if (previous && isInlineSpan(previous)) previous.Span.contents = [...asParts(previous.Span.contents), part];
  }
  return out;
}

const BLOCK_ELEMENTS = new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre", "table", "thead", "tbody", "tr", "th", "td", "figure", "figcaption", "section", "article", "address"]);

function isInlineSpan(part: InlinePart): part is { Span: { id?: string; dispStart?: string; contents?: InlineValue } } {
  return typeof part !== "string" && "Span" in part && !BLOCK_ELEMENTS.has(String(part.Span.dispStart));
}

function asParts(value: InlineValue | undefined): InlinePart[] {
  if (value === undefined) return [];
  return typeof value === "string" ? [value] : value;
}

export type InlineResult = { ok: true; html: string } | { ok: false; problem: string };

/** The attributes XLIFF 2.0 defines for `<pc>` and `<ph>`; anything else on a code (`onclick`, `href`) is markup we refuse. */
const CODE_ATTRIBUTES = new Set([
  "id", "type", "subType", "disp", "dispStart", "dispEnd", "equiv", "equivStart", "equivEnd", "dataRef", "dataRefStart", "dataRefEnd",
  "canCopy", "canDelete", "canReorder", "canOverlap", "copyOf", "subFlows", "subFlowsStart", "subFlowsEnd", "dir", "contents",
]);

/** A translated value as HTML, built from the source's own tags; refused when it holds a code or markup the source does not. */
export function inlineToHtml(value: InlineValue, codes: ReadonlyMap<string, SourceCode>): InlineResult {
  const used = new Set<string>();
  const build = (inner: InlineValue): string => {
    if (typeof inner === "string") return escapeHtml(inner);
    return inner.map((part) => {
      // The package reads an element it does not know (<script>, <mrk>, a comment) as "".
      if (part === "") throw new Refusal("It contains markup that is not an XLIFF code of the source.");
      if (typeof part === "string") return escapeHtml(part);
      const [kind, code] = Object.entries(part)[0]!;
      const id = String(code.id);
      const source = codes.get(id);
      const extra = Object.keys(code).find((name) => !CODE_ATTRIBUTES.has(name));
      if (extra) throw new Refusal(`Its code ${id} carries "${extra}", which this site does not accept.`);
      if (!source || (kind !== "Span" && kind !== "Standalone")) throw new Refusal(`It contains a code the source does not have (${kind === "Span" ? "pc" : kind === "Standalone" ? "ph" : kind} ${id}).`);
      if (used.has(id)) throw new Refusal(`It uses the source's code ${id} twice.`);
      used.add(id);
      if (kind === "Standalone") {
        if (source.close !== undefined) throw new Refusal(`Code ${id} surrounds text in the source (a pc), not a placeholder.`);
        return source.open;
      }
      if (source.close === undefined) throw new Refusal(`Code ${id} is a placeholder in the source (a ph), not a pc.`);
      return `${source.open}${build((code.contents as InlineValue | undefined) ?? "")}${source.close}`;
    }).join("");
  };
  try {
    return { ok: true, html: build(value) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.message };
    throw error;
  }
}

/** A plain-text field's value: text only; a code in it is markup the field cannot hold. */
export function inlineToText(value: InlineValue): { ok: true; text: string } | { ok: false; problem: string } {
  if (typeof value === "string") return { ok: true, text: value };
  if (value.every((part) => typeof part === "string" && part !== "")) return { ok: true, text: value.join("") };
  return { ok: false, problem: "This field takes plain text, and the translation contains markup or codes." };
}

class Refusal extends Error {}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
