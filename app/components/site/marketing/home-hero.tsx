import { ArrowRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { AnimatedHeading } from "#app/components/site/animated-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { HeroBackdrop } from "./page-hero.tsx";

const HIGHLIGHTS = ["Anonymous purchases through real retail channels", "Accredited partner laboratories", "Clear reports in 2-4 weeks"] as const;

export function HomeHero() {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-gradient-to-b from-primary/10 via-primary/5 to-background pt-28 pb-16 sm:pt-36 lg:pb-24">
      <HeroBackdrop />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="mb-5 inline-flex rounded-full border border-primary/20 bg-background/80 px-4 py-1 text-sm font-medium text-primary">
            Test buying and product quality control
          </p>
          <AnimatedHeading
            as="h1"
            id="page-title"
            text="Independent Test Buying and Quality Control for Global Brands"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          />
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
            We buy, inspect and test your products exactly as your customers receive them, then show you what to fix, so that
            every product on the shelf meets the standard your brand promises.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/contact">
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/services">Explore Services</Link>
            </Button>
          </div>
          <ul className="mt-8 space-y-2 text-sm text-muted-foreground">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/images/hero-illustration.svg"
          alt="An inspector reviewing a product checklist beside a parcel, a magnifying glass and a quality score"
          width={640}
          height={520}
          fetchPriority="high"
          className="mx-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}
