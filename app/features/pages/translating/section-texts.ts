import type { Section } from "#app/sections/section-list.ts";

/** One text of a section as the side-by-side view shows it: where it is ("Items 2 · Title") and what it says. */
export interface SectionText {
  label: string;
  text: string;
}

/** Keys that hold no words to translate: identities, positions, addresses, pictures and icons. */
const NOT_TEXT = /^(id|type|order|icon|variant|layout|style|align|theme|collection|filter|sort)$|(link|url|href|src|image|logo|avatar|photo|picture)$/i;

/**
 * The words a section holds, in order, for the side-by-side view: every non-empty string field but
 * those that are no words (an address, a picture, an icon), rich text as its plain text. Walks any
 * section type's fields, so a new type needs nothing here.
 */
export function sectionTexts(section: Section): SectionText[] {
  const texts: SectionText[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "string") {
      const text = plainText(value);
      if (text && !/^(\/|#|https?:|mailto:|tel:)/.test(text)) texts.push({ label: path.map(humanize).join(" · "), text });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, String(index + 1)]));
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) if (!NOT_TEXT.test(key)) walk(inner, [...path, key]);
    }
  };
  walk(section, []);
  return texts;
}

/** The section of the source that a translation's section translates: the same id (a copy keeps it), else the same position and type. */
export function matchingSection(sourceSections: readonly Section[], section: Section, index: number): Section | undefined {
  return sourceSections.find((candidate) => candidate.id === section.id) ?? [sourceSections[index]].find((candidate) => candidate?.type === section.type);
}

/**
 * The words of a rich text (or plain) field: tags dropped, a line break where a block or a <br> ends,
 * character references decoded. Also what the site search indexes of a page written as HTML.
 */
export function plainText(value: string): string {
  return value
    .replace(/<(br|\/p|\/li|\/h\d)[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#(\d{1,7});|&#x([0-9a-f]{1,6});/gi, (reference, decimal?: string, hex?: string) => codePoint(decimal ? Number(decimal) : Number.parseInt(hex!, 16)) ?? reference)
    // Last, so that "&amp;lt;" stays the text "&lt;".
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}

/** The character a numeric reference names, or undefined for none (a surrogate, NUL, past U+10FFFF). */
function codePoint(value: number): string | undefined {
  return value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff) ? String.fromCodePoint(value) : undefined;
}

/** "buttonText" → "Button text", "2" stays "2". */
function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
