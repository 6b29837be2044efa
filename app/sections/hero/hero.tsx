import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Picture } from "#app/components/picture.tsx";
import { AnimatedHeading } from "#app/components/site/animated-heading.tsx";
import { HeroBackdrop } from "#app/components/site/marketing/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { sectionHref } from "../section-href.ts";
import type { SectionRendererProps } from "../section-types.ts";
import type { HeroSection } from "./schema.ts";

/**
 * A large opening band. A hero at the top of a public page carries the page's h1 and clears the
 * fixed site header (the page route relies on this), in the staff's full-page draft preview too;
 * further down, or in the editor's Preview tab under the tab's own title, it is an ordinary h2 section.
 */
export function HeroRenderer({ section, context }: SectionRendererProps<HeroSection>) {
  const headingId = useId();
  const opensPage = section.order === 0 && (!context.preview || context.previewPage === true);
  const split = section.layout === "split" && section.backgroundImage !== "";
  // The photo behind the text: only in the full-bleed layout.
  const image = split ? "" : section.backgroundImage;
  const showButton = section.buttonText.trim() !== "" && section.buttonLink.trim() !== "";
  return (
    <section
      aria-labelledby={headingId}
      // Tells the site header (app.css) that the page opens on a dark photo, behind the header.
      data-hero-tone={image && opensPage ? "dark" : undefined}
      className={cn(
        "relative isolate overflow-hidden",
        opensPage ? "pt-28 pb-16 sm:pt-36 sm:pb-20" : "py-16 sm:py-24",
        image ? "bg-surface-dark text-white" : "bg-gradient-to-b from-primary/10 via-primary/5 to-background",
      )}
    >
      {image ? (
        <>
          {/* Decorative: the heading over it says what the band is about. */}
          <Picture src={image} alt="" sizes="100vw" priority={opensPage} className="absolute inset-0 -z-10 size-full object-cover" />
          {/* Any photo can sit behind the text: this scrim keeps white text above 4.5:1 even on white. */}
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/60" />
        </>
      ) : (
        <HeroBackdrop />
      )}
      <div className={cn("relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", split ? "grid items-center gap-10 lg:grid-cols-2 lg:gap-16" : "text-center")}>
        <div>
          <AnimatedHeading
            as={opensPage ? "h1" : "h2"}
            id={headingId}
            text={section.heading}
            className={cn("max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl", !split && "mx-auto")}
          />
          {section.subheading ? (
            <p className={cn("mt-6 max-w-2xl text-lg leading-relaxed", !split && "mx-auto", image ? "text-white/90" : "text-muted-foreground")}>{section.subheading}</p>
          ) : null}
          {showButton ? (
            <Button asChild size="lg" variant={image ? "inverted" : "default"} className="mt-8">
              <Link to={sectionHref(section.buttonLink, context.path)}>
                {section.buttonText}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </div>
        {split ? (
          // Decorative, as the full-bleed photo is: the heading beside it says what the band is about.
          <Picture
            src={section.backgroundImage}
            alt=""
            sizes="(min-width: 1024px) 36rem, 100vw"
            box={{ width: 1200, height: 900 }}
            priority={opensPage}
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-xl ring-1 ring-border"
          />
        ) : null}
      </div>
    </section>
  );
}
