import type { Route } from "./+types/how-it-works";
import { CtaSection } from "#app/components/site/marketing/cta-section.tsx";
import { FaqList } from "#app/components/site/marketing/faq-list.tsx";
import { PageHero } from "#app/components/site/marketing/page-hero.tsx";
import { ProcessSteps } from "#app/components/site/marketing/process-steps.tsx";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { FAQ_ITEMS, PROCESS_STEPS } from "#app/content/process.ts";
import { originFromMatches, seoMeta } from "#app/lib/seo.ts";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    title: "How It Works",
    description:
      "Our eight-step process, from first consultation to implementation support, and answers to common questions about timing, coverage, pricing and reports.",
    path: "/how-it-works",
    origin: originFromMatches(matches),
  });
}

export default function HowItWorks() {
  return (
    <>
      <PageHero
        eyebrow="How It Works"
        title="A Clear Process From First Call to Lasting Results"
        intro="Every engagement follows the same eight steps, so you always know what happens next, who is responsible and when you will see results."
      />
      <section aria-labelledby="process-title" className="pb-20 sm:pb-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="process-title"
            eyebrow="Our process"
            title="Eight Steps to Better Products"
            intro="A standard assessment takes 2-4 weeks from the agreed plan to the final report."
            className="mb-14"
          />
          <ProcessSteps steps={PROCESS_STEPS} />
        </div>
      </section>
      <section aria-labelledby="faq-title" className="bg-muted/60 py-20 sm:py-28">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently Asked Questions" className="mb-14" />
          <FaqList items={FAQ_ITEMS} />
        </div>
      </section>
      <CtaSection
        title="Ready to Take the First Step?"
        text="Book a free, no-obligation consultation. We will discuss your products and goals and outline a plan that fits."
        buttonLabel="Schedule a Consultation"
      />
    </>
  );
}
