import { sanitizeHtml } from "#app/lib/html-sanitizer.server.ts";
import { sectionDefinition } from "#app/sections/registry.ts";
import { isKnownSection, type Section } from "#app/sections/section-list.ts";
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
  const field = isKnownSection(section) ? sectionDefinition(section).htmlField : undefined;
  if (!field) return section;
  // A section that failed its schema on read is kept as it was stored, so its HTML may not be a string.
  const html: unknown = (section as Record<string, unknown>)[field];
  return { ...section, [field]: typeof html === "string" ? clean(html) : "" };
}
