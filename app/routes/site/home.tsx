import { ArrowRight } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { CtaSection } from "#app/components/site/marketing/cta-section.tsx";
import { HomeHero } from "#app/components/site/marketing/home-hero.tsx";
import { IconCard } from "#app/components/site/marketing/icon-card.tsx";
import { JsonLd } from "#app/components/site/marketing/json-ld.tsx";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { TrustStrip } from "#app/components/site/marketing/trust-strip.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ABOUT_BENEFITS, HOME_SERVICE_CARDS } from "#app/content/services.ts";
import { BRAND, FOOTER_DESCRIPTION, OFFICES } from "#app/content/site.ts";
import { originFromMatches, seoMeta } from "#app/lib/seo.ts";
import type { loader as rootLoader } from "#app/root.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    title: "Test Buying and Product Quality Control",
    description:
      "Test buying and product quality control for global brands and retailers: mystery shopping, inspections, compliance checks and clear, actionable reports.",
    path: "/",
    origin: originFromMatches(matches),
  });
}

export default function Home() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const origin = site?.origin ?? "";
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Organization",
          name: BRAND,
          url: origin,
          logo: `${origin}/favicon.svg`,
          description: FOOTER_DESCRIPTION,
          ...(site?.email ? { email: site.email } : {}),
          ...(site?.phone ? { telephone: site.phone } : {}),
          address: OFFICES.map((city) => ({ "@type": "PostalAddress", addressLocality: city })),
        }}
      />
      <HomeHero />
      <TrustStrip />

      <section aria-labelledby="about-title" className="py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="about-title"
            eyebrow={`About ${BRAND}`}
            title="See Your Products Through Your Customers' Eyes"
            intro="Factory reports tell you what left the production line. We tell you what arrived: our specialists in London, Hong Kong, Sydney and Frankfurt buy, inspect and test products from the same shelves and sites your customers use."
          />
          <ul className="mt-14 grid gap-6 md:grid-cols-3">
            {ABOUT_BENEFITS.map((benefit) => (
              <li key={benefit.title}>
                <IconCard icon={benefit.icon} title={benefit.title} description={benefit.description} />
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center">
            <Link to="/services" className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
              Discover how we can help
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="services-title" className="bg-muted/60 py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="services-title"
            eyebrow="What we do"
            title="Services Built Around Your Products"
            intro="From a single mystery-shopping exercise to a year-round quality programme, every engagement is planned around your products, channels and markets."
          />
          <ul className="mt-14 grid gap-6 md:grid-cols-3">
            {HOME_SERVICE_CARDS.map((service) => (
              <li key={service.link}>
                <IconCard
                  icon={service.icon}
                  title={service.title}
                  description={service.description}
                  footer={
                    <Link to={service.link} className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
                      Learn more<span className="sr-only"> about {service.title}</span>
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  }
                />
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <Button asChild size="lg" variant="outline" className="bg-background">
              <Link to="/services">View All Services</Link>
            </Button>
          </div>
        </div>
      </section>

      <CtaSection
        title="Ready to See What Your Customers See?"
        text="Tell us about your products and markets, and we will propose an assessment plan within two business days."
        buttonLabel="Get in Touch"
      />
    </>
  );
}
