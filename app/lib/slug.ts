/**
 * Slugs: the last segment of a public address (pages, collection items, topics, authors). The
 * normalisation is the spec's (section 5): lower-cased, whitespace runs become hyphens, anything but
 * letters, digits, underscore and hyphen is removed. Letters are ASCII, so a slug is always a plain
 * URL segment that needs no escaping.
 */
export const MAX_SLUG_LENGTH = 100;

export function normalizeSlug(input: string): string {
  return input
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9_-]/g, "")
    .slice(0, MAX_SLUG_LENGTH);
}

/** The slug a new page gets from its title while it is being created: punctuation dropped, words hyphenated. */
export function slugFromTitle(title: string): string {
  return normalizeSlug(
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "") // "Café" -> "Cafe" rather than "caf"
      .trim(),
  ).replace(/-{2,}/g, "-").replace(/^-+|-+$/g, "");
}

