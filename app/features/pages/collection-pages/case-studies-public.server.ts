import { caseStudyLabel, COLLECTIONS, readFields, type CaseStudyFields } from "#app/features/collections/collections.ts";
import { languagePath, type AddressBook } from "#app/features/languages/public-address.ts";
import { catalogLocale } from "#app/lib/i18n.ts";
import type { PageRecord } from "../cms/schema.ts";
import { publishedSitePagePath } from "../site-pages/site-pages.server.ts";
import { findPublicItem, itemPageFrame } from "./public-item.server.ts";

/**
 * A case study made in the admin (docs/decisions/039-collections.md), at /{prefix}/case-studies/{slug}.
 * The three shipped ones keep their site pages' addresses (/case-study-1…3, routes/site/site-page.tsx)
 * and are not found here. Its listing is the Case Studies site page (/case-studies, /de/fallstudien).
 */
const CASE_STUDIES = COLLECTIONS["case-studies"];

/** The published case study at a public path, or null. */
export function findPublicCaseStudy(pathname: string, book: AddressBook): Promise<PageRecord | null> {
  return findPublicItem(CASE_STUDIES, pathname, book);
}

/** Everything a case study's page shows beside its sections: the breadcrumb's listing, its facts for structured data, its translations. */
export async function caseStudyPageData(record: PageRecord, path: string, book: AddressBook) {
  const fields = readFields(CASE_STUDIES, record.fields) as CaseStudyFields;
  const catalog = catalogLocale(record.locale);
  const [{ item, ...frame }, listing] = await Promise.all([itemPageFrame(record, fields, path, book), publishedSitePagePath("case-studies", record.locale, book)]);
  return {
    kind: "case-study" as const,
    ...frame,
    caseStudy: {
      ...item,
      // The fixed lists' codes in the page's language, for structured data (keywords).
      industry: fields.industry ? caseStudyLabel("industry", fields.industry, catalog) : null,
      services: fields.services.map((service) => caseStudyLabel("service", service, catalog)),
      region: fields.region ? caseStudyLabel("region", fields.region, catalog) : null,
    },
    // The Case Studies site page in the item's language ("/de/fallstudien"); its language's home while that has none.
    listing: listing ?? languagePath(record.locale, "/", book) ?? "/",
  };
}
