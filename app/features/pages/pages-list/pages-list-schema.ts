import { z } from "#app/lib/zod.ts";

const UNKNOWN_ACTION = "Unknown action. Please reload the page and try again.";
// An id longer than any we make names no page: the same message as a missing one, not Zod's "Too big".
const PAGE_MISSING = "The page to delete is missing. Please reload the page.";

/** The Pages list's two changes, told apart by the form's `intent` field. */
export const PagesListIntent = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("import") }),
    z.object({ intent: z.literal("delete"), id: z.string().trim().min(1, PAGE_MISSING).max(200, PAGE_MISSING) }),
  ],
  UNKNOWN_ACTION,
);
export type PagesListIntent = z.infer<typeof PagesListIntent>;

export interface PagesListActionData {
  ok: boolean;
  intent: PagesListIntent["intent"] | "";
  message: { title: string; description?: string };
}

/** The spec's messages (section 8) for the Pages list, each as a toast's title and description. */
export const PAGES_LIST_MESSAGES = {
  deleted: { title: "Page deleted", description: "The page has been successfully deleted." },
  deleteFailed: (reason: string) => ({ title: "Error", description: `Failed to delete page: ${reason}` }),
  imported: (count: number) =>
    count > 0
      ? { title: "Success", description: `Successfully imported ${count} pages to the CMS.` }
      : { title: "Success", description: "All pages already exist in the CMS." },
  importFailed: (reason = "Failed to import pages to CMS.") => ({ title: "Import failed", description: reason }),
  importUnexpected: { title: "Error", description: "An unexpected error occurred while importing pages." },
  signedOut: (intent: PagesListIntent["intent"]) => ({ title: "Authentication required", description: `You must be logged in to ${intent} pages.` }),
  unknownAction: { title: "Error", description: UNKNOWN_ACTION },
} as const;
