import { useRouteLoaderData } from "react-router";
import { LegalDocument } from "#app/components/site/marketing/legal-document.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import type { CatalogLocale } from "#app/lib/i18n.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import { linesOf, paragraphsOf } from "../text-blocks.ts";
import type { LegalDocumentSection } from "./schema.ts";

/**
 * "2026-11-21" as "21 November 2026" ("21. November 2026", "2026年11月21日"), the same on the server
 * and in every browser. English is written the British way, day first, as the spec's pages are.
 */
export function dateLabel(iso: string, catalog: CatalogLocale = "en"): string {
  const locale = catalog === "en" ? "en-GB" : catalog;
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** A privacy policy, terms or any other legal text, with the site's contact e-mail filled in as a link. */
export function LegalDocumentRenderer({ section }: SectionRendererProps<LegalDocumentSection>) {
  const email = useRouteLoaderData<typeof rootLoader>("root")?.site.email ?? "";
  const catalog = usePageCatalog();
  const content = {
    title: section.title,
    lastUpdated: { iso: section.lastUpdated, label: dateLabel(section.lastUpdated, catalog) },
    intro: paragraphsOf(section.intro),
    sections: section.parts.map((part) => ({ heading: part.heading, paragraphs: paragraphsOf(part.body), items: optional(linesOf(part.bullets)) })),
  };
  return <LegalDocument content={content} email={email} />;
}

const optional = (items: string[]) => (items.length > 0 ? items : undefined);
