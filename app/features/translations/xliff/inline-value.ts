/**
 * The text of one XLIFF unit as the `xliff` package models it (README, "Using Inline Elements"):
 * plain text, or a list of text and inline codes. A `Span` is written as `<pc>` (a paired code
 * around text), a `Standalone` as `<ph/>` (a placeholder); the package reads `<sc>`/`<ec>` as
 * `SpanStart`/`SpanEnd`, which this site never writes, and an element it does not know as "".
 */
export type InlinePart = string | { Span: InlineCode & { contents?: InlineValue } } | { Standalone: InlineCode } | Record<string, InlineCode>;
export type InlineValue = string | InlinePart[];
export type InlineCode = { id?: string } & Record<string, unknown>;

export interface XliffUnitJs {
  source?: InlineValue;
  target?: InlineValue;
  note?: InlineValue | InlineValue[];
  additionalAttributes?: Record<string, string>;
  groupUnits?: Record<string, XliffUnitJs>;
}

export interface XliffJs {
  sourceLanguage?: string;
  targetLanguage?: string;
  resources?: Record<string, Record<string, XliffUnitJs>>;
}

/**
 * The package reads a value that is one code alone as that code's object, not a list of one: this
 * gives every value, and every code's contents, the one shape the rest of the room reads.
 */
export function normalizeInline(value: unknown): InlineValue {
  if (typeof value === "string") return value;
  const parts = Array.isArray(value) ? value : value !== null && typeof value === "object" ? [value] : [];
  return parts.map((part: unknown): InlinePart => {
    if (typeof part === "string") return part;
    if (part === null || typeof part !== "object") return "";
    const [kind, code] = Object.entries(part)[0] ?? ["", {}];
    if (code === null || typeof code !== "object") return "";
    const inner = code as InlineCode;
    return { [kind]: "contents" in inner ? { ...inner, contents: normalizeInline(inner.contents) } : inner };
  });
}

/**
 * A canonical form for comparing two values: codes by kind and id, adjacent text joined, and text
 * that is only white space left out, because the package's XML reader drops a text node of white
 * space between two codes (so a file's source never has one, whatever the page had).
 */
export function inlineKey(value: InlineValue | undefined): string {
  const out: string[] = [];
  let text = "";
  const flush = () => {
    if (text.trim() !== "") out.push(`t:${text}`);
    text = "";
  };
  const walk = (inner: InlineValue | undefined) => {
    if (inner === undefined) return;
    if (typeof inner === "string") {
      text += inner;
      return;
    }
    for (const part of inner) {
      if (typeof part === "string") {
        text += part;
        continue;
      }
      flush();
      const [kind, code] = Object.entries(part)[0] ?? ["?", {}];
      out.push(`${kind}:${String(code.id)}`);
      if (kind === "Span") {
        walk(code.contents as InlineValue | undefined);
        flush();
        out.push(`/${String(code.id)}`);
      }
    }
  };
  walk(value);
  flush();
  return JSON.stringify(out);
}

/** True when the value holds any text to translate (a target of only white space or nothing is "not translated"). */
export function hasText(value: InlineValue | undefined): boolean {
  return inlineKey(value) !== "[]";
}
