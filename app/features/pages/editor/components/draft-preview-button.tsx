import { ExternalLink } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { PAGE_FORM } from "#app/features/pages/editor/page-editor-data.ts";
import { DRAFT_PREVIEW_FORM, DRAFT_PREVIEW_PATH } from "#app/features/pages/preview/preview.ts";
import type { SitePageKey } from "#app/features/pages/site-pages/site-pages.ts";
import { BAR_BUTTON } from "./bar-button.ts";
import { draftToPageInput, type PageDraft } from "./page-draft.ts";

/**
 * The publishing bar's Preview (spec section 2: a new tab): posts the draft as it stands, saved or not,
 * published or not, to the staff-only preview, which renders it as the public page would.
 */
export function DraftPreviewButton({ draft, siteKey, itemId, language }: { draft: PageDraft; siteKey: SitePageKey | null; itemId: string | null; language: string | null }) {
  // Filled in as it is sent, so typing never re-serialises a large page.
  function fill(event: FormEvent<HTMLFormElement>) {
    const field = event.currentTarget.elements.namedItem(DRAFT_PREVIEW_FORM.page);
    if (field instanceof HTMLInputElement) field.value = JSON.stringify(draftToPageInput(draft));
  }
  return (
    <form method="post" action={DRAFT_PREVIEW_PATH} target="_blank" encType="multipart/form-data" onSubmit={fill}>
      <input type="hidden" name={DRAFT_PREVIEW_FORM.page} />
      {siteKey ? <input type="hidden" name={DRAFT_PREVIEW_FORM.site} value={siteKey} /> : null}
      {/* An item is previewed as its collection's public page shows it, a stored one in its own language. */}
      {draft.collection ? <input type="hidden" name={DRAFT_PREVIEW_FORM.collection} value={draft.collection} /> : null}
      {draft.collection && itemId ? <input type="hidden" name={DRAFT_PREVIEW_FORM.item} value={itemId} /> : null}
      {/* The page's language: its Collection Lists show items in it. */}
      {language ? <input type="hidden" name={PAGE_FORM.language} value={language} /> : null}
      <Button type="submit" variant="outline" className={BAR_BUTTON}>
        <ExternalLink aria-hidden />
        Preview
        <span className="sr-only"> (opens in a new tab)</span>
      </Button>
    </form>
  );
}
