import type { ComponentType } from "react";
import { ContactRenderer } from "./contact/contact.tsx";
import { ContactBlockRenderer } from "./contact-block/contact-block.tsx";
import { CtaRenderer } from "./cta/cta.tsx";
import { FeatureRenderer } from "./feature/feature.tsx";
import { FormRenderer } from "./form/form.tsx";
import { GalleryRenderer } from "./gallery/gallery.tsx";
import { HeroRenderer } from "./hero/hero.tsx";
import { LegalDocumentRenderer } from "./legal-document/legal-document.tsx";
import { PageHeroRenderer } from "./page-hero/page-hero.tsx";
import { ProcessStepsRenderer } from "./process-steps/process-steps.tsx";
import { FaqRenderer } from "./faq/faq.tsx";
import { HomeHeroRenderer } from "./home-hero/home-hero.tsx";
import { TrustStripRenderer } from "./trust-strip/trust-strip.tsx";
import { IconCardsRenderer } from "./icon-cards/icon-cards.tsx";
import { ServiceCardsRenderer } from "./service-cards/service-cards.tsx";
import { ServiceBlockRenderer } from "./service-block/service-block.tsx";
import { CaseStudyCardsRenderer } from "./case-study-cards/case-study-cards.tsx";
import { CaseStudyBodyRenderer } from "./case-study-body/case-study-body.tsx";
import { StatsRenderer } from "./stats/stats.tsx";
import { CollectionListRenderer } from "./collection-list/collection-list.tsx";
import { AccreditationsRenderer } from "./accreditations/accreditations.tsx";
import { LogoWallRenderer } from "./logo-wall/logo-wall.tsx";
import { OfficeLocationsRenderer } from "./office-locations/office-locations.tsx";
import { TeamRenderer } from "./team/team.tsx";
import { VideoRenderer } from "./video/video.tsx";
// Types only: the registry's schemas (Zod) and lazy editors stay out of the public pages' bundle.
import type { KnownSection, SectionType } from "./registry.ts";
import type { Section } from "./section-list.ts";
import type { SectionRendererProps } from "./section-types.ts";
import { TestimonialRenderer } from "./testimonial/testimonial.tsx";
import { TextRenderer } from "./text/text.tsx";

type Renderers = { [T in SectionType]: ComponentType<SectionRendererProps<Extract<KnownSection, { type: T }>>> };

/**
 * The public renderer of every section type. Kept apart from the registry so that a public page
 * downloads the renderers and nothing else (the bundle budget, docs/benchmarks.md); the mapped
 * type makes a registered section type without a renderer a compile error.
 */
const SECTION_RENDERERS: Renderers = {
  hero: HeroRenderer,
  text: TextRenderer,
  feature: FeatureRenderer,
  cta: CtaRenderer,
  gallery: GalleryRenderer,
  testimonial: TestimonialRenderer,
  contact: ContactRenderer,
  "legal-document": LegalDocumentRenderer,
  "service-block": ServiceBlockRenderer,
  "service-cards": ServiceCardsRenderer,
  "icon-cards": IconCardsRenderer,
  "trust-strip": TrustStripRenderer,
  "home-hero": HomeHeroRenderer,
  faq: FaqRenderer,
  "process-steps": ProcessStepsRenderer,
  "page-hero": PageHeroRenderer,
  "contact-block": ContactBlockRenderer,
  "case-study-cards": CaseStudyCardsRenderer,
  "case-study-body": CaseStudyBodyRenderer,
  stats: StatsRenderer,
  "collection-list": CollectionListRenderer,
  form: FormRenderer,
  "logo-wall": LogoWallRenderer,
  accreditations: AccreditationsRenderer,
  team: TeamRenderer,
  "office-locations": OfficeLocationsRenderer,
  video: VideoRenderer,
};

/**
 * Section types that, at the top of a page, carry its h1 and clear the fixed header themselves, so
 * the page route adds neither (a CMS page built like a case study or a site page).
 */
const PAGE_OPENERS: ReadonlySet<string> = new Set<SectionType>(["hero", "home-hero", "page-hero", "case-study-body"]);

export function opensPage(section: Section): boolean {
  return section.order === 0 && PAGE_OPENERS.has(section.type);
}

/** True for a section of a type this version renders; unknown types render nothing. */
export function hasRenderer(section: Section): section is KnownSection {
  return Object.hasOwn(SECTION_RENDERERS, section.type);
}

/** The renderer for a section's type, typed for that section. */
export function rendererFor<S extends KnownSection>(section: S): ComponentType<SectionRendererProps<S>> {
  return SECTION_RENDERERS[section.type] as unknown as ComponentType<SectionRendererProps<S>>;
}
