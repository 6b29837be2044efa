import { pictureLibraryImages } from "#app/features/media/rich-text-pictures.server.ts";
import type { PageContent } from "./content.ts";
import { mapRichText } from "./sanitize-content.server.ts";

// Apart from the page data modules (pages.server.ts, site-pages.server.ts), which return content
// sanitised only: drawing <picture> needs React components (.tsx), which the code Node runs
// directly (`npm run db:migrate` seeding the site pages, the benchmarks' setup) cannot load.
// The loaders that render a page apply it (tests/integration/plain-node-imports.test.ts).
/**
 * Sanitised page content as visitors (and the editor's Preview) get it: each library image in its
 * rich text drawn as a responsive <picture>. Only for rendering: what is stored and what the editor
 * edits keep the plain <img>.
 */
export function withLibraryPictures(sanitizedContent: PageContent): PageContent {
  return mapRichText(sanitizedContent, pictureLibraryImages);
}
