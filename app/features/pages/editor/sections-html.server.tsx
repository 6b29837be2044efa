import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { sanitizeHtml } from "#app/lib/html-sanitizer.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";
import { RenderSections } from "#app/features/contact/form/components/render-page-sections.tsx";
import { SECTION_LIMITS } from "#app/components/admin/fields/section-fields.ts";
import type { Section } from "#app/sections/section-list.ts";
import { isHtmlContent } from "../cms/content.ts";
import { readDraftContent } from "./page-form.server.ts";
import { sanitizePageContent } from "../cms/sanitize-content.server.ts";
import { resolvePageLinks } from "../links/page-links.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBook, languageOrDefault } from "#app/features/languages/public-address.ts";
import type { SectionsHtmlData } from "./page-editor-data.ts";

/** Bare spans (the renderers wrap words for animations) and empty boxes (decorations) mean nothing in static HTML. */
const BARE_SPAN = /<\/?span>/g;
const EMPTY_DIV = /<div>\s*<\/div>/g;

/** Elements after whose end tag a line break makes the HTML readable without changing what it shows. */
const BLOCK_END = /(<\/(?:p|h[1-6]|ul|ol|li|section|article|div|figure|table|tr|blockquote|address)>)(?!\n)/g;

/**
 * A section page's content for the HTML Editor, which would otherwise open empty (issue M): the
 * draft's sections checked like a save, drawn by the public renderers and passed through the
 * sanitiser, so the HTML offered is exactly what a save would keep. Nothing is stored. Answers JSON,
 * like the preview, because the editor asks with a plain fetch.
 */
export async function sectionsAsHtml(request: Request): Promise<Response> {
  const parsed = await readDraftContent(request);
  if (!parsed.ok) return answer({ ok: false, message: parsed.message }, parsed.status);
  if (isHtmlContent(parsed.content)) return answer({ ok: false, message: "The page has no sections to convert." }, 400);
  const html = await renderSectionsHtml(parsed.content.sections, parsed.language);
  if (html.length > SECTION_LIMITS.html) return answer({ ok: false, message: "The sections are too long for the HTML Editor. Please start empty." }, 400);
  return answer({ ok: true, html }, 200);
}

/**
 * The sections as visitors get them, as sanitised HTML. Renderers that show site details (contact
 * block, legal documents) read the root route's data, so the sections render inside a static router
 * that holds it, as on the public page.
 */
async function renderSectionsHtml(sections: readonly Section[], language: string | null): Promise<string> {
  // HTML holds addresses only: a link to a page becomes where the page is now (it no longer follows it).
  const book = addressBook(await listLanguages());
  const cleaned = await resolvePageLinks(sanitizePageContent({ sections: [...sections] }), languageOrDefault(language, book), book);
  const drawn = isHtmlContent(cleaned) ? [] : cleaned.sections;
  const { settings } = await getSiteSettings();
  const handler = createStaticHandler([
    {
      id: "root",
      path: "*",
      loader: () => ({ site: { origin: publicOrigin(), ...settings } }),
      Component: () => <RenderSections sections={drawn} context={{ path: "/", formStamp: "" }} />,
    },
  ]);
  const context = await handler.query(new Request(new URL("/", publicOrigin())));
  if (context instanceof Response) throw new Error("The sections could not be drawn.");
  const markup = renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
  return sanitizeHtml(tidy(sanitizeHtml(markup))).trim();
}

/** Runs on sanitised HTML, where every tag is as the sanitiser writes it, so the patterns match exactly. */
function tidy(html: string): string {
  // Only when no span carries an attribute: an end tag cannot tell which start tag it closes.
  let tidied = /<span\s/.test(html) ? html : html.replace(BARE_SPAN, "");
  for (let before = ""; before !== tidied; ) {
    before = tidied;
    tidied = tidied.replace(EMPTY_DIV, "");
  }
  return tidied.replace(BLOCK_END, "$1\n");
}

function answer(body: SectionsHtmlData, status: number): Response {
  return Response.json(body, { status });
}
