import { CircleCheck } from "lucide-react";
import { Picture } from "#app/components/picture.tsx";
import { AnimatedHeading } from "#app/components/site/animated-heading.tsx";
import { cn } from "#app/lib/utils.ts";
import { MarketingIcon } from "./marketing-icon.tsx";
import type { MarketingIconName } from "./marketing-icon-names.ts";

interface ServiceContent {
  anchor: string;
  icon: MarketingIconName;
  title: string;
  intro: string;
  features: ReadonlyArray<{ title: string; description: string }>;
  /** An illustration under the introduction ("" for none), and its description ("" when decorative). */
  image: string;
  imageAlt: string;
}

/**
 * One service on /services: the section id is the anchor the footer and home page link to. Every
 * other service sits on a tinted band with its text on the right, so the page zigzags.
 */
export function ServiceSection({ service, index }: { service: ServiceContent; index: number }) {
  const headingId = `${service.anchor}-title`;
  const flipped = index % 2 === 1;
  return (
    <section id={service.anchor} aria-labelledby={headingId} className={cn("py-16 sm:py-24", flipped && "bg-muted/60")}>
      <div className={cn("mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:gap-16 lg:px-8", flipped ? "lg:grid-cols-[3fr_2fr]" : "lg:grid-cols-[2fr_3fr]")}>
        <div className={cn(flipped && "lg:order-2")}>
          <div className="flex items-center gap-4">
            <MarketingIcon name={service.icon} />
            <span className="text-sm font-semibold uppercase tracking-wider text-primary">{String(index + 1).padStart(2, "0")}</span>
          </div>
          <AnimatedHeading id={headingId} text={service.title} className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl" />
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{service.intro}</p>
          {service.image ? (
            <Picture
              src={service.image}
              alt={service.imageAlt}
              sizes="(min-width: 1024px) 420px, 90vw"
              box={{ width: 480, height: 360 }}
              className="mt-8 hidden w-full max-w-md sm:block"
            />
          ) : null}
        </div>
        <ul className="grid gap-4 self-center sm:grid-cols-2">
          {service.features.map((feature, featureIndex) => (
            <li key={featureIndex} className="rounded-2xl border bg-card p-6 shadow-sm">
              <CircleCheck className="size-6 text-success" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
