import { ArrowRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "#app/components/picture.tsx";
import { AnimatedHeading } from "#app/components/site/animated-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { HeroBackdrop } from "./page-hero.tsx";

export interface HomeHeroProps {
  eyebrow: string;
  heading: string;
  text: string;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
  highlights: readonly string[];
  image?: { src: string; alt: string };
}

/** The home page's opening: claim, two buttons, a few highlights and the illustration. */
export function HomeHero({ eyebrow, heading, text, primary, secondary, highlights, image }: HomeHeroProps) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-gradient-to-b from-primary/10 via-primary/5 to-background pt-28 pb-16 sm:pt-36 lg:pb-24">
      <HeroBackdrop />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          {eyebrow ? (
            <p className="mb-5 inline-flex rounded-full border border-primary/20 bg-background/80 px-4 py-1 text-sm font-medium text-primary">{eyebrow}</p>
          ) : null}
          <AnimatedHeading
            as="h1"
            id="page-title"
            text={heading}
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          />
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">{text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* No address: the page it led to is not published (docs/decisions/041-links-to-pages.md). */}
            {primary.to ? (
              <Button asChild size="lg">
                <Link to={primary.to}>
                  {primary.label}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : null}
            {secondary ? (
              <Button asChild size="lg" variant="outline">
                <Link to={secondary.to}>{secondary.label}</Link>
              </Button>
            ) : null}
          </div>
          {highlights.length > 0 ? (
            <ul className="mt-8 space-y-2 text-sm text-muted-foreground">
              {highlights.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {image ? (
          // The page's opening image: a library image as a responsive <picture>, loaded first.
          <Picture
            src={image.src}
            alt={image.alt}
            sizes="(min-width: 640px) 36rem, calc(100vw - 2rem)"
            priority
            box={{ width: 640, height: 520 }}
            className="mx-auto h-auto w-full max-w-xl"
          />
        ) : null}
      </div>
    </section>
  );
}
