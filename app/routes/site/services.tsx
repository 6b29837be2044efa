import type { Route } from "./+types/services";
import { AnchorNav } from "#app/components/site/marketing/anchor-nav.tsx";
import { CtaSection } from "#app/components/site/marketing/cta-section.tsx";
import { PageHero } from "#app/components/site/marketing/page-hero.tsx";
import { ServiceSection } from "#app/components/site/marketing/service-section.tsx";
import { SERVICES } from "#app/content/services.ts";
import { originFromMatches, seoMeta } from "#app/lib/seo.ts";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    title: "Services",
    description:
      "Test buying, quality control, compliance assessment, consulting and reporting services that keep your products, and your brand, up to standard.",
    path: "/services",
    origin: originFromMatches(matches),
  });
}

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow="Our Services"
        title="Services That Protect Your Products and Your Brand"
        intro="Five services that work on their own or together: we find out what your customers really receive, test it against your standards and the law, and help you fix what falls short."
      >
        <AnchorNav label="Services on this page" links={SERVICES.map((service) => ({ anchor: service.anchor, label: service.title }))} />
      </PageHero>
      {SERVICES.map((service, index) => (
        <ServiceSection key={service.anchor} service={service} index={index} />
      ))}
      <CtaSection
        title="Not Sure Where to Start?"
        text="Tell us what is worrying you, whether it is returns, reviews, a new market or a new supplier, and we will recommend the right mix of services."
        buttonLabel="Talk to Our Team"
      />
    </>
  );
}
