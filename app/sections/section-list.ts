import { z } from "#app/lib/zod.ts";
import { mendSection } from "./mend-section.ts";
import { isSectionType, type KnownSection, SECTION_REGISTRY } from "./registry.ts";

/**
 * A section whose type this version of the app does not know (written by a newer version, or by
 * hand). It is kept as it is on every save, renders nothing publicly and shows "Unknown Section
 * Type" in the editor.
 */
const UnknownSection = z.looseObject({ id: z.string().min(1).max(100), type: z.string().max(100), order: z.number() });
type UnknownSection = z.infer<typeof UnknownSection>;
export type Section = KnownSection | UnknownSection;

const MAX_SECTIONS = 100;

export function isKnownSection(section: Section): section is KnownSection {
  return isSectionType(section.type);
}

export interface SectionIssue {
  /** The id of the section the message is about (absent when the list itself is wrong). */
  sectionId?: string;
  /** The zod path below the section, joined with dots ("items.0.title"); "" for the section itself. */
  path: string;
  message: string;
}

/** Sorted by order and renumbered 0..n-1, as the spec requires after every change. */
export function renumber<S extends Section>(sections: readonly S[]): S[] {
  return [...sections].sort((a, b) => a.order - b.order).map((section, order) => ({ ...section, order }));
}

/** For saves: every known section must pass its schema; unknown ones are kept as they are. */
export function parseSectionsForWrite(raw: unknown): { ok: true; sections: Section[] } | { ok: false; issues: SectionIssue[] } {
  if (!Array.isArray(raw)) return { ok: false, issues: [{ path: "", message: "The page's sections could not be read." }] };
  if (raw.length > MAX_SECTIONS) return { ok: false, issues: [{ path: "", message: `A page can hold at most ${MAX_SECTIONS} sections.` }] };
  const sections: Section[] = [];
  const issues: SectionIssue[] = [];
  const seenIds = new Set<string>();
  for (const item of raw) {
    const base = UnknownSection.safeParse(item);
    if (!base.success) {
      issues.push({ path: "", message: "A section is missing its id, type or position." });
      continue;
    }
    if (seenIds.has(base.data.id)) {
      issues.push({ sectionId: base.data.id, path: "", message: "Two sections have the same id." });
      continue;
    }
    seenIds.add(base.data.id);
    if (!isSectionType(base.data.type)) {
      sections.push(base.data);
      continue;
    }
    const parsed = SECTION_REGISTRY[base.data.type].schema.safeParse(item);
    if (parsed.success) sections.push(parsed.data as KnownSection);
    else for (const issue of parsed.error.issues) issues.push({ sectionId: base.data.id, path: issue.path.join("."), message: issue.message });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, sections: renumber(sections) };
}

/**
 * For reads: never throws. A known section that no longer passes its schema (an older shape, a
 * value the editor would refuse) is mended (mend-section.ts), and left out if it cannot be, so one
 * broken section can neither take the whole page down nor reach the page unchecked.
 */
export function parseSectionsForRead(raw: unknown): Section[] {
  if (!Array.isArray(raw)) return [];
  const sections: Section[] = [];
  for (const item of raw) {
    const base = UnknownSection.safeParse(item);
    if (!base.success) continue;
    if (!isSectionType(base.data.type)) {
      sections.push(base.data);
      continue;
    }
    const definition = SECTION_REGISTRY[base.data.type];
    const parsed = definition.schema.safeParse(item);
    const section = parsed.success ? (parsed.data as KnownSection) : mendSection(definition, base.data);
    if (section) sections.push(section);
  }
  return renumber(sections);
}
