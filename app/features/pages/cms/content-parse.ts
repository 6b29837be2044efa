import { SECTION_LIMITS } from "#app/components/admin/fields/section-fields.ts";
import { parseSectionsForRead, parseSectionsForWrite, type SectionIssue } from "#app/sections/section-list.ts";
import type { PageContent } from "./content.ts";

const EMPTY_CONTENT: PageContent = { sections: [] };

/**
 * For saves. HTML is checked for size only here; the server sanitises it (pages.server.ts) before
 * it is stored.
 */
export function parseContentForWrite(raw: unknown): { ok: true; content: PageContent } | { ok: false; issues: SectionIssue[] } {
  if (typeof raw !== "object" || raw === null) return { ok: false, issues: [{ path: "", message: "The page content could not be read." }] };
  if ("html" in raw) {
    const html = (raw as { html: unknown }).html;
    if (typeof html !== "string") return { ok: false, issues: [{ path: "html", message: "The page HTML could not be read." }] };
    if (html.length > SECTION_LIMITS.html) return { ok: false, issues: [{ path: "html", message: "The page HTML is too long." }] };
    return { ok: true, content: { html } };
  }
  const sections = parseSectionsForWrite((raw as { sections?: unknown }).sections ?? []);
  return sections.ok ? { ok: true, content: { sections: sections.sections } } : sections;
}

/** For reads: never throws; anything unreadable becomes empty content. */
export function parseContentForRead(raw: unknown): PageContent {
  if (typeof raw !== "object" || raw === null) return EMPTY_CONTENT;
  if ("html" in raw && typeof (raw as { html: unknown }).html === "string") return { html: (raw as { html: string }).html };
  return { sections: parseSectionsForRead((raw as { sections?: unknown }).sections) };
}
