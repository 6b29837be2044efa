import sanitize, { type IOptions, type Transformer } from "sanitize-html";
import { isSafeImageUrl, isSafeLinkUrl } from "#app/lib/safe-url.ts";

/**
 * The HTML that staff write (HTML pages, text sections) is shown to every visitor, so it passes an
 * allowlist: formatting and structure only, no scripts, event handlers, embeds, forms or CSS beyond
 * text alignment. Everything not listed here is removed.
 *
 * The output is safe to re-parse the same way in any browser: every kept attribute is quoted and
 * escaped, all text is escaped, and none of the kept elements is a raw-text element (script,
 * style, textarea, title ...), so a browser cannot read the result differently from this parser.
 */

const ALLOWED_TAGS = [
  "p", "br", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s",
  "blockquote", "code", "pre", "ul", "ol", "li", "a", "img", "hr", "span", "div",
  "table", "thead", "tbody", "tr", "th", "td", "figure", "figcaption", "section", "article",
  "address", "small", "sub", "sup",
];


/**
 * Disallowed elements normally keep their text ("<xss>hi</xss>" becomes "hi"); these lose it too,
 * because their content is code, markup or form state rather than prose.
 */
const DROP_WITH_CONTENT = [
  "script", "style", "textarea", "option", "select", "xmp", "title", "noscript", "noembed", "noframes",
  "iframe", "template", "object", "svg", "math", "head",
];

const ALLOWED_TARGETS = new Set(["_blank", "_self"]);
const REL_TOKEN = /^[a-z-]+$/;
const CELL_SCOPES = new Set(["row", "col", "rowgroup", "colgroup"]);
const IMAGE_LOADING = new Set(["lazy", "eager"]);
const SPAN = /^[1-9][0-9]{0,2}$/;

type Attributes = Record<string, string>;

/**
 * Removes an attribute whose value is not acceptable. (sanitize-html's own `values` lists would
 * keep a refused attribute as an empty one, which then changes on a second pass.)
 */
function keepIf(attribs: Attributes, name: string, acceptable: (value: string) => boolean): void {
  const value = attribs[name];
  if (value !== undefined && !acceptable(value)) delete attribs[name];
}

/** Keeps safe links only; a link that opens a new tab cannot reach back to this page (rel=noopener). */
const transformLink: Transformer = (tagName, attribs) => {
  const next = { ...attribs };
  keepIf(next, "href", isSafeLinkUrl);

  const target = next.target?.trim().toLowerCase();
  if (target && ALLOWED_TARGETS.has(target)) next.target = target;
  else delete next.target;

  const rel = new Set((next.rel ?? "").toLowerCase().split(/\s+/).filter((token) => REL_TOKEN.test(token)));
  if (next.target === "_blank") rel.add("noopener").add("noreferrer");
  if (rel.size > 0) next.rel = [...rel].join(" ");
  else delete next.rel;

  return { tagName, attribs: next };
};

const transformImage: Transformer = (tagName, attribs) => {
  const next = { ...attribs };
  keepIf(next, "src", isSafeImageUrl);
  keepIf(next, "loading", (value) => IMAGE_LOADING.has(value));
  return { tagName, attribs: next };
};

const transformCell: Transformer = (tagName, attribs) => {
  const next = { ...attribs };
  keepIf(next, "scope", (value) => CELL_SCOPES.has(value));
  keepIf(next, "colspan", (value) => SPAN.test(value));
  keepIf(next, "rowspan", (value) => SPAN.test(value));
  return { tagName, attribs: next };
};

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "title", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan", "scope"],
    "*": ["style"],
  },
  allowedStyles: { "*": { "text-align": [/^(?:left|center|right|justify)$/] } },
  // A second line of defence behind the transforms above, which apply safe-url.ts's stricter rules.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: true,
  allowedClasses: {},
  allowVulnerableTags: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: { a: transformLink, img: transformImage, th: transformCell, td: transformCell },
  // An image whose source was refused would only show as a broken-image icon.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
