import { PAGE_FORM, SECTIONS_HTML_PATH, type SectionsHtmlData } from "#app/features/pages/editor/page-editor-data.ts";
import type { Section } from "#app/sections/section-list.ts";

/**
 * Asks the server for the sections as the sanitised HTML the public renderers draw. A plain fetch,
 * like the Preview tab's: a router fetcher's POST would reload the editor's data.
 */
export async function fetchSectionsHtml(sections: readonly Section[]): Promise<SectionsHtmlData> {
  const form = new FormData();
  form.set(PAGE_FORM.content, JSON.stringify({ sections }));
  try {
    const response = await fetch(SECTIONS_HTML_PATH, { method: "POST", body: form, headers: { accept: "application/json" } });
    return (await response.json()) as SectionsHtmlData;
  } catch {
    // Offline, or an answer that is not the route's JSON (a sign-in page after the session ended).
    return { ok: false, message: "The sections could not be converted. Please reload the page and try again." };
  }
}
