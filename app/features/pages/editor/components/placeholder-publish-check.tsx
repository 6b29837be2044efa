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

/**
 * Save Page, checked first: the save that publishes a page (Published switched on, the stored page
 * a draft or not saved yet) asks first when sections still hold their placeholder text ("Your
 * Heading Here", a default button), listing them. A draft (Published off), or a page already
 * published, saves at once.
 */
export function usePlaceholderPublishCheck(draft: PageDraft, wasPublished: boolean, save: () => void) {
  const [found, setFound] = useState<PlaceholderSection[]>([]);

  function requestSave() {
    const publishing = draft.isPublished && !wasPublished;
    const placeholders = publishing && draft.mode === "visual" ? sectionsWithPlaceholders(draft.sections) : [];
    if (placeholders.length === 0) save();
    else setFound(placeholders);
  }

  const dialog = (
    <AlertDialog open={found.length > 0} onOpenChange={(open) => (open ? undefined : setFound([]))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Publish with placeholder text?</AlertDialogTitle>
          <AlertDialogDescription>
            These sections still hold the text they started with. Visitors will see it once the page is published. To save without publishing, switch
            Published off.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="max-h-64 space-y-2 overflow-y-auto text-sm" aria-label="Sections with placeholder text">
          {found.map((section) => (
            <li key={section.id}>
              <span className="font-medium">{section.name}</span>: {section.fields.join(", ")}
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Editing</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              setFound([]);
              save();
            }}
          >
            Publish Anyway
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );

  return { requestSave, dialog };
}
