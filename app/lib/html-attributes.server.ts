import { Parser } from "htmlparser2";

/** One attribute of one element, as the browser reads it: names lower-cased, the value with its entities decoded. */
export interface HtmlAttribute {
  element: string;
  name: string;
  value: string;
}

/**
 * `html` with the attributes `rewrite` gives a new value rewritten (`name="new value"`, escaped as the
 * sanitiser escapes it), and every other byte as it was: text, tags, the other attributes, their
 * quotes and order. The HTML is read by htmlparser2, the parser sanitize-html reads it with, so only
 * real attributes of real elements reach `rewrite`: never text that looks like one, a comment, or the
 * inside of another attribute's value ("<a title='href=&quot;/x&quot;'>").
 */
export function rewriteAttributes(html: string, rewrite: (attribute: HtmlAttribute) => string | undefined): string {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  let element = "";
  const parser = new Parser(
    {
      onopentagname(name) {
        element = name;
      },
      onattribute(name, value) {
        const next = rewrite({ element, name, value });
        // During this call the parser's indices span the attribute as written, name to closing quote.
        if (next !== undefined && next !== value) edits.push({ start: parser.startIndex, end: parser.endIndex, text: `${name}="${escapeAttribute(next)}"` });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  let out = html;
  for (const edit of edits.reverse()) out = `${out.slice(0, edit.start)}${edit.text}${out.slice(edit.end)}`;
  return out;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
