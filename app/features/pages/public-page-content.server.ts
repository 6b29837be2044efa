import { pictureLibraryImages } from "#app/features/media/rich-text-pictures.server.ts";
import { sanitizeHtml } from "#app/lib/html-sanitizer.server.ts";
import type { PageContent } from "./content.ts";
import { mapRichText } from "./sanitize-content.server.ts";

// Apart from sanitize-content.server.ts because drawing <picture> needs React components (.tsx), which
// the code Node runs directly (`npm run db:migrate` seeding the website pages) cannot load.
/**
 * A page's content as visitors (and the editor's Preview) get it: sanitised, then each library
 * image in its rich text drawn as a responsive <picture>. Only for rendering: what is stored and
 * what the editor edits keep the plain <img>.
 */
export function publicPageContent(content: PageContent): PageContent {
  return mapRichText(content, (html) => pictureLibraryImages(sanitizeHtml(html)));
}
