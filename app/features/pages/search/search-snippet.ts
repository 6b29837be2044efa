/**
 * Highlighted text for a search result: parts of a plain text (the index holds no markup), each
 * marked or not. The page draws each part as text, a marked one inside <mark>, so nothing a page or a
 * visitor wrote is ever read as HTML.
 */
export interface TextPart {
  text: string;
  marked: boolean;
}

/** About how long a result's snippet is, in characters. */
const SNIPPET_LENGTH = 220;
/** How much text comes before the first match, so it is read in context. */
const LEAD = 60;
/** How far a cut may move to fall between words rather than inside one. */
const WORD_REACH = 20;

/** `text` in parts, every occurrence of a term (any case) marked. */
export function highlight(text: string, terms: readonly string[]): TextPart[] {
  const pattern = termPattern(terms);
  if (!pattern) return text ? [{ text, marked: false }] : [];
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), marked: false });
    parts.push({ text: match[0], marked: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/**
 * A passage of `text` around the first occurrence of a term (its start when none occurs: a word
 * the language's stemming found), about SNIPPET_LENGTH characters, cut between words where the text
 * has spaces, with "…" where it was cut, and highlighted.
 */
export function snippet(text: string, terms: readonly string[]): TextPart[] {
  // The index keeps a page's texts (a heading, a button, a paragraph) one a line: a dot tells them apart where no full stop does.
  const flat = text
    .replace(/([^.!?:;。！？])[ \t]*\n\s*/gu, "$1 · ")
    .replace(/\s+/g, " ")
    .trim();
  const first = termPattern(terms)?.exec(flat)?.index ?? 0;
  let start = first <= LEAD ? 0 : wordBoundary(flat, first - LEAD, 1);
  let end = start + SNIPPET_LENGTH >= flat.length ? flat.length : wordBoundary(flat, start + SNIPPET_LENGTH, -1);
  if (end <= start) end = Math.min(flat.length, start + SNIPPET_LENGTH);
  start = pairSafe(flat, start);
  end = pairSafe(flat, end);
  const passage = `${start > 0 ? "…" : ""}${flat.slice(start, end).trim()}${end < flat.length ? "…" : ""}`;
  return highlight(passage, terms);
}

function termPattern(terms: readonly string[]): RegExp | undefined {
  const sorted = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return undefined;
  return new RegExp(sorted.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "giu");
}

/** The nearest space at or after (`direction` 1) or before (-1) `index`, within WORD_REACH; `index` itself when there is none (Chinese). */
function wordBoundary(text: string, index: number, direction: 1 | -1): number {
  for (let step = 0; step <= WORD_REACH; step++) {
    const at = index + step * direction;
    if (at <= 0 || at >= text.length) break;
    if (text[at] === " ") return direction === 1 ? at + 1 : at;
  }
  return index;
}

/** `index`, moved back one when it would fall between the halves of a surrogate pair. */
function pairSafe(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return index > 0 && code >= 0xdc00 && code <= 0xdfff ? index - 1 : index;
}
