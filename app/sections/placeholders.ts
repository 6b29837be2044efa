import { SECTION_REGISTRY, type SectionType } from "./registry.ts";
import { isKnownSection, type Section } from "./section-list.ts";

/** A section that still shows some of the placeholder text a new section of its type starts with. */
export interface PlaceholderSection {
  id: string;
  /** "Hero", "Call to Action" … with its place on the page: "Hero (section 1)". */
  name: string;
  /** The fields still as they came: "heading", "button text", "item 2 title". */
  fields: string[];
}

/**
 * The fields whose defaults are placeholder text (spec: "Your Heading Here", "Start writing your
 * content here."), by section type; "items.title" is each item's title. Labels that are real words on
 * a live page (a contact form's "Name", a case study's "The Challenge") are not listed, and neither
 * are links: a default button is caught by its text. Types whose new sections start with real
 * content are not listed at all.
 */
const PLACEHOLDER_FIELDS: { readonly [T in SectionType]?: readonly string[] } = {
  hero: ["heading", "subheading", "buttonText"],
  text: ["content"],
  feature: ["heading", "items.title", "items.description"],
  cta: ["heading", "subheading", "buttonText"],
  testimonial: ["items.quote", "items.author", "items.position"],
  // Sample names, claims and addresses: never published as if they were the company's own.
  "logo-wall": ["logos.name"],
  accreditations: ["items.title", "items.description"],
  team: ["members.name", "members.role"],
  "office-locations": ["offices.address", "offices.phone"],
};

/**
 * The sections whose text is still the placeholder their type starts with (spec: defaults are
 * placeholder texts such as "Your Heading Here"), compared field by field with a new section of the
 * same type; items are compared by position. Unknown types are left alone.
 */
export function sectionsWithPlaceholders(sections: readonly Section[]): PlaceholderSection[] {
  const found: PlaceholderSection[] = [];
  sections.forEach((section, index) => {
    if (!isKnownSection(section)) return;
    const definition = SECTION_REGISTRY[section.type];
    const placeholder = definition.create(section.order) as Record<string, unknown>;
    const fields = (PLACEHOLDER_FIELDS[section.type] ?? []).flatMap((path) => untouched(section as Record<string, unknown>, placeholder, path));
    if (fields.length > 0) found.push({ id: section.id, name: `${definition.label} (section ${index + 1})`, fields });
  });
  return found;
}

/** The fields at `path` ("heading", "items.title") still equal to the placeholder's, named for people. */
function untouched(value: Record<string, unknown>, placeholder: Record<string, unknown>, path: string): string[] {
  const [key = "", itemKey] = path.split(".");
  if (itemKey === undefined) {
    const text = placeholder[key];
    return typeof text === "string" && text.trim() !== "" && value[key] === text ? [words(key)] : [];
  }
  const items = value[key];
  const defaults = placeholder[key];
  if (!Array.isArray(items) || !Array.isArray(defaults)) return [];
  return defaults.flatMap((item, i) =>
    untouched((items[i] ?? {}) as Record<string, unknown>, item as Record<string, unknown>, itemKey).map((field) => `item ${i + 1} ${field}`),
  );
}

/** "buttonText" → "button text". */
function words(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}
