import { sanitizeHtml } from "#app/lib/html-sanitizer.server.ts";
import type { Section } from "#app/sections/section-list.ts";
import { isHtmlContent, type PageContent } from "./content.ts";

/**
 * Cleans the HTML that staff wrote (the HTML editor's page, text sections) before it is stored and
 * again before it is rendered, so content stored by an older, laxer version is cleaned too. Other
 * sections hold plain text and URLs, which React escapes and the section schemas check.
 */
export function sanitizePageContent(content: PageContent): PageContent {
  return mapRichText(content, sanitizeHtml);
}

/** Applies `clean` to the page's HTML, or to every text section's. */
export function mapRichText(content: PageContent, clean: (html: string) => string): PageContent {
  if (isHtmlContent(content)) return { html: clean(content.html) };
  return { sections: content.sections.map((section) => mapSectionRichText(section, clean)) };
}

function mapSectionRichText(section: Section, clean: (html: string) => string): Section {
  if (section.type !== "text") return section;
  // A text section that failed its schema on read is kept as it was stored, so its content may not be a string.
  const content: unknown = section.content;
  return { ...section, content: typeof content === "string" ? clean(content) : "" };
}
