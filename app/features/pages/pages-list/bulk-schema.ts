import { z } from "#app/lib/zod.ts";

/**
 * The lists' bulk actions (the Pages list, a collection's list; docs/decisions/039-collections.md "As
 * built: admin lists"): one intent and the selected rows' ids, at most MAX_BULK_IDS of them.
 */
const BULK_INTENTS = ["bulk-publish", "bulk-unpublish", "bulk-add-topic", "bulk-delete"] as const;
export type BulkIntent = (typeof BULK_INTENTS)[number];

/** The most rows one request changes: a page of the list is 50, and every row is one transaction's work. */
export const MAX_BULK_IDS = 100;

const Id = z.string().trim().min(1).max(200, "Select rows from the list.");

export const BulkInput = z.object({
  intent: z.enum(BULK_INTENTS, "Unknown action. Please reload the page and try again."),
  ids: z
    .array(Id)
    .min(1, "Select at least one row first.")
    .max(MAX_BULK_IDS, `Select at most ${MAX_BULK_IDS} rows at a time.`)
    .transform((ids) => [...new Set(ids)]),
  /** Add topic: the topic's translation key. */
  topic: z.string().trim().max(100).optional(),
  /** Delete: "yes" once the deletion was confirmed (the dialog, or the page's own question without JavaScript). */
  confirm: z.literal("yes").optional(),
});

export interface BulkActionData {
  ok: boolean;
  intent: BulkIntent | "";
  message: { title: string; description?: string };
  /** A bulk Delete sent without its confirmation (no JavaScript): the rows to ask about. */
  confirmDelete?: { ids: string[]; titles: string[] };
}

export function isBulkIntent(value: unknown): value is BulkIntent {
  return typeof value === "string" && (BULK_INTENTS as readonly string[]).includes(value);
}
