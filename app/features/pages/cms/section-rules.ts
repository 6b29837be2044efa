import { SECTION_REGISTRY, SECTION_TYPES, type SectionType } from "#app/sections/registry.ts";
import type { PageContent } from "./content.ts";

/**
 * Which section types a page can hold. The contact block is the website's contact page: its
 * messages are stored as the contact page's, so only the website's own pages take it. Every other
 * type fits every page, the Contact Form included (both page routes take its post:
 * features/contact/form/page-form-post.server.ts). The editor offers these types; the server refuses others.
 */
const SITE_PAGE_ONLY: ReadonlySet<SectionType> = new Set(["contact-block"]);

export function sectionTypesFor(isSitePage: boolean): SectionType[] {
  return isSitePage ? SECTION_TYPES : SECTION_TYPES.filter((type) => !SITE_PAGE_ONLY.has(type));
}

/** Why this content cannot be saved on this kind of page, or null when every section fits. */
export function misplacedSectionProblem(content: PageContent, isSitePage: boolean): string | null {
  if (isSitePage || !("sections" in content)) return null;
  const misplaced = content.sections.find((section) => SITE_PAGE_ONLY.has(section.type as SectionType));
  return misplaced ? `The ${SECTION_REGISTRY[misplaced.type as SectionType].label} section can only be placed on the website's own pages.` : null;
}
