import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog.tsx";
import { sectionsWithPlaceholders, type PlaceholderSection } from "#app/sections/placeholders.ts";
import type { PageDraft } from "./page-draft.ts";

/** What the question says and offers, for the save that publishes and for a scheduled publish. */
interface PlaceholderWords {
  description: string;
  confirm: string;
}

const SAVE_WORDS: PlaceholderWords = {
  description: "These sections still hold the text they started with. Visitors will see it once the page is published. To save without publishing, switch Published off.",
  confirm: "Publish Anyway",
};

/** A scheduled publish publishes the page as last saved: asked about its sections (schedule-panel.tsx). */
export const SCHEDULE_WORDS: PlaceholderWords = {
  description: "These sections of the page as last saved still hold the text they started with. Visitors will see it once the scheduled publish runs.",
  confirm: "Schedule Anyway",
};

/**
 * "Publish with placeholder text?": `confirm(found, proceed)` runs `proceed` at once when no section
 * holds its placeholder text ("Your Heading Here", a default button), else asks first, listing them.
 */
export function usePlaceholderConfirm(words: PlaceholderWords) {
  const [pending, setPending] = useState<{ found: readonly PlaceholderSection[]; proceed: () => void } | null>(null);

  function confirm(found: readonly PlaceholderSection[], proceed: () => void) {
    if (found.length === 0) proceed();
    else setPending({ found, proceed });
  }

  const dialog = (
    <AlertDialog open={pending !== null} onOpenChange={(open) => (open ? undefined : setPending(null))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Publish with placeholder text?</AlertDialogTitle>
          <AlertDialogDescription>{words.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="max-h-64 space-y-2 overflow-y-auto text-sm" aria-label="Sections with placeholder text">
          {(pending?.found ?? []).map((section) => (
            <li key={section.id}>
              <span className="font-medium">{section.name}</span>: {section.fields.join(", ")}
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Editing</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              setPending(null);
              pending?.proceed();
            }}
          >
            {words.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );

  return { confirm, dialog };
}

/**
 * Save Page, checked first: the save that publishes a page (Published switched on, the stored page
 * a draft or not saved yet) asks first when sections still hold their placeholder text, listing
 * them. A draft (Published off), or a page already published, saves at once.
 */
export function usePlaceholderPublishCheck(draft: PageDraft, wasPublished: boolean, save: () => void) {
  const { confirm, dialog } = usePlaceholderConfirm(SAVE_WORDS);

  function requestSave() {
    const publishing = draft.isPublished && !wasPublished;
    confirm(publishing && draft.mode === "visual" ? sectionsWithPlaceholders(draft.sections) : [], save);
  }

  return { requestSave, dialog };
}
