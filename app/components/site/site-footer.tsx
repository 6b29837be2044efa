import { Mail, Phone } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { BRAND, BUSINESS_HOURS, FOOTER_DESCRIPTION, FOOTER_SERVICE_LINKS, LEGAL_LINKS, NAV_LINKS, OFFICES } from "#app/content/site.ts";
import { NewsletterForm } from "#app/features/newsletter/components/newsletter-form.tsx";
import { scrollToAnchorInstead } from "#app/lib/motion.ts";
import { Logo } from "./logo.tsx";

interface SiteFooterProps {
  phone: string;
  email: string;
  /** The signed render time, for the newsletter form's spam check. */
  formStamp: string;
}

export function SiteFooter({ phone, email, formStamp }: SiteFooterProps) {
  const location = useLocation();
  const year = new Date().getFullYear();

  // Already on /services: scroll to the section instead of navigating to the same page.
  function scrollToService(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
    if (location.pathname === "/services") scrollToAnchorInstead(event, anchor);
  }

  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm leading-relaxed">{FOOTER_DESCRIPTION}</p>
          <ul className="space-y-2 text-sm">
            <li>
              <a href={`tel:${phone.replace(/[^+\d]/g, "")}`} className="inline-flex items-center gap-2 hover:text-white">
                <Phone className="size-4" aria-hidden /> {phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${email}`} className="inline-flex items-center gap-2 hover:text-white">
                <Mail className="size-4" aria-hidden /> {email}
              </a>
            </li>
          </ul>
        </div>
        <FooterColumn id="footer-quick-links" heading="Quick Links" links={NAV_LINKS.map((link) => ({ key: link.to, to: link.to, label: link.label }))} />
        <FooterColumn
          id="footer-services"
          heading="Services"
          links={FOOTER_SERVICE_LINKS.map((service) => ({
            key: service.anchor,
            to: `/services#${service.anchor}`,
            label: service.label,
            onClick: (event: MouseEvent<HTMLAnchorElement>) => scrollToService(event, service.anchor),
          }))}
        />
        <div>
          <h2 className={COLUMN_HEADING}>Offices</h2>
          <ul className="space-y-2 text-sm">
            {OFFICES.map((office) => (
              <li key={office}>{office}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            {BUSINESS_HOURS[0].days}: {BUSINESS_HOURS[0].hours}
          </p>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_2fr] lg:items-start lg:px-8">
          <div>
            <h2 id="footer-newsletter" className={COLUMN_HEADING}>
              Newsletter
            </h2>
            <p className="text-sm leading-relaxed">News on test buying, product quality and compliance. Confirm by e-mail; unsubscribe at any time.</p>
          </div>
          <NewsletterForm idPrefix="footer-newsletter" labelledBy="footer-newsletter" formStamp={formStamp} tone="footer" />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {BRAND}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
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

interface FooterLink {
  key: string;
  to: string;
  label: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function FooterColumn({ id, heading, links }: { id: string; heading: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={COLUMN_HEADING}>
        {heading}
      </h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} onClick={link.onClick} className="hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
