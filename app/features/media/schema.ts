import { z } from "#app/lib/zod.ts";
import type { MediaFormat } from "#app/lib/media-url.ts";

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

/** The panel's form fields as the details schema reads them (a checkbox sends "on" or nothing). */
export function parseMediaDetailsForm(form: FormData) {
  return MediaDetailsInput.safeParse({ alt: form.get("alt") ?? "", decorative: form.get("decorative") === "on", caption: form.get("caption") ?? "" });
}

export interface MediaActionData {
  ok: boolean;
  intent: "update" | "delete" | "";
  message: { title: string; description?: string };
}

export const MAX_MEDIA_QUERY_LENGTH = 200;

/** A library image as screens see it: everything but its bytes. */
export interface MediaItem {
  id: string;
  name: string;
  format: MediaFormat;
  width: number;
  height: number;
  sizeBytes: number;
  hash: string;
  alt: string;
  decorative: boolean;
  caption: string;
  uploadedByEmail: string | null;
  createdAt: string;
  updatedAt: string;
  /** What content stores when this image is placed (media-url.ts). */
  reference: string;
}

/** Where an image is placed: the pages whose content names it, the author photos, and the site settings (a logo, a social image). */
export interface MediaUses {
  /** Pages and collection items (an article's cover is in its fields); `language`: a translation's language (its native name), null for the default language's pages. */
  pages: { pageId: string; title: string; slug: string; language: string | null }[];
  /** Author profiles whose photo it is (docs/decisions/039-collections.md), one per language, named like the pages. */
  authors: { authorKey: string; name: string; language: string | null }[];
  siteSettings: boolean;
  /** The current theme's logos or favicon (docs/decisions/050-theme-model.md); its older revisions are history, not uses. */
  theme: boolean;
}

export const NO_MEDIA_USES: MediaUses = { pages: [], authors: [], siteSettings: false, theme: false };

export function isInUse(uses: MediaUses): boolean {
  return uses.pages.length > 0 || uses.authors.length > 0 || uses.siteSettings || uses.theme;
}

/**
 * Whether a use shows the image with its alt text: an author's photo stands beside their name and is
 * drawn as decoration (alt=""), so it needs none; a page or the settings' images do.
 */
export function needsAltText(uses: MediaUses): boolean {
  return uses.pages.length > 0 || uses.siteSettings;
}
