/**
 * What a fresh install's site pages hold (docs/decisions/018-site-pages.md): today's designed site,
 * built from the records in this folder as sections. Staff change the pages in the admin; this is
 * only the starting point, and what "Reset to default" brings back.
 */
import type { SitePageKey } from "#app/features/pages/site-pages.ts";
import type { KnownSection } from "#app/sections/registry.ts";
import { joinLines, joinParagraphs } from "#app/sections/text-blocks.ts";
import { PRIVACY_POLICY, TERMS_OF_SERVICE, type LegalDocument } from "./legal.ts";
import { FAQ_ITEMS, PROCESS_STEPS } from "./process.ts";

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

/** Ids for the items of a seeded list ("step-1"), the same on every seeding. */
function withIds<T extends object>(prefix: string, items: readonly T[]): Array<T & { id: string }> {
  return items.map((item, index) => ({ ...item, id: `${prefix}-${index + 1}` }));
}

/** The closing call to action of a marketing page, leading to /contact. */
function contactCta(heading: string, subheading: string, buttonText: string): SectionDraft {
  return { type: "cta", heading, subheading, buttonText, buttonLink: "/contact" };
}

function howItWorksPage(): SitePageSeed {
  return {
    title: "How It Works",
    metaDescription:
      "Our eight-step process, from first consultation to implementation support, and answers to common questions about timing, coverage, pricing and reports.",
    sections: sections("how-it-works", [
      {
        type: "page-hero",
        eyebrow: "How It Works",
        title: "A Clear Process From First Call to Lasting Results",
        intro: "Every engagement follows the same eight steps, so you always know what happens next, who is responsible and when you will see results.",
        navLabel: "",
        links: [],
      },
      {
        type: "process-steps",
        eyebrow: "Our process",
        heading: "Eight Steps to Better Products",
        intro: "A standard assessment takes 2-4 weeks from the agreed plan to the final report.",
        steps: withIds(
          "step",
          PROCESS_STEPS.map(({ title, description, icon }) => ({ title, description, icon })),
        ),
      },
      { type: "faq", eyebrow: "FAQ", heading: "Frequently Asked Questions", intro: "", items: withIds("question", FAQ_ITEMS) },
      contactCta(
        "Ready to Take the First Step?",
        "Book a free, no-obligation consultation. We will discuss your products and goals and outline a plan that fits.",
        "Schedule a Consultation",
      ),
    ]),
  };
}

const SEEDS: Partial<Record<SitePageKey, () => SitePageSeed>> = {
  "how-it-works": howItWorksPage,
  "privacy-policy": () => legalPage("privacy-policy", PRIVACY_POLICY),
  "terms-of-service": () => legalPage("terms-of-service", TERMS_OF_SERVICE),
};

/** The seeded content of a site page, or undefined while that page is still written in code. */
export function sitePageSeed(key: SitePageKey): SitePageSeed | undefined {
  return SEEDS[key]?.();
}
