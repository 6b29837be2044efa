import { parseMediaReference, parseVariantFile, type MediaReference } from "./media-url.ts";
import { isSafeImageUrl, UNSAFE_IMAGE_MESSAGE } from "./safe-url.ts";

/**
 * What an image address staff typed or pasted is, read the way a browser would read it: the one
 * normaliser of every image field (the fields' schema in the form and on the server, and the save's
 * pass that turns a library image's address into its reference, features/media/placed-images.server.ts).
 *
 * A library image is recognised in any of its forms: its reference, any variant (a 320 px thumbnail,
 * an AVIF), a replaced file's old address, with this site's origin or none, dot segments and all.
 * What is stored for it is host-free; the save then turns it into the image's reference, from which
 * the page draws a responsive <picture>. Any other address of this site loses its origin (the site
 * may move, and a copied address names whichever host it was copied from). Other sites' images stay
 * as typed; unsafe schemes are refused.
 */
export type ImageAddress =
  | { kind: "empty" }
  /** `path` is `/media/<id>/<hash>/<file>` as given; `reference` when that is already a reference's form. */
  | { kind: "library"; id: string; path: string; reference: MediaReference | null }
  /** A path of this site that is no library image ("/images/og-card.png"), its origin dropped. */
  | { kind: "site"; path: string }
  | { kind: "external"; url: string }
  | { kind: "refused"; message: string };

/** Stands for "this site" while reading relative addresses; never stored. */
const BASE = "http://image-address.invalid";
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const LIBRARY_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([0-9a-f]{16})\/([^/]+)$/;

/** `ownOrigins`: the origins that are this site ("https://example.com"), lib/own-origins.ts. */
export function readImageAddress(raw: string, ownOrigins: readonly string[]): ImageAddress {
  const text = raw.trim();
  if (text === "") return { kind: "empty" };
  if (!isSafeImageUrl(text)) return { kind: "refused", message: UNSAFE_IMAGE_MESSAGE };
  const absolute = SCHEME.test(text) || text.startsWith("//");
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    // Unreadable to a browser too; kept as typed, as every image field did before.
    return { kind: "external", url: text };
  }
  const onSite = absolute ? ownOrigins.includes(url.origin) : url.origin === BASE;
  if (!onSite) return { kind: "external", url: text };

  const library = LIBRARY_PATH.exec(url.pathname);
  if (library && parseVariantFile(library[3]!)) {
    const path = `/media/${library[1]}/${library[2]}/${library[3]}`;
    return { kind: "library", id: library[1]!, path, reference: parseMediaReference(path) };
  }
  // A path relative to the page ("images/a.png") means something else on each page: kept as typed.
  if (!absolute && !text.startsWith("/")) return { kind: "site", path: text };
  return { kind: "site", path: `${url.pathname}${url.search}${url.hash}` };
}

/** What an image field stores for an address (the library image's host-free path; its reference after the save). */
export function storedImageAddress(address: Exclude<ImageAddress, { kind: "refused" }>): string {
  switch (address.kind) {
    case "empty":
      return "";
    case "library":
    case "site":
      return address.path;
    case "external":
      return address.url;
  }
}
