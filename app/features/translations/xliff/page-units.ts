import { UNTRANSLATED_FIELDS } from "#app/content/translations/seed-translation.ts";
import { collectionOf } from "#app/features/collections/collections.ts";
import { isHtmlContent, type PageContent } from "#app/features/pages/cms/content.ts";
import { sitePageSlugEditable } from "#app/features/pages/site-pages/site-pages.ts";
import { sectionDefinition } from "#app/sections/registry.ts";
import { isKnownSection, type Section } from "#app/sections/section-list.ts";

/**
 * A page's translatable texts, each with a stable id an XLIFF unit carries (docs/decisions/037):
 * `title`, `slug`, `metaDescription`, `html` (a page written in the HTML editor), and for sections
 * `s.<section id>.<field>` or, inside a list, `s.<section id>.<list>.<item id>.<field>`. Ids come from
 * the section and item ids, which a translation shares with its source (Translate copies them), so
 * a unit finds its field in either page whatever the order. What is text follows the seed
 * translations' one rule (UNTRANSLATED_FIELDS: ids, links, images, icons, names stay as they are).
 * A collection item's own words (its collection's `textFields`: an excerpt, a cover's alt text, a
 * case study's outcomes) are `f.<path>`, a list's items by their place (`f.outcomes.0`), as a
 * translation keeps its source's lists (Translate copies the fields); nothing else of `fields` is a unit.
 */

type UnitKind = "text" | "html" | "slug";

export interface PageUnit {
  id: string;
  kind: UnitKind;
  /** Where it is, for the translator's note and the preview ("Hero · heading"). */
  label: string;
  value: string;
}

/** The fields of a page that hold its texts. */
export interface PageTexts {
  title: string;
  slug: string;
  metaDescription: string;
  content: PageContent;
  /** A collection item's collection and its own fields (docs/decisions/039-collections.md); a page has none. */
  collection?: string | null;
  fields?: Record<string, unknown>;
}

/** An id part that is safe in an XLIFF id (an NMTOKEN) and cannot be confused with the dots between parts. */
const ID_PART = /^[A-Za-z0-9_-]{1,100}$/;

type Visit = (unit: PageUnit) => string | undefined;

/**
 * Whether the translation of `source` keeps a fixed address, so its slug is no unit. A translation's
 * slug is its own ("/de/leistungen"), a translated site page's too, and staff may change it in the
 * editor; fixed are only the home page's (it answers at the language's prefix) and a site page's in
 * the default language, which a file never translates into (sitePageSlugEditable, decision 037).
 */
export function translationSlugFixed(source: { systemKey: string | null }): boolean {
  return source.systemKey !== null && !sitePageSlugEditable(source.systemKey, false);
}

/**
 * Calls `visit` on every translatable text of `page` (empty ones too, so a translation's empty field
 * can be filled) and returns the page with each text `visit` answered replaced; the slug only where it
 * is not fixed (translationSlugFixed).
 */
export function mapPageUnits(page: PageTexts, visit: Visit, { slugFixed }: { slugFixed: boolean }): PageTexts {
  const field = (id: string, kind: UnitKind, label: string, value: string) => visit({ id, kind, label, value }) ?? value;
  return {
    title: field("title", "text", "Page title", page.title),
    slug: slugFixed ? page.slug : field("slug", "slug", "URL slug", page.slug),
    metaDescription: field("metaDescription", "text", "Meta description", page.metaDescription),
    ...(page.fields ? { collection: page.collection, fields: mapFields(page.collection, page.fields, visit) } : {}),
    content: isHtmlContent(page.content)
      ? { html: field("html", "html", "Page HTML", page.content.html) }
      : { sections: page.content.sections.map((section) => mapSection(section, visit)) },
  };
}

/** An item's words its collection names; a value that is not text where a path expects it stays as it is. */
function mapFields(collectionKey: string | null | undefined, fields: Record<string, unknown>, visit: Visit): Record<string, unknown> {
  const collection = collectionOf(collectionKey);
  if (!collection) return fields;
  const label = collection.itemLabel("en");
  return collection.textFields.reduce<Record<string, unknown>>((mapped, path) => mapPath(mapped, path.split("."), "f", label, visit) as Record<string, unknown>, fields);
}

function mapPath(value: unknown, parts: readonly string[], id: string, label: string, visit: Visit): unknown {
  const [part, ...rest] = parts;
  if (part === undefined) return typeof value === "string" ? (visit({ id, kind: "text", label: `${label} · ${id.slice(2)}`, value }) ?? value) : value;
  if (part === "*") return Array.isArray(value) ? value.map((item: unknown, index) => mapPath(item, rest, `${id}.${index}`, label, visit)) : value;
  if (typeof value !== "object" || value === null || Array.isArray(value) || !Object.hasOwn(value, part)) return value;
  const object = value as Record<string, unknown>;
  return { ...object, [part]: mapPath(object[part], rest, `${id}.${part}`, label, visit) };
}

function mapSection(section: Section, visit: Visit): Section {
  if (!isKnownSection(section) || !ID_PART.test(section.id)) return section;
  const definition = sectionDefinition(section);
  const prefix = `s.${section.id}`;
  const copy: Record<string, unknown> = { ...section };
  for (const [key, value] of Object.entries(section)) {
    if (UNTRANSLATED_FIELDS.has(key)) continue;
    const label = `${definition.label} · ${key}`;
    if (typeof value === "string") {
      copy[key] = visit({ id: `${prefix}.${key}`, kind: key === definition.htmlField ? "html" : "text", label, value }) ?? value;
    } else if (Array.isArray(value)) {
      copy[key] = value.map((item: unknown) => mapItem(item, `${prefix}.${key}`, label, visit));
    }
  }
  return copy as Section;
}

function mapItem(item: unknown, prefix: string, label: string, visit: Visit): unknown {
  if (typeof item !== "object" || item === null) return item;
  const id = (item as { id?: unknown }).id;
  if (typeof id !== "string" || !ID_PART.test(id)) return item;
  const copy: Record<string, unknown> = { ...item };
  for (const [key, value] of Object.entries(item)) {
    if (UNTRANSLATED_FIELDS.has(key) || typeof value !== "string") continue;
    copy[key] = visit({ id: `${prefix}.${id}.${key}`, kind: "text", label: `${label} · ${key}`, value }) ?? value;
  }
  return copy;
}

/** The page's texts that hold something to translate, in page order. */
export function pageUnits(page: PageTexts, options: { slugFixed: boolean }): PageUnit[] {
  const units: PageUnit[] = [];
  mapPageUnits(
    page,
    (unit) => {
      if (unit.value.trim() !== "") units.push(unit);
      return undefined;
    },
    options,
  );
  return units;
}
