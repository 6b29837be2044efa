import { sanitizeHtml } from "#app/lib/html-sanitizer.server.ts";
import type { Section } from "#app/sections/section-list.ts";
import { isHtmlContent, type PageContent } from "./content.ts";

/**
 * Cleans the HTML that staff wrote (the HTML editor's page, text sections) before it is stored and
 * again before it is rendered, so content stored by an older, laxer version is cleaned too. Other
 * sections hold plain text and URLs, which React escapes and the section schemas check.
 */
export function sanitizePageContent(content: PageContent): PageContent {
  if (isHtmlContent(content)) return { html: sanitizeHtml(content.html) };
  return { sections: content.sections.map(sanitizeSection) };
}

function sanitizeSection(section: Section): Section {
  if (section.type !== "text") return section;
  // A text section that failed its schema on read is kept as it was stored, so its content may not be a string.
  const content: unknown = section.content;
  return { ...section, content: typeof content === "string" ? sanitizeHtml(content) : "" };
}
