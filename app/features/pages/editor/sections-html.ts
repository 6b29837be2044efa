/** The answer of the route that turns a page's sections into HTML for the HTML Editor. */
export type SectionsHtmlData = { ok: true; html: string } | { ok: false; message: string };

/** Where the editor asks for its sections as HTML (routes/admin/page-sections-html.ts). */
export const SECTIONS_HTML_PATH = "/admin/pages/sections-html";
