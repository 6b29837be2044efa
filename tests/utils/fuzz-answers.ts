// Whether a refusal (a 4xx) tells a person what went wrong, for the form and action fuzz test. React
// Router answers a form post with the whole page (its data in the hydration script) or, for a
// `.data` request, with the data alone; either way the message is a sentence among its strings.

/** Words the app's refusal messages use; a sentence with one of them reads as an explanation. */
const EXPLAINS =
  /\b(please|could not|cannot|can't|can be at most|too large|is required|unknown|not valid|invalid|not found|no longer|expired|missing|must|already|not correct|too many|try again|error|quicker|by invitation|not allowed|unauthorized|forbidden|failed|not|do not match)\b/i;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** The sentence-like strings of a body: at least three words, some letters, not too long. */
export function sentencesIn(body: string): Set<string> {
  const decoded = body
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
  const sentences = new Set<string>();
  for (const piece of decoded.split(/[<>"\\[\]{}]/)) {
    const sentence = piece.trim();
    if (sentence.length <= 500 && /[A-Za-z]/.test(sentence) && sentence.split(/\s+/).length >= 3) sentences.add(sentence);
  }
  return sentences;
}

/**
 * The explanation a refused form post carries that the page itself (`baseline`, the same page
 * fetched with GET) does not, and that is not the visitor's own input echoed back (`sent`), or
 * undefined when there is none. In data (a `.data` answer, a resource route's JSON) it is the value
 * of a message field.
 */
export function refusalMessage(body: string, baseline: ReadonlySet<string>, sent: readonly string[]): string | undefined {
  // `"message","…"` in React Router's data stream, `"message":"…"` in the JSON of a resource route;
  // a toast's description before its title, which may be a bare "Error".
  for (const key of ["description", "formError", "message", "title"]) {
    const keyed = new RegExp(`"${key}"[,:]"([^"]+)"`).exec(body)?.[1];
    if (keyed) return keyed;
  }
  for (const sentence of sentencesIn(body)) {
    if (!baseline.has(sentence) && EXPLAINS.test(sentence) && !sent.some((value) => value.includes(sentence))) return sentence;
  }
  return undefined;
}

/** The message of a JSON refusal: `message` or `error` (better-auth and the preview answer so). */
export function jsonRefusalMessage(body: string): string | undefined {
  try {
    const json = JSON.parse(body) as { message?: unknown; error?: unknown };
    const message = typeof json.message === "string" ? json.message : typeof json.error === "string" ? json.error : undefined;
    return message?.trim() ? message : undefined;
  } catch {
    return undefined;
  }
}
