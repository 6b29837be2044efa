import { collectionOf, type Collection } from "#app/features/collections/collections.ts";
import { SECTION_REGISTRY, type SectionType } from "#app/sections/registry.ts";
import type { PageContent } from "./content.ts";
import { PageError } from "./page-error.ts";

/**
 * A collection item's fields on their way into a row (docs/decisions/039-collections.md): checked by
 * its collection's schema, the one the editor's fields panel checks with. A page has no fields.
 */

/** The collection a row names; a key this version does not know cannot be written. */
export function writableCollection(key: string | null): Collection | null {
  if (key === null) return null;
  const collection = collectionOf(key);
  if (!collection) throw new PageError(`This version does not know the collection "${key}".`, 400);
  return collection;
}

/**
 * The JSON to store in `fields`, or undefined to keep what is stored (a save that sends none). The
 * shown publication date is set at the first publication when the item has none.
 */
export function fieldsToWrite(
  collection: Collection | null,
  sent: Record<string, unknown> | undefined,
  stored: Record<string, unknown>,
  { publishing, now }: { publishing: boolean; now: Date },
): string | undefined {
  if (!collection) {
    if (sent && Object.keys(sent).length > 0) throw new PageError("A page has no collection fields.", 400);
    return sent ? "{}" : undefined;
  }
  const parsed = collection.fields.safeParse(sent ?? stored);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PageError(issue ? issue.message : "The item's fields are not valid.", 400);
  }
  const fields = parsed.data as Record<string, unknown>;
  if (publishing && "publishedAt" in fields && fields.publishedAt === "") fields.publishedAt = now.toISOString();
  if (sent === undefined && !(publishing && fields.publishedAt !== stored.publishedAt)) return undefined;
  return JSON.stringify(fields);
}

/** Why this content cannot be saved on an item of this collection (a section type its body does not offer), or null. */
export function misplacedItemSectionProblem(collection: Collection, content: PageContent): string | null {
  if (!("sections" in content)) return null;
  const offered: ReadonlySet<string> = new Set(collection.sectionTypes);
  const misplaced = content.sections.find((section) => !offered.has(section.type));
  if (!misplaced) return null;
  const label = SECTION_REGISTRY[misplaced.type as SectionType]?.label ?? misplaced.type;
  return `The ${label} section cannot be placed on this kind of item.`;
}
