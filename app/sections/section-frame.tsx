import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";
import { DEFAULT_SECTION_STYLE, type SectionSpacing, type SectionStyle } from "./section-style.ts";

const SPACING_CLASSES: Record<SectionSpacing, string> = {
  compact: "py-10 sm:py-12",
  normal: "py-16 sm:py-24",
  airy: "py-24 sm:py-36",
};

/**
 * The band a styled section sits in: its background and spacing (section-style.ts). The tones are
 * CSS (app.css, "Section tones"): a dark or brand band re-sets the colour variables for what is inside
 * it, so headings, muted text, cards, borders and links inside keep their contrast without each
 * section knowing which background it is on.
 */
export function SectionFrame({
  look = DEFAULT_SECTION_STYLE,
  labelledBy,
  label,
  id,
  className,
  children,
}: {
  look?: SectionStyle;
  /** The id of the section's heading, its accessible name; or `label` where it has no heading. */
  labelledBy?: string;
  label?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      data-section-tone={look.background}
      className={cn("section-tone px-4 sm:px-6 lg:px-8", SPACING_CLASSES[look.spacing], className)}
    >
      <div className="mx-auto max-w-7xl">{children}</div>
    </section>
  );
}

/** The eyebrow, heading and introduction above a styled section's content, centred. */
export function FrameHeading({ eyebrow, heading, intro, headingId }: { eyebrow?: string; heading: string; intro?: string; headingId: string }) {
  return (
    <div className="mx-auto mb-10 max-w-3xl text-center sm:mb-12">
      {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p> : null}
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
