import type { Route } from "./+types/case-studies";
import { CaseStudyCard } from "#app/components/site/marketing/case-study-card.tsx";
import { CtaSection } from "#app/components/site/marketing/cta-section.tsx";
import { PageHero } from "#app/components/site/marketing/page-hero.tsx";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { TestimonialCard } from "#app/components/site/marketing/testimonial-card.tsx";
import { CASE_STUDY_CARDS, TESTIMONIALS } from "#app/content/case-studies.ts";
import { seoMeta, siteSeoFromMatches } from "#app/lib/seo.ts";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    title: "Case Studies",
    description:
      "How brands and retailers used test buying and quality control to cut returns by 35%, reach market 4 months sooner and reduce negative reviews by 40%.",
    path: "/case-studies",
    ...siteSeoFromMatches(matches),
  });
}

export default function CaseStudies() {
  return (
    <>
      <PageHero
        eyebrow="Case Studies"
        title="Real Results for Brands and Retailers"
        intro="Fewer returns, faster launches and happier customers. Here is how our clients used test buying and quality control to solve problems that were costing them money."
      />
      <section aria-labelledby="stories-title" className="pb-20 sm:pb-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="stories-title" className="sr-only">
            Client stories
          </h2>
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {CASE_STUDY_CARDS.map((study) => (
              <li key={study.id}>
                <CaseStudyCard study={study} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="testimonials-title" className="bg-muted/60 py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="testimonials-title"
            eyebrow="Testimonials"
            title="What Our Clients Say"
            intro="Quality, compliance and operations leaders on working with our team."
          />
          <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaSection
        title="Your Success Story Starts Here"
        text="Whatever is holding your products back, we can help you find it and fix it. Tell us about your challenge."
        buttonLabel="Get in Touch"
      />
    </>
  );
}
