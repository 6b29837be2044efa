import { AnimatedHeading } from "#app/components/site/animated-heading.tsx";
import { cn } from "#app/lib/utils.ts";

interface SectionHeadingProps {
  /** Used as the heading's id, so the section can point at it with aria-labelledby. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  align?: "left" | "center";
  className?: string;
}

/** A section's eyebrow, animated h2 and optional intro. */
export function SectionHeading({ id, title, eyebrow, intro, align = "center", className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p> : null}
      <AnimatedHeading id={id} text={title} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl" />
      {intro ? <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
