import { useEffect, useState } from "react";
import type { PageContent } from "#app/features/pages/cms/content.ts";
import { PAGE_FORM } from "#app/features/pages/editor/page-editor-data.ts";
import type { PagePreviewData } from "#app/features/pages/preview/preview.ts";

/** The preview route's answer, with the content it answers for. */
export type CleanedContent = { body: string } & PagePreviewData;

interface CleanedContentState {
  /** The answer for exactly this content, or null until it arrives. */
  current: CleanedContent | null;
  /** The newest content the route accepted, even if the editor has moved on since (the live preview keeps showing it). */
  lastAccepted: Extract<CleanedContent, { ok: true }> | null;
  /** The newest answer, accepted or not. */
  latest: CleanedContent | null;
}

/**
 * Asks the preview route to check and clean `content`, `delayMs` after it last changed (the live
 * preview waits for a pause in typing). A plain fetch, not a router fetcher: a fetcher's POST would
 * reload the editor's data. The HTML it answers passed the public page's sanitiser, so it is the only
 * HTML the previews inject.
 */
export function useCleanedContent(content: PageContent | null, language: string | null, delayMs = 0): CleanedContentState {
  const body = content ? JSON.stringify(content) : null;
  const [latest, setLatest] = useState<CleanedContent | null>(null);
  const [lastAccepted, setLastAccepted] = useState<CleanedContentState["lastAccepted"]>(null);

  useEffect(() => {
    if (body === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const form = new FormData();
      form.set(PAGE_FORM.content, body);
      // Its Collection Lists show items in the page's language.
      if (language) form.set(PAGE_FORM.language, language);
      fetch("/admin/pages/preview", { method: "POST", body: form, signal: controller.signal, headers: { accept: "application/json" } })
        .then(async (response) => {
          const answer: CleanedContent = { ...((await response.json()) as PagePreviewData), body };
          setLatest(answer);
          if (answer.ok) setLastAccepted(answer);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          // Offline, or an answer that is not the route's JSON (a sign-in page after the session ended).
          setLatest({ ok: false, message: "The preview could not be loaded. Please reload the page and try again.", body });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body, language, delayMs]);

  return { current: latest && latest.body === body ? latest : null, lastAccepted, latest };
}
