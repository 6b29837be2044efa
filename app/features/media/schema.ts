import { z } from "#app/lib/zod.ts";

/** The details staff edit in the Media screen's panel: one schema for the form and the action. */
export const MediaDetailsInput = z
  .object({
    alt: z.string().trim().max(300, "Alt text can be at most 300 characters."),
    decorative: z.boolean(),
    caption: z.string().trim().max(1000, "Caption can be at most 1000 characters."),
  })
  .strict();
export type MediaDetailsInput = z.infer<typeof MediaDetailsInput>;

/** An image needs words for screen readers before it goes on a public page, unless it only decorates. */
export function isReadyForPublicPages(media: { alt: string; decorative: boolean }): boolean {
  return media.decorative || media.alt.trim() !== "";
}
