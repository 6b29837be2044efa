import { AnchorNav } from "#app/components/site/marketing/anchor-nav.tsx";
import { PageHero } from "#app/components/site/marketing/page-hero.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { PageHeroSection } from "./schema.ts";

/** The opening band of an inner page with its h1, and optional links to the page's own sections. */
export function PageHeroRenderer({ section }: SectionRendererProps<PageHeroSection>) {
  return (
    <PageHero eyebrow={section.eyebrow || undefined} title={section.title} intro={section.intro || undefined}>
      {section.links.length > 0 ? <AnchorNav label={section.navLabel || "On this page"} links={section.links} /> : null}
    </PageHero>
  );
}
