import { Award } from "lucide-react";
import { useId } from "react";
import { Picture } from "#app/components/picture.tsx";
import { FrameHeading, SectionFrame } from "../section-frame.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { Accreditation, AccreditationsSection } from "./schema.ts";

/** Badges in cards, each with its name and one line; a body without a badge image gets a drawn award mark. */
export function AccreditationsRenderer({ section }: SectionRendererProps<AccreditationsSection>) {
  const headingId = useId();
  if (section.items.length === 0) return null;
  return (
    <SectionFrame look={section.style} labelledBy={headingId}>
      <FrameHeading headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <ul className="mx-auto grid max-w-6xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.id} className="flex items-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
            <Badge item={item} />
            <div className="min-w-0">
              <h3 className="font-semibold">{item.link ? <a href={item.link} className="underline-offset-4 hover:underline focus-visible:underline">{item.title}</a> : item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function Badge({ item }: { item: Accreditation }) {
  // The name is the heading beside it: the badge image says nothing more (empty alt).
  if (item.badge) return <Picture src={item.badge} alt="" sizes="64px" box={{ width: 64, height: 64 }} yieldsToOpening className="size-16 shrink-0 rounded-md bg-white object-contain p-1" />;
  return (
    <span aria-hidden className="flex size-16 shrink-0 items-center justify-center rounded-full bg-muted text-primary">
      <Award className="size-8" />
    </span>
  );
}
