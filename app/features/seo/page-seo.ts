import { readImageAddress } from "#app/lib/image-address.ts";
import { ownOrigins } from "#app/lib/own-origins.ts";
import { isSitePath } from "#app/lib/site-path.ts";
import { z } from "#app/lib/zod.ts";

/** Roughly what a search result shows before cutting a title or a description short (in characters). */
export const SEARCH_TITLE_LENGTH = 60;
export const SEARCH_DESCRIPTION_LENGTH = 160;
export const CANONICAL_URL_MAX_LENGTH = 500;

export const CANONICAL_URL_INVALID = "The canonical URL must start with https:// or http:// and name a site, or be a path of this site starting with /.";
export const SOCIAL_IMAGE_INVALID = "Choose the social image from the media library.";

/** A page's search settings, as the editor holds and sends them. */
export interface PageSeo {
  /** Kept out of search engines (meta robots) and out of sitemap.xml. */
  noindex: boolean;
  /** The URL search engines should credit instead of this page's own; "" for its own. */
  canonicalUrl: string;
  /** A library image's reference for og:image and twitter:image; "" for the generated card. */
  socialImage: string;
}

export const DEFAULT_PAGE_SEO: PageSeo = { noindex: false, canonicalUrl: "", socialImage: "" };

/** An absolute http(s) URL with a host, or a path of this site ("/pricing"; not "//host", which names another site). */
function isValidCanonicalUrl(value: string): boolean {
  if (value === "") return true;
  if (value.startsWith("/")) return isSitePath(value);
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const PageSeoInput = z
  .object({
    noindex: z.boolean().default(false),
    canonicalUrl: z
      .string()
      .trim()
      .max(CANONICAL_URL_MAX_LENGTH, `The canonical URL can be at most ${CANONICAL_URL_MAX_LENGTH} characters.`)
      .refine(isValidCanonicalUrl, CANONICAL_URL_INVALID)
      .default(""),
    socialImage: z
      .string()
      .trim()
      .max(300, SOCIAL_IMAGE_INVALID)
      // A library image in any of its forms (its path here; the save makes it the reference, placed-images.server.ts).
      .transform((value, context) => {
        const address = readImageAddress(value, ownOrigins());
        if (address.kind === "empty" || address.kind === "library") return address.kind === "empty" ? "" : address.path;
        context.addIssue({ code: "custom", message: SOCIAL_IMAGE_INVALID });
        return z.NEVER;
      })
      .default(""),
  })
  .strict();

/** A search result's title or description as shown: cut at the last word that fits, with an ellipsis. */
export function searchSnippet(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
