import { useId } from "react";
import { TrustStrip } from "#app/components/site/marketing/trust-strip.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import { linesOf } from "../text-blocks.ts";
import type { TrustStripSection } from "./schema.ts";

export function TrustStripRenderer({ section }: SectionRendererProps<TrustStripSection>) {
  const headingId = useId();
  return <TrustStrip id={headingId} heading={section.heading} names={linesOf(section.names)} />;
}
