import fc from "fast-check";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "#tests/fixtures/xss-payloads.ts";
import { sanitizeHtml } from "./html-sanitizer.server.ts";
import { isSafeImageUrl, isSafeLinkUrl } from "./safe-url.ts";

/** The allowlist as this test expects it, written out independently of the sanitiser's own. */
const ALLOWED: Record<string, readonly string[]> = Object.fromEntries([
  ...["p", "br", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "blockquote", "code", "pre"]
    .concat(["ul", "ol", "li", "hr", "span", "div", "table", "thead", "tbody", "tr", "figure", "figcaption"])
    .concat(["section", "article", "address", "small", "sub", "sup"])
    .map((tag) => [tag, []]),
  ["a", ["href", "title", "target", "rel"]],
  ["img", ["src", "alt", "width", "height", "title", "loading"]],
  ["th", ["colspan", "rowspan", "scope"]],
  ["td", ["colspan", "rowspan", "scope"]],
]);
const TEXT_ALIGN_ONLY = /^text-align:(?:left|center|right|justify);?$/;
// eslint-disable-next-line no-control-regex -- browsers skip these inside a scheme, so the check does too
const SCHEME_NOISE = /[\u0000-\u0020\u007f-\u009f]/g;
const EXECUTABLE_SCHEME = /^(?:javascript|vbscript|livescript|data:text|data:image\/svg)/i;

interface ParsedElement {
  tag: string;
  attributes: Record<string, string>;
}

/** Reads the output back the way a browser would, element by element, instead of trusting regexes. */
function parse(html: string): { elements: ParsedElement[]; markupOtherThanElements: string[] } {
  const elements: ParsedElement[] = [];
  const markupOtherThanElements: string[] = [];
  const parser = new Parser(
    {
      onopentag: (tag, attributes) => elements.push({ tag, attributes }),
      oncomment: (comment) => markupOtherThanElements.push(`<!--${comment}-->`),
      onprocessinginstruction: (name, data) => markupOtherThanElements.push(`${name}: ${data}`),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { elements, markupOtherThanElements };
}

/** Everything that could run script in a visitor's browser; an empty list means the output is inert. */
function executableParts(output: string): string[] {
  const problems: string[] = [];
  if (/<script/i.test(output)) problems.push("a <script> tag");
  const { elements, markupOtherThanElements } = parse(output);
  problems.push(...markupOtherThanElements.map((markup) => `markup that is not an element: ${markup}`));
  for (const { tag, attributes } of elements) {
    const allowedAttributes = ALLOWED[tag];
    if (!allowedAttributes) {
      problems.push(`the element <${tag}>`);
      continue;
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (/^on/i.test(name)) problems.push(`the event handler ${name} on <${tag}>`);
      else if (name === "style") {
        if (!TEXT_ALIGN_ONLY.test(value)) problems.push(`the style "${value}" on <${tag}>`);
      } else if (!allowedAttributes.includes(name)) problems.push(`the attribute ${name} on <${tag}>`);
      if (EXECUTABLE_SCHEME.test(value.replace(SCHEME_NOISE, ""))) problems.push(`the URL ${name}="${value}" on <${tag}>`);
    }
    if (attributes.href !== undefined && !isSafeLinkUrl(attributes.href)) problems.push(`the link ${attributes.href}`);
    if (attributes.src !== undefined && !isSafeImageUrl(attributes.src)) problems.push(`the image ${attributes.src}`);
    if (attributes.target === "_blank" && !/\bnoopener\b/.test(attributes.rel ?? "")) problems.push("a new-tab link without noopener");
  }
  return problems;
}

describe("sanitizeHtml against the XSS corpus", () => {
  it("has at least 150 distinct payloads (issue F)", () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(150);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))("leaves nothing executable in %s", (payload) => {
    const output = sanitizeHtml(payload);
    expect(executableParts(output)).toEqual([]);
    expect(sanitizeHtml(output)).toBe(output);
  });

  it("refuses javascript: links however the scheme is disguised", () => {
    for (const href of ["jav&#x09;ascript:alert(1)", "&#106;avascript:alert(1)", "javascript&colon;alert(1)", " JAVA\nSCRIPT:alert(1)"]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
    }
  });

  it("drops the content of script-like elements rather than showing their code as text", () => {
    expect(sanitizeHtml("<p>Hello</p><script>alert(1)</script><style>p{}</style>")).toBe("<p>Hello</p>");
    expect(sanitizeHtml("<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">")).toBe("");
  });

  it("keeps the text of other refused elements", () => {
    expect(sanitizeHtml("<font color=red>Hello</font> <blink>world</blink>")).toBe("Hello world");
  });
});

describe("sanitizeHtml keeps the formatting staff use", () => {
  it.each([
    ["bold, italic, underline", "<p><strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u> <s>f</s></p>"],
    ["headings", "<h1>One</h1><h2>Two</h2><h3>Three</h3>"],
    ["lists", "<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>"],
    ["a link", "<p><a href=\"https://example.com/page?a=1&amp;b=2\" title=\"Example\">Example</a></p>"],
    ["relative, mailto and tel links", "<a href=\"/contact\">c</a><a href=\"#form\">f</a><a href=\"mailto:hi@example.com\">m</a><a href=\"tel:+4930123\">t</a>"],
    ["an image", "<img src=\"https://example.com/a.png\" alt=\"A chart\" width=\"300\" height=\"200\" loading=\"lazy\" />"],
    ["a base64 raster image", "<img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"\" />"],
    ["text alignment", "<p style=\"text-align:center\">c</p><h2 style=\"text-align:right\">r</h2><p style=\"text-align:justify\">j</p>"],
    ["tables", "<table><thead><tr><th scope=\"col\">A</th></tr></thead><tbody><tr><td colspan=\"2\">1</td></tr></tbody></table>"],
    ["quotes, code and rules", "<blockquote>q</blockquote><pre><code>x &lt; y</code></pre><hr />"],
    ["sectioning elements", "<section><article><figure><img src=\"/a.png\" alt=\"a\" /><figcaption>cap</figcaption></figure></article></section>"],
  ])("keeps %s unchanged", (_name, html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("normalises alignment styles and removes every other style", () => {
    expect(sanitizeHtml("<p style=\"text-align: center; color: red; background: url(x)\">c</p>")).toBe("<p style=\"text-align:center\">c</p>");
    expect(sanitizeHtml("<p style=\"color: red\">c</p>")).toBe("<p>c</p>");
    expect(sanitizeHtml("<p style=\"text-align: start\">c</p>")).toBe("<p>c</p>");
  });

  it("removes classes and ids", () => {
    expect(sanitizeHtml("<p class=\"lead\" id=\"top\">x</p>")).toBe("<p>x</p>");
  });

  it("makes new-tab links safe for the page that opened them", () => {
    expect(sanitizeHtml("<a href=\"https://example.com\" target=\"_blank\">x</a>")).toBe(
      "<a href=\"https://example.com\" target=\"_blank\" rel=\"noopener noreferrer\">x</a>",
    );
    expect(sanitizeHtml("<a href=\"https://example.com\" target=\"_blank\" rel=\"nofollow opener\">x</a>")).toBe(
      "<a href=\"https://example.com\" target=\"_blank\" rel=\"nofollow opener noopener noreferrer\">x</a>",
    );
    expect(sanitizeHtml("<a href=\"/\" target=\"someframe\">x</a>")).toBe("<a href=\"/\">x</a>");
  });

  it("removes images whose source is not allowed, and attribute values that are not", () => {
    expect(sanitizeHtml("<p>a<img src=\"javascript:alert(1)\" alt=\"x\">b</p>")).toBe("<p>ab</p>");
    expect(sanitizeHtml("<img src=\"/a.png\" loading=\"soon\" alt=\"a\">")).toBe("<img src=\"/a.png\" alt=\"a\" />");
    expect(sanitizeHtml("<table><tr><td scope=\"all\" colspan=\"x\">1</td></tr></table>")).toBe("<table><tr><td>1</td></tr></table>");
  });
});

/** HTML-ish fragments from which fast-check builds hostile documents. */
const FRAGMENTS = [
  "<", ">", "</", "/>", "/", " ", "\t", "\n", "\u0000", "=", "\"", "'", "`", "&", ";", "#", "&#x09;", "&#106;", "&lt;", "&quot;",
  "script", "SCRIPT", "img", "a", "p", "svg", "math", "style", "noscript", "title", "textarea", "xmp", "iframe", "template",
  "table", "td", "li", "ul", "select", "option", "!--", "-->", "<![CDATA[", "]]>", "?",
  "href", "src", "onerror", "onload", "onclick", "target", "_blank", "rel", "scope", "colspan",
  "style=\"text-align:center\"", "style=\"color:red\"", "javascript:", "java\tscript:", "JaVaScRiPt:", "vbscript:",
  "data:text/html,", "data:image/png;base64,AAAA", "data:image/svg+xml,", "https://example.com", "/x", "alert(1)",
];

describe("sanitizeHtml on generated input", () => {
  it("is idempotent and leaves nothing executable", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 60 }), (parts) => {
        const output = sanitizeHtml(parts.join(""));
        expect(executableParts(output)).toEqual([]);
        expect(sanitizeHtml(output)).toBe(output);
      }),
      { numRuns: 2000 },
    );
  });
});
