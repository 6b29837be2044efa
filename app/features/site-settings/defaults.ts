import { BRAND } from "#app/lib/brand.ts";
import { BUSINESS_HOURS, FOOTER_DESCRIPTION, FOOTER_SERVICE_LINKS, LEGAL_LINKS, NAV_LINKS, OFFICES } from "#app/content/site.ts";
import { DEFAULT_SHARE_IMAGE } from "#app/lib/seo.ts";
import { DEFAULT_TIME_ZONE } from "#app/lib/time-zone.ts";
import type { SiteLink, SiteSettings } from "./schema.ts";

const link = (prefix: string, label: string, href: string): SiteLink => ({ id: `${prefix}-${href.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}`, label, href });

/**
 * The settings of a fresh install: today's site (app/content/site.ts). Phone and e-mail come from
 * SITE_PHONE and SITE_EMAIL, which only ever seed these first values. Fixed ids keep the seed the
 * same at every start.
 */
export function defaultSiteSettings(contact: { phone: string; email: string }): SiteSettings {
  const navigation = NAV_LINKS.map((item) => link("nav", item.label, item.to));
  return {
    companyName: BRAND,
    phone: contact.phone,
    email: contact.email,
    businessHours: BUSINESS_HOURS.map((row, index) => ({ id: `hours-${index + 1}`, days: row.days, hours: row.hours })),
    offices: OFFICES.map((city) => ({ id: `office-${city.toLowerCase().replace(/\s+/g, "-")}`, city })),
    footerDescription: FOOTER_DESCRIPTION,
    headerLinks: navigation,
    quickLinks: navigation.map((item) => ({ ...item, id: item.id.replace(/^nav/, "quick") })),
    quickLinksFollowHeader: true,
    serviceLinks: FOOTER_SERVICE_LINKS.map((service) => link("service", service.label, `/services#${service.anchor}`)),
    legalLinks: LEGAL_LINKS.map((item) => link("legal", item.label, item.to)),
    socialLinks: [],
    shareImage: DEFAULT_SHARE_IMAGE,
    timeZone: DEFAULT_TIME_ZONE,
    stickyContact: true,
  };
}
