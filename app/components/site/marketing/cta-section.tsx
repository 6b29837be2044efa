import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { AnimatedHeading } from "#app/components/site/animated-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";

interface CtaSectionProps {
  /** Heading id for aria-labelledby; unique on the page. */
  id?: string;
  title: string;
  text?: string;
  buttonLabel: string;
  to?: string;
}

/** The closing call to action of a marketing page; it leads to /contact unless told otherwise. */
export function CtaSection({ id = "cta-title", title, text, buttonLabel, to = "/contact" }: CtaSectionProps) {
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12">
        <div aria-hidden="true" className="pointer-events-none absolute -top-20 -inset-e-16 size-64 rounded-full bg-white/10" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-24 -inset-s-10 size-56 rounded-full bg-highlight/25" />
        <div className="relative">
          <AnimatedHeading id={id} text={title} className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl" />
          {text ? <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-primary-foreground/90">{text}</p> : null}
          {/* "": the page it led to is not published (docs/decisions/041-links-to-pages.md), so no button. */}
          {to ? (
            <Button asChild variant="inverted" size="lg" className="mt-8">
              <Link to={to}>
                {buttonLabel}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
