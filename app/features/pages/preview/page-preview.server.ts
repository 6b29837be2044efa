import type { PagePreviewData } from "../editor/page-editor-data.ts";
import { readDraftContent } from "../editor/page-form.server.ts";
import { withLibraryPictures } from "../cms/public-page-content.server.ts";
import { sanitizePageContent } from "../cms/sanitize-content.server.ts";

/**
 * The editor's Preview tab: the draft's content checked like a save and cleaned like a render, so
 * the preview shows exactly what visitors would get. Nothing is stored. Answers JSON, because the
 * editor asks with a plain fetch (a router fetcher would reload the editor's data after each POST).
 */
export async function previewPageContent(request: Request): Promise<Response> {
  const parsed = await readDraftContent(request);
  if (!parsed.ok) return answer({ ok: false, message: parsed.message }, parsed.status);
  return answer({ ok: true, content: withLibraryPictures(sanitizePageContent(parsed.content)) }, 200);
}

function answer(body: PagePreviewData, status: number): Response {
  return Response.json(body, { status });
}
