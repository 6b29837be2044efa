/**
 * What changed inside one value of a page (a section, a collection item's fields) between two
 * versions, field by field: the revision compare shows "Headline: Old → New" and an image's two
 * pictures rather than only "Changed".
 */
export interface ValueChange {
  /** Where in the value, in words: "Headline", "Cards 2 › Title". */
  label: string;
  /** The older version's value as a reader sees it: text, or an image address when `image`. */
  before: string;
  after: string;
  /** Both sides are image addresses (or empty): the compare shows them as thumbnails. */
  image: boolean;
}

/** Keys that are bookkeeping, not content: a section's id and position. */
const IGNORED_KEYS = new Set(["id", "order", "type"]);

/** The longest text one side of a change shows; the rest is cut with an ellipsis. */
const SHOWN_TEXT = 300;

/** Every leaf that differs between `before` and `after`, in the newer value's order. */
export function valueChanges(before: unknown, after: unknown): ValueChange[] {
  const changes: ValueChange[] = [];
  walk(before, after, [], changes);
  return changes;
}

function walk(before: unknown, after: unknown, path: string[], changes: ValueChange[]): void {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((key) => !IGNORED_KEYS.has(key));
    for (const key of keys) walk(before[key], after[key], [...path, words(key)], changes);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    for (const [index, pair] of pairItems(before, after).entries()) walk(pair.before, pair.after, [...path, `${index + 1}`], changes);
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const shownBefore = shown(before);
  const shownAfter = shown(after);
  if (shownBefore === shownAfter) return;
  changes.push({ label: label(path), before: shownBefore, after: shownAfter, image: [shownBefore, shownAfter].every((value) => value === "" || isImageAddress(value)) && shownBefore + shownAfter !== "" });
}

/**
 * A list's items paired for comparison: by id where the items carry one (a card moved in the list
 * is the same card), otherwise by position. Unpaired items stand against `undefined`.
 */
function pairItems(before: unknown[], after: unknown[]): { before: unknown; after: unknown }[] {
  const idOf = (item: unknown) => (isRecord(item) && typeof item.id === "string" ? item.id : undefined);
  if (![...before, ...after].every((item) => idOf(item) !== undefined)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, index) => ({ before: before[index], after: after[index] }));
  }
  const olderById = new Map(before.map((item) => [idOf(item), item]));
  const pairs = after.map((item) => ({ before: olderById.get(idOf(item)), after: item as unknown }));
  const kept = new Set(after.map(idOf));
  return [...pairs, ...before.filter((item) => !kept.has(idOf(item))).map((item) => ({ before: item, after: undefined }))];
}

/** A value as the compare shows it: text without markup, a list item by its heading, nothing as "". */
function shown(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return shorten(value.includes("<") ? value.replace(/<[^>]*>/g, " ") : value);
  if (typeof value === "number" || typeof value === "boolean") return value === true ? "Yes" : value === false ? "No" : String(value);
  if (isRecord(value)) {
    const heading = ["heading", "title", "headline", "name", "label", "question", "quote"].map((key) => value[key]).find((text) => typeof text === "string" && text.trim());
    return heading ? shorten(heading as string) : "(an item)";
  }
  if (Array.isArray(value)) return value.map(shown).join(", ");
  return "";
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > SHOWN_TEXT ? `${flat.slice(0, SHOWN_TEXT)}…` : flat;
}

/** An address of a picture: one of the media library's, or any path or URL ending in an image type. */
function isImageAddress(value: string): boolean {
  return /^\/media\//.test(value) || /^(https?:\/\/|\/)[^\s"'<>]*\.(avif|gif|jpe?g|png|svg|webp)(\?[^\s"'<>]*)?$/i.test(value);
}

/** "backgroundImage" → "Background image"; "ctaHref" → "Cta href". */
function words(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The path in words, a list's position joined to the list's name: ["Cards", "2", "Title"] → "Cards 2 › Title". */
function label(path: string[]): string {
  const parts: string[] = [];
  for (const part of path) {
    if (/^\d+$/.test(part) && parts.length > 0) parts[parts.length - 1] += ` ${part}`;
    else parts.push(part);
  }
  return parts.join(" › ") || "Value";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
