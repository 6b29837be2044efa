import { isSafeLinkUrl, UNSAFE_LINK_MESSAGE } from "./safe-url.ts";

/**
 * A link to a page of this site, stored as the page's translation group rather than its address
 * (docs/decisions/041-links-to-pages.md): "page:{translation key}", with an optional in-page anchor
 * ("page:site-page:services#test-buying"). Public pages write it out as the page's current address
 * in the language of the content it sits in, so a slug change or a translation moves the link with it.
 * Zod-free and React-free: the schemas, the editors and the server's resolver share it.
 */
const PAGE_LINK_SCHEME = "page:";

// A translation key is a page id (a UUID) or a site page's "site-page:{key}"; an anchor is a section's name.
const PAGE_LINK = /^page:([A-Za-z0-9][A-Za-z0-9:_-]{0,99})(?:#([A-Za-z0-9][A-Za-z0-9_-]{0,99}))?$/;

export interface PageLink {
  /** The translation group of the page linked to. */
  key: string;
  /** An anchor on that page ("test-buying"), or "". */
  anchor: string;
}

/** The page a stored href names, or null for any other href (a typed address, a malformed reference). */
export function readPageLink(href: string): PageLink | null {
  const match = PAGE_LINK.exec(href);
  return match ? { key: match[1]!, anchor: match[2] ?? "" } : null;
}

export function pageLinkHref({ key, anchor }: PageLink): string {
  return `${PAGE_LINK_SCHEME}${key}${anchor ? `#${anchor}` : ""}`;
}

/** Says a reference was meant ("page:…") even when it cannot be read, so its message is about the page, not the scheme. */
function looksLikePageLink(href: string): boolean {
  return href.trim().toLowerCase().startsWith(PAGE_LINK_SCHEME);
}

export const BAD_PAGE_LINK_MESSAGE = "That link to a page cannot be read. Choose the page again from the list.";

/** What is wrong with a link staff gave (a page chosen, or an address typed), or null when it may be stored. */
export function linkTargetProblem(href: string): string | null {
  if (looksLikePageLink(href)) return readPageLink(href) ? null : BAD_PAGE_LINK_MESSAGE;
  return isSafeLinkUrl(href) ? null : UNSAFE_LINK_MESSAGE;
}
