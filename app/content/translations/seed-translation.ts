/**
 * A fresh install's content in other languages (issue Q, docs/decisions/037-locale-model.md): each
 * language has a dictionary from the English seed text (site-page-seeds.ts, the settings defaults)
 * to its own, and translateSeed turns an English seed value into that language's. Plain data and
 * functions, no Zod and no JSX, so plain-Node seeding can import it.
 */
import type { SitePageKey } from "#app/features/pages/site-pages/site-pages.ts";

export interface SeedTranslation {
  /** The language's BCP 47 tag as served (`de`, `zh-HK`). */
  tag: string;
  /** Each site page's slug in this language. The home page has none: it is the language's prefix (`/de`). */
  slugs: Readonly<Record<Exclude<SitePageKey, "home">, string>>;
  /**
   * English → this language, one entry per line of text. A field that holds several paragraphs or
   * list entries (joinParagraphs, joinLines) is translated line by line, so an editor who adds one
   * entry leaves one line to translate, not the whole field, and a name or tag shared by several
   * fields is translated once.
   */
  text: Readonly<Record<string, string>>;
  /**
   * The site's illustrations with words drawn in ("Quality score" on the home page's), English →
   * this language's copy, whose words are in this language (public/images/{prefix}/). translateSeed
   * puts the copy in every image field that names the English one.
   */
  images: Readonly<Record<string, string>>;
}

/**
 * Fields whose text names someone or something, and so reads the same in every language: people
 * ("Daniel Hughes"), the company, and retailers, listed one per line. Their schemas accept any text,
 * which is why they are listed by name here.
 */
export const PROPER_NAME_FIELDS = ["author", "quoteAuthor", "companyName", "names", "partners", "name"] as const;

/** Fields that hold a link: left as they are by translateSeed, pointed at the language's addresses by mapLinks. */
const LINK_FIELDS = ["href", "link", "linkUrl", "buttonLink", "primaryButtonLink", "secondaryButtonLink", "backLinkUrl", "mapLink", "videoUrl"] as const;

/** Fields that hold an image's address: kept by translateSeed, but for an illustration the language has its own copy of. */
export const IMAGE_FIELDS = ["image", "avatar", "backgroundImage", "url", "shareImage", "badge", "poster"] as const;

/**
 * The one rule for what is not translated: a string in a field with one of these names is copied
 * as it is. Every other non-empty string of a seed value is translated, line by line.
 * translate.test.ts checks this list against every section schema and the settings schema (a field
 * is text to translate exactly when its schema accepts a sentence), so a new link or image field
 * cannot slip into the translations unnoticed.
 */
export const UNTRANSLATED_FIELDS: ReadonlySet<string> = new Set([
  // Identity and structure: what the editor, revisions and XLIFF match translations by.
  "id",
  "type",
  "layout",
  "icon",
  "anchor",
  // Addresses. Links stay the English paths ("/contact") here; mapping them to the language's own
  // addresses ("/de/kontakt") is the seeding step's job, once the language's prefix is known (mapLinks).
  ...LINK_FIELDS,
  // Images (their descriptions, imageAlt and alt, are text and are translated).
  ...IMAGE_FIELDS,
  // A date in ISO form; the page formats it for its language.
  "lastUpdated",
  // A Collection List's choices: a collection's key, a filter's key ("topic:…", shared by a page's translations) and an order.
  "collection",
  "filter",
  "sort",
  // A Form section's form, named by id (the form's words are its own, per language: decision 044).
  "formId",
  // An office's opening and closing times, on its own clock (its days and a section's look are no text).
  "opens",
  "closes",
  // Contact details shared by every language (decision 037, "Site settings"), and the site's time zone (decision 040).
  "phone",
  "email",
  "timeZone",
  ...PROPER_NAME_FIELDS,
]);

/** Calls `translate` on each line of each translatable string in `value`, and returns the copy it builds. */
function mapText(value: unknown, field: string | null, translate: (line: string) => string): unknown {
  if (typeof value === "string") {
    if (field !== null && UNTRANSLATED_FIELDS.has(field)) return value;
    return value
      .split("\n")
      .map((line) => (line.trim() === "" ? line : translate(line)))
      .join("\n");
  }
  if (Array.isArray(value)) return value.map((item) => mapText(item, field, translate));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, UNTRANSLATED_FIELDS.has(key) ? structuredClone(inner) : mapText(inner, key, translate)]),
    );
  }
  return value;
}

/** The lines of `value` a translation must cover, each once, in the order they appear. */
export function translatableText(value: unknown): string[] {
  const lines = new Set<string>();
  mapText(value, null, (line) => {
    lines.add(line);
    return line;
  });
  return [...lines];
}

/** The lines of `value` that `translation` has no entry for. */
function missingTranslations(value: unknown, translation: SeedTranslation): string[] {
  return translatableText(value).filter((line) => !Object.hasOwn(translation.text, line));
}

/**
 * A deep copy of an English seed value (a site page seed, the settings defaults) in the dictionary's
 * language: same shape, ids, order and links, every translatable line replaced, and an illustration
 * with words drawn in replaced by the language's copy. A line the dictionary lacks is an error naming
 * every such line, never English left in a translated page.
 */
export function translateSeed<T>(value: T, translation: SeedTranslation): T {
  const missing = missingTranslations(value, translation);
  if (missing.length > 0) {
    throw new Error(`No ${translation.tag} translation for ${missing.length} line(s): ${missing.map((line) => JSON.stringify(line)).join(", ")}`);
  }
  return withLanguageImages(mapText(value, null, (line) => translation.text[line]!) as T, translation);
}

/** A copy of `value` with every illustration the language has its own copy of (`images`) replaced by that copy. */
export function withLanguageImages<T>(value: T, translation: SeedTranslation): T {
  return mapFields(value, IMAGE_FIELDS, (image) => translation.images[image] ?? image);
}

/** A copy of `value` with every link field's address passed through `localize` ("/contact" → "/de/kontakt"). */
export function mapLinks<T>(value: T, localize: (href: string) => string): T {
  return mapFields(value, LINK_FIELDS, localize);
}

/** A copy of `value` with every string in a field named in `fields`, at any depth, passed through `map`. */
function mapFields<T>(value: T, fields: readonly string[], map: (text: string) => string): T {
  const named: ReadonlySet<string> = new Set(fields);
  const visit = (inner: unknown, field: string | null): unknown => {
    if (typeof inner === "string") return field !== null && named.has(field) ? map(inner) : inner;
    if (Array.isArray(inner)) return inner.map((item) => visit(item, field));
    if (inner !== null && typeof inner === "object") return Object.fromEntries(Object.entries(inner).map(([key, item]) => [key, visit(item, key)]));
    return inner;
  };
  return visit(value, null) as T;
}
