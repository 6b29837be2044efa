import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { CaseStudyCard as CaseStudyCardRecord } from "#app/content/case-studies.ts";
import { TagList } from "./tag-list.tsx";

/** A case study teaser: image, tags, title, description and a link to the full story. */
export function CaseStudyCard({ study, headingLevel = "h3" }: { study: CaseStudyCardRecord; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-lg">
      <img
        src={study.image}
        alt={study.imageAlt}
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <TagList tags={study.tags} />
        <Heading className="mt-4 text-xl font-semibold leading-snug text-balance">{study.title}</Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{study.description}</p>
        <Link
          to={study.link}
          className="mt-6 inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline focus-visible:underline"
        >
          Read full case study
          <span className="sr-only">: {study.title}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
