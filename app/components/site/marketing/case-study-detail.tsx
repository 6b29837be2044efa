import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AnimatedHeading } from "#app/components/site/animated-heading.tsx";
import { CASE_STUDY_CARDS, type CaseStudy } from "#app/content/case-studies.ts";
import { CaseStudyCard } from "./case-study-card.tsx";
import { CheckList } from "./check-list.tsx";
import { CtaSection } from "./cta-section.tsx";
import { HeroBackdrop } from "./page-hero.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { TagList } from "./tag-list.tsx";

/** A full case study: header, the four narrative sections, results, related stories and a call to action. */
export function CaseStudyDetail({ study }: { study: CaseStudy }) {
  const related = CASE_STUDY_CARDS.filter((card) => card.id !== study.slug);
  return (
    <>
      <header className="relative overflow-hidden bg-gradient-to-b from-primary/10 via-primary/5 to-background pt-28 pb-12 sm:pt-32 sm:pb-16">
        <HeroBackdrop />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <Link to="/case-studies" className="inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Case Studies
            </Link>
            <TagList tags={study.tags} className="mt-6" />
            <AnimatedHeading as="h1" id="page-title" text={study.title} className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl" />
            <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{study.summary}</p>
            <p className="mt-4 text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">Client:</span> {study.client}
            </p>
          </div>
          <img src={study.image} alt={study.imageAlt} width={640} height={400} className="w-full rounded-2xl border bg-card shadow-lg" />
        </div>
      </header>

      <article className="mx-auto max-w-3xl px-4 pb-8 sm:px-6 lg:px-8">
        <StorySection id="challenge" title="The Challenge">
          <Paragraphs paragraphs={study.challenge} />
        </StorySection>
        <StorySection id="approach" title="Our Approach">
          <Paragraphs paragraphs={study.approach} />
        </StorySection>
        <StorySection id="findings" title="Key Findings">
          <ol className="space-y-4">
            {study.keyFindings.map((finding, index) => (
              <li key={finding} className="flex gap-4 rounded-xl border bg-card p-4 leading-relaxed shadow-sm">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <span>{finding}</span>
              </li>
            ))}
          </ol>
        </StorySection>
        <StorySection id="implementation" title="Solution Implementation">
          <Paragraphs paragraphs={study.implementation} />
        </StorySection>
        <StorySection id="results" title="Results">
          <p className="text-lg leading-relaxed text-foreground/90">{study.results.intro}</p>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2">
            {study.results.figures.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse rounded-2xl bg-primary p-6 text-primary-foreground shadow-md">
                <dt className="mt-1 text-primary-foreground/90">{figure.label}</dt>
                <dd className="text-4xl font-bold tracking-tight sm:text-5xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-10 text-xl font-semibold">Further outcomes</h3>
          <CheckList items={study.results.outcomes} className="mt-4" />
          <figure className="mt-10 rounded-2xl border-l-4 border-highlight bg-muted/60 p-6 sm:p-8">
            <blockquote className="text-lg leading-relaxed italic">
              <p>“{study.results.quote.quote}”</p>
            </blockquote>
            <figcaption className="mt-4">
              <span className="font-semibold">{study.results.quote.name}</span>
              <span className="text-muted-foreground">, {study.results.quote.title}</span>
            </figcaption>
          </figure>
        </StorySection>
      </article>

      <section aria-labelledby="related-title" className="bg-muted/60 py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="related-title" title="More Case Studies" />
          <ul className="mx-auto mt-12 grid max-w-5xl gap-8 md:grid-cols-2">
            {related.map((card) => (
              <li key={card.id}>
                <CaseStudyCard study={card} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaSection
        title="Facing a Similar Challenge?"
        text="Tell us about your products and what is going wrong. We will show you how we would find the cause and what it could be worth to fix it."
        buttonLabel="Discuss Your Project"
      />
    </>
  );
}

function StorySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="mt-14 sm:mt-16">
      <AnimatedHeading id={headingId} text={title} className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl" />
      {children}
    </section>
  );
}

function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-foreground/90">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
