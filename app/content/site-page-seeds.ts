/**
 * What a fresh install's site pages hold (docs/decisions/018-site-pages.md): today's designed site,
 * built from the records in this folder as sections. Staff change the pages in the admin; this is
 * only the starting point, and what "Reset to default" brings back.
 */
import type { SitePageKey } from "#app/features/pages/site-pages.ts";
import type { KnownSection } from "#app/sections/registry.ts";
import { joinLines, joinParagraphs } from "#app/sections/text-blocks.ts";
import { PRIVACY_POLICY, TERMS_OF_SERVICE, type LegalDocument } from "./legal.ts";

export interface SitePageSeed {
  /** The page's own title; the brand is appended in the browser tab ("Services | BrandCheck"). */
  title: string;
  metaDescription: string;
  sections: KnownSection[];
}

type SectionDraft = KnownSection extends infer S ? (S extends KnownSection ? Omit<S, "id" | "order"> : never) : never;

/** Sections in order, with ids that stay the same on every seeding ("privacy-policy-1"). */
function sections(key: SitePageKey, drafts: SectionDraft[]): KnownSection[] {
  return drafts.map((draft, order) => ({ ...draft, id: `${key}-${order + 1}`, order }) as KnownSection);
}

function legalPage(key: SitePageKey, document: LegalDocument): SitePageSeed {
  return {
    title: document.title,
    metaDescription: document.description,
    sections: sections(key, [
      {
        type: "legal-document",
        title: document.title,
        lastUpdated: document.lastUpdated.iso,
        intro: joinParagraphs(document.intro),
        parts: document.sections.map((part, index) => ({
          id: `part-${index + 1}`,
          heading: part.heading,
          body: joinParagraphs(part.paragraphs),
          bullets: joinLines(part.items ?? []),
        })),
      },
    ]),
  };
}

const SEEDS: Partial<Record<SitePageKey, () => SitePageSeed>> = {
  "privacy-policy": () => legalPage("privacy-policy", PRIVACY_POLICY),
  "terms-of-service": () => legalPage("terms-of-service", TERMS_OF_SERVICE),
};

/** The seeded content of a site page, or undefined while that page is still written in code. */
export function sitePageSeed(key: SitePageKey): SitePageSeed | undefined {
  return SEEDS[key]?.();
}
