import { HomeHero } from "#app/components/site/marketing/home-hero.tsx";
import { sectionHref } from "../section-href.ts";
import type { SectionRendererProps } from "../section-types.ts";
import { linesOf } from "../text-blocks.ts";
import type { HomeHeroSection } from "./schema.ts";

export function HomeHeroRenderer({ section, context }: SectionRendererProps<HomeHeroSection>) {
  const secondary =
    section.secondaryButtonText && section.secondaryButtonLink ? { label: section.secondaryButtonText, to: sectionHref(section.secondaryButtonLink, context.path) } : undefined;
  return (
    <HomeHero
      eyebrow={section.eyebrow}
      heading={section.heading}
      text={section.text}
      primary={{ label: section.primaryButtonText, to: section.primaryButtonLink && sectionHref(section.primaryButtonLink, context.path) }}
      secondary={secondary}
      highlights={linesOf(section.highlights)}
      image={section.image ? { src: section.image, alt: section.imageAlt } : undefined}
    />
  );
}
