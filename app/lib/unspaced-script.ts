/**
 * Scripts written without spaces between words (Chinese, Japanese, Thai …): a run of such text is a
 * phrase, not a word, so word-based tools (a vocabulary, PostgreSQL's word parsers) cannot take it
 * apart, and the search compares it as a substring instead.
 */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

export function hasUnspacedScript(text: string): boolean {
  return UNSPACED_SCRIPT.test(text);
}
