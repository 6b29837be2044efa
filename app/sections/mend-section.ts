import type { z } from "#app/lib/zod.ts";
import type { KnownSection } from "./registry.ts";

type Fields = Record<string, unknown>;

interface MendableDefinition {
  schema: z.ZodType;
  create(order: number): KnownSection;
}

/** Fields that identify a section; a stored section that got this far has valid ones. */
const IDENTITY = new Set(["id", "type", "order"]);

/**
 * A stored section of a known type that fails its schema (an older shape, a hand edit, an import, an
 * unsafe URL written past the editor) is mended before anyone sees it, never rendered as stored: its
 * renderer trusts the schema, so a `javascript:` link or a `data:` image would reach the page. Missing
 * fields come from a new section of the type; then each failing field (of the section or of a list's
 * item) falls back to the schema's default; failing that, a section's field takes the new section's
 * value and a list's item is dropped.
 * Null when even that does not pass.
 */
export function mendSection(definition: MendableDefinition, stored: Fields & { order: number }): KnownSection | null {
  const fresh = definition.create(stored.order) as unknown as Fields;
  let candidate: Fields = { ...fresh, ...stored };
  for (const fill of [undefined, fresh]) {
    const parsed = definition.schema.safeParse(candidate);
    if (parsed.success) return parsed.data as KnownSection;
    candidate = withoutFailures(candidate, parsed.error.issues, fill);
  }
  const parsed = definition.schema.safeParse(candidate);
  return parsed.success ? (parsed.data as KnownSection) : null;
}

/** `candidate` without what the issues point at: list items dropped, other fields removed (or taken from `fill`). */
function withoutFailures(candidate: Fields, issues: readonly z.core.$ZodIssue[], fill: Fields | undefined): Fields {
  const next = { ...candidate };
  const failingItems = new Map<string, Set<number>>();
  for (const { path } of issues) {
    const [key, index, field] = path;
    if (typeof key !== "string" || IDENTITY.has(key)) continue;
    if (Array.isArray(candidate[key]) && typeof index === "number") {
      // First pass: an item loses only its failing field (an optional one falls back to its default); a second failure drops the item.
      if (!fill && typeof field === "string" && !IDENTITY.has(field)) next[key] = withoutItemField(next[key] as unknown[], index, field);
      else failingItems.set(key, (failingItems.get(key) ?? new Set()).add(index));
    } else if (fill) next[key] = fill[key];
    else delete next[key];
  }
  for (const [key, indexes] of failingItems) next[key] = (next[key] as unknown[]).filter((_, index) => !indexes.has(index));
  return next;
}

function withoutItemField(items: readonly unknown[], index: number, field: string): unknown[] {
  return items.map((item, at) => {
    if (at !== index || typeof item !== "object" || item === null) return item;
    const { [field]: _dropped, ...rest } = item as Fields;
    return rest;
  });
}
