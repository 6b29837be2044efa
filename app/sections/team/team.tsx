import { MapPin } from "lucide-react";
import { useId } from "react";
import { Picture } from "#app/components/picture.tsx";
import { FrameHeading, SectionFrame } from "../section-frame.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { TeamMember, TeamSection } from "./schema.ts";

/** People in a grid of portrait cards: photo, name, role and office. Without a photo, their initials in its place. */
export function TeamRenderer({ section }: SectionRendererProps<TeamSection>) {
  const headingId = useId();
  if (section.members.length === 0) return null;
  return (
    <SectionFrame look={section.style} labelledBy={headingId}>
      <FrameHeading headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
        {section.members.map((member) => (
          <li key={member.id}>
            <Photo member={member} />
            <h3 className="mt-4 text-base font-semibold sm:text-lg">{member.name}</h3>
            {member.role ? <p className="text-sm text-muted-foreground">{member.role}</p> : null}
            {member.office ? (
              <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden className="size-3.5 shrink-0" />
                {member.office}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function Photo({ member }: { member: TeamMember }) {
  // The name is the heading below: the portrait needs no words of its own.
  if (member.image)
    return <Picture src={member.image} alt="" sizes="(min-width: 1024px) 280px, (min-width: 768px) 30vw, 45vw" box={{ width: 400, height: 500 }} yieldsToOpening className="aspect-[4/5] w-full rounded-xl bg-muted object-cover" />;
  const initials = member.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  return (
    <div aria-hidden className="flex aspect-[4/5] w-full items-center justify-center rounded-xl bg-primary/10 text-4xl font-bold text-primary">
      {initials}
    </div>
  );
}
