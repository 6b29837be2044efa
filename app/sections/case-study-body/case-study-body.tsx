import { ArrowLeft } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Picture } from "#app/components/picture.tsx";
import { AnimatedHeading } from "#app/components/site/animated-heading.tsx";
import { CheckList } from "#app/components/site/marketing/check-list.tsx";
import { HeroBackdrop } from "#app/components/site/marketing/page-hero.tsx";
import { TagList } from "#app/components/site/marketing/tag-list.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { cn } from "#app/lib/utils.ts";
import { m } from "#app/paraglide/messages.js";
import { sectionHref } from "../section-href.ts";
import type { SectionRendererProps } from "../section-types.ts";
import { linesOf, paragraphsOf } from "../text-blocks.ts";
import type { CaseStudyBodySection } from "./schema.ts";

/** A full case study as the case-study pages have always shown it: header, the four parts of the story, and results. */
export function CaseStudyBodyRenderer({ section, context }: SectionRendererProps<CaseStudyBodySection>) {
  const catalog = usePageCatalog();
  const tags = linesOf(section.tags);
  const outcomes = linesOf(section.outcomes);
  const hasResults = section.resultsIntro !== "" || section.figures.length > 0 || outcomes.length > 0 || section.quote !== "";
  return (
    <>
      <header className="relative overflow-hidden bg-gradient-to-b from-primary/10 via-primary/5 to-background pt-28 pb-12 sm:pt-32 sm:pb-16">
        <HeroBackdrop />
        <div className={cn("relative mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:px-8", section.image && "lg:grid-cols-2")}>
          <div>
            {section.backLinkText && section.backLinkUrl ? (
              <Link to={sectionHref(section.backLinkUrl, context.path)} className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline">
                <ArrowLeft className="size-4" aria-hidden="true" />
                {section.backLinkText}
              </Link>
            ) : null}
            {tags.length > 0 ? <TagList tags={tags} className="mb-4" /> : null}
            {/* The page's one h1; "page-title" is the id every site page's title has. */}
            <AnimatedHeading as="h1" id="page-title" text={section.title} className="text-4xl font-bold tracking-tight text-balance sm:text-5xl" />
            {section.summary ? <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{section.summary}</p> : null}
            {section.client ? (
              <p className="mt-4 text-sm text-muted-foreground">
                <span className="font-semibold text-foreground">{m.case_study_client({}, { locale: catalog })}</span> {section.client}
              </p>
            ) : null}
          </div>
          {section.image ? (
            <Picture src={section.image} alt={section.imageAlt} priority sizes="(min-width: 1024px) 600px, 100vw" box={{ width: 640, height: 400 }} className="w-full rounded-2xl border bg-card shadow-lg" />
          ) : null}
        </div>
      </header>

      <article className="mx-auto max-w-3xl px-4 pb-8 sm:px-6 lg:px-8">
        <StoryPart title={section.challengeHeading} show={section.challenge !== ""}>
          <Paragraphs text={section.challenge} />
        </StoryPart>
        <StoryPart title={section.approachHeading} show={section.approach !== ""}>
          <Paragraphs text={section.approach} />
        </StoryPart>
        <StoryPart title={section.findingsHeading} show={section.findings.length > 0}>
          <ol className="space-y-4">
            {section.findings.map((finding, index) => (
              <li key={finding.id} className="flex gap-4 rounded-xl border bg-card p-4 leading-relaxed shadow-sm">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <span>{finding.text}</span>
              </li>
            ))}
          </ol>
        </StoryPart>
        <StoryPart title={section.implementationHeading} show={section.implementation !== ""}>
          <Paragraphs text={section.implementation} />
        </StoryPart>
        <StoryPart title={section.resultsHeading} show={hasResults}>
          {section.resultsIntro ? <p className="mb-8 text-lg leading-relaxed text-foreground/90">{section.resultsIntro}</p> : null}
          {section.figures.length > 0 ? (
            <dl className="grid gap-4 sm:grid-cols-2">
              {section.figures.map((figure) => (
                <div key={figure.id} className="flex flex-col-reverse rounded-2xl bg-primary p-6 text-primary-foreground shadow-md">
                  <dt className="mt-1 text-primary-foreground/90">{figure.label}</dt>
                  <dd className="text-4xl font-bold tracking-tight sm:text-5xl">{figure.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {outcomes.length > 0 ? (
            <>
              <h3 className="mt-10 text-xl font-semibold">{section.outcomesHeading}</h3>
              <CheckList items={outcomes} className="mt-4" />
            </>
          ) : null}
          {section.quote ? (
            <figure className="mt-10 rounded-2xl border-s-4 border-highlight bg-muted/60 p-6 sm:p-8">
              <blockquote className="text-lg leading-relaxed italic">
                <p>“{section.quote}”</p>
              </blockquote>
              {section.quoteAuthor ? (
                <figcaption className="mt-4">
                  <span className="font-semibold">{section.quoteAuthor}</span>
                  {section.quotePosition ? <span className="text-muted-foreground">, {section.quotePosition}</span> : null}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
        </StoryPart>
      </article>
    </>
  );
}

function StoryPart({ title, show, children }: { title: string; show: boolean; children: ReactNode }) {
  const headingId = useId();
  if (!show) return null;
  return (
    <section aria-labelledby={headingId} className="mt-14 sm:mt-16">
      <AnimatedHeading id={headingId} text={title} className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl" />
      {children}
    </section>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-foreground/90">
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
