import { AnchorNav } from "#app/components/site/marketing/anchor-nav.tsx";
import { PageHero } from "#app/components/site/marketing/page-hero.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { m } from "#app/paraglide/messages.js";
import type { SectionRendererProps } from "../section-types.ts";
import type { PageHeroSection } from "./schema.ts";

/** The opening band of an inner page with its h1, and optional links to the page's own sections. */
export function PageHeroRenderer({ section }: SectionRendererProps<PageHeroSection>) {
  const catalog = usePageCatalog();
  return (
    <PageHero eyebrow={section.eyebrow || undefined} title={section.title} intro={section.intro || undefined}>
      {section.links.length > 0 ? <AnchorNav label={section.navLabel || m.a11y_on_this_page({}, { locale: catalog })} links={section.links} /> : null}
    </PageHero>
  );
}
