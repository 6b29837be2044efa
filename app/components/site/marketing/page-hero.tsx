import type { ReactNode } from "react";
import { AnimatedHeading } from "#app/components/site/animated-heading.tsx";
import { cn } from "#app/lib/utils.ts";

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  intro?: string;
  /** Extra content under the intro: buttons, tags, an in-page navigation. */
  children?: ReactNode;
  className?: string;
}

/** The first band of an inner page, with the page's only h1. Top padding clears the fixed header. */
export function PageHero({ title, eyebrow, intro, children, className }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className={cn("relative overflow-hidden bg-gradient-to-b from-primary/10 via-primary/5 to-background pt-28 pb-16 sm:pt-36 sm:pb-20", className)}>
      <HeroBackdrop />
      <div className="relative mx-auto max-w-7xl px-4 text-center sm:px-6 lg:px-8">
        {eyebrow ? (
          <p className="mx-auto mb-4 inline-flex rounded-full border border-primary/20 bg-background/80 px-4 py-1 text-sm font-medium text-primary">
            {eyebrow}
          </p>
        ) : null}
        <AnimatedHeading as="h1" id="page-title" text={title} className="mx-auto max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl" />
        {intro ? <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** Soft decorative shapes behind hero text; the mask fades them out so the section's bottom edge stays clean. */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden [mask-image:linear-gradient(to_bottom,black_50%,transparent)]">
      <div className="absolute -top-24 -inset-e-24 size-96 rounded-full bg-primary/10 blur-3xl" />
      <div className="absolute top-40 -inset-s-32 size-80 rounded-full bg-highlight/15 blur-3xl" />
    </div>
  );
}
