import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CatalogLocale } from "#app/lib/i18n.ts";
import { telHref } from "#app/lib/phone.ts";
import { m } from "#app/paraglide/messages.js";
import { Logo, type LogoImage } from "./logo.tsx";
import type { ContactWays, SiteLink } from "./site-details.ts";

interface SiteFooterProps {
  /** Everything the footer says comes from the site settings (docs/decisions/023-site-settings.md). */
  site: ContactWays & {
    companyName: string;
    footerDescription: string;
    socialLinks: readonly SiteLink[];
    quickLinks: readonly SiteLink[];
    serviceLinks: readonly SiteLink[];
    legalLinks: readonly SiteLink[];
  };
  /** The newsletter's sign-up form, which the route passes in: it belongs to the newsletter feature. */
  newsletter: ReactNode;
  /** The catalog of the page's language, for the footer's own words (lib/i18n.ts). */
  catalog: CatalogLocale;
  /** The theme's logo for dark backgrounds; none: the built-in wordmark, inverted. */
  logo?: LogoImage | null;
}

export function SiteFooter({ site, newsletter, catalog, logo }: SiteFooterProps) {
  const locale = { locale: catalog };
  // Not a grouped number: "2026", never "2,026".
  const year = String(new Date().getFullYear());
  const { phone, email } = site;

  return (
    <footer className="bg-surface-deep text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo inverted name={site.companyName} image={logo} />
          <p className="text-sm leading-relaxed">{site.footerDescription}</p>
          <ul className="space-y-2 text-sm">
            <li>
              <a href={telHref(phone)} className="inline-flex items-center gap-2 hover:text-white">
                <Phone className="size-4" aria-hidden /> <span dir="ltr">{phone}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${email}`} className="inline-flex items-center gap-2 hover:text-white">
                <Mail className="size-4" aria-hidden /> {email}
              </a>
            </li>
          </ul>
          {site.socialLinks.length > 0 ? (
            <ul aria-label={m.footer_social_profiles({}, locale)} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {site.socialLinks.map((link) => (
                <li key={link.id}>
                  <a href={link.href} rel="noopener noreferrer me" className="underline-offset-4 hover:text-white hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FooterColumn id="footer-quick-links" heading={m.footer_quick_links({}, locale)} links={site.quickLinks} />
        {site.serviceLinks.length > 0 ? <FooterColumn id="footer-services" heading={m.footer_services({}, locale)} links={site.serviceLinks} /> : null}
        <div>
          <h2 className={COLUMN_HEADING}>{m.footer_offices({}, locale)}</h2>
          <ul className="space-y-2 text-sm">
            {site.offices.map((office) => (
              <li key={office.id}>{office.city}</li>
            ))}
          </ul>
          {/* Labelled, so the US Eastern hours do not read as the hours of the offices listed above them (issue M). */}
          {site.businessHours[0] ? (
            <p className="mt-4 text-sm">
              <span className="block font-semibold text-white">{m.footer_client_service_hours({}, locale)}</span>
              {m.footer_hours_row(site.businessHours[0], locale)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_2fr] lg:items-start lg:px-8">
          <div>
            <h2 id="footer-newsletter" className={COLUMN_HEADING}>
              {m.newsletter_title({}, locale)}
            </h2>
            <p className="text-sm leading-relaxed">{m.footer_newsletter_intro({}, locale)}</p>
          </div>
          {newsletter}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{m.footer_copyright({ year, company: site.companyName }, locale)}</p>
          <ul className="flex flex-wrap gap-6">
            {site.legalLinks.map((link) => (
              <li key={link.id}>
                <Link to={link.href} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

const COLUMN_HEADING = "mb-4 text-sm font-semibold uppercase tracking-wider text-white";

/** A column of links. A link to a section of the page already shown ("/services#test-buying" on /services) scrolls there (app/site-enhance/anchor-links.ts). */
function FooterColumn({ id, heading, links }: { id: string; heading: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={COLUMN_HEADING}>
        {heading}
      </h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.href} className="hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
