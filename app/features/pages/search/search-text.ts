import { hasUnspacedScript } from "#app/lib/unspaced-script.ts";

/**
 * The site search's rules for text, shared by the index's writer and the search (no database here):
 * what a visitor's query becomes, which words make the vocabulary, and how alike two words are.
 */

/** A query is read up to this many characters (a longer one is cut, never refused). */
export const MAX_QUERY_LENGTH = 200;
/** At most this many terms count; the rest of a long query is ignored. */
export const MAX_TERMS = 8;
/** A term longer than this is cut: no word is, and the index's work grows with it. */
const MAX_TERM_LENGTH = 50;

/** Control, format, private-use, unassigned characters and lone surrogates: none is text anyone searches for. */
const NOT_TEXT = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/gu;
/** Leading and trailing marks that are no part of a word ("compliance," "(testing)" "«Qualität»"). */
const EDGE_PUNCTUATION = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;

export interface ParsedQuery {
  /** The query as it is shown back (cleaned and cut, in the visitor's case). */
  text: string;
  /** Lower-cased, distinct terms; a page must contain every one. Empty when there is nothing to search for. */
  terms: string[];
}

/**
 * A visitor's query as the search reads it. Any input is taken: it is cut to MAX_QUERY_LENGTH
 * characters, characters that are no text become spaces, and each space-separated word loses the
 * punctuation around it; what the query language of either database would read as an operator
 * (quotes, `*`, `NEAR(`, `AND`, `:`, `&`, `|`) is only text to the search (db/text-search.server.ts).
 */
export function parseSearchQuery(raw: string): ParsedQuery {
  // The slice before the rest bounds the work for a 10,000-character query; code points, so no pair is cut in two.
  const text = Array.from(raw.slice(0, MAX_QUERY_LENGTH * 2))
    .slice(0, MAX_QUERY_LENGTH)
    .join("")
    .replace(NOT_TEXT, " ")
    .normalize("NFKC")
    .replace(/\s+/gu, " ")
    .trim();
  const terms = new Set<string>();
  for (const word of text.toLowerCase().split(" ")) {
    const term = Array.from(word.replace(EDGE_PUNCTUATION, "")).slice(0, MAX_TERM_LENGTH).join("");
    if (term) terms.add(term);
    if (terms.size === MAX_TERMS) break;
  }
  return { text, terms: [...terms] };
}

/** Words shorter than this are not corrected (nor kept in the vocabulary): too many others look like them. */
const MIN_CORRECTED_LENGTH = 5;
const MAX_VOCABULARY_WORD = 32;

/** Whether a term is a word the vocabulary can hold, and so one a misspelling of which can be corrected. */
export function isVocabularyWord(term: string): boolean {
  const length = [...term].length;
  return length >= MIN_CORRECTED_LENGTH && length <= MAX_VOCABULARY_WORD && !/^\p{N}+$/u.test(term) && !hasUnspacedScript(term);
}

/** The distinct vocabulary words of a text, lower-cased. */
export function vocabularyWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) if (isVocabularyWord(word)) words.add(word);
  return words;
}

/**
 * How alike two words are, as pg_trgm's similarity() measures it: the trigrams they share over the
 * trigrams of either, each word padded with two spaces before and one after ("complaince" and
 * "compliance": 7 of 15, 0.47). One measure for both databases, whatever found the candidates.
 */
export function wordSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  const all = left.size + right.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** pg_trgm's own threshold for `%`: a word at least this alike is a candidate correction. */
export const MIN_SIMILARITY = 0.3;

/**
 * How many typos a word of this length may have and still be corrected: one from five letters, two
 * from nine (the rule Meilisearch and Typesense use), a swap of two neighbours counting as one.
 */
export function allowedTypos(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= MIN_CORRECTED_LENGTH ? 1 : 0;
}

/**
 * The edits that turn `a` into `b`: a letter added, dropped, changed, or two neighbours swapped
 * (optimal string alignment). "complaince" is one from "compliance" and two from "complain", which
 * trigrams alone would find more alike.
 */
export function typoDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

function trigrams(word: string): Set<string> {
  const letters = ["  ", ...word.toLowerCase(), " "].join("");
  const points = [...letters];
  const set = new Set<string>();
  for (let i = 0; i + 3 <= points.length; i++) set.add(points.slice(i, i + 3).join(""));
  return set;
}
