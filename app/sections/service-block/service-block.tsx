import { ServiceSection } from "#app/components/site/marketing/service-section.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { ServiceBlockSection } from "./schema.ts";

/** Numbered, with every other service on a tinted band, as the services page has always shown them. */
export function ServiceBlockRenderer({ section, ofType = 0 }: SectionRendererProps<ServiceBlockSection>) {
  return <ServiceSection service={{ ...section, features: section.points }} index={ofType} />;
}
