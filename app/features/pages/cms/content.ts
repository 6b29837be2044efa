// Only the shape of a page's content lives here, free of Zod, so the public page can tell HTML from
// sections without downloading the section schemas; parsing is in content-parse.ts.
import type { Section } from "#app/sections/section-list.ts";

/** A page's content: either HTML written in the HTML editor, or sections from the visual editor. */
export type PageContent = { html: string } | { sections: Section[] };

export function isHtmlContent(content: PageContent): content is { html: string } {
  return "html" in content;
}
