import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { m } from "#app/paraglide/messages.js";
import { Picture } from "#app/components/picture.tsx";
import { PageHero } from "#app/components/site/marketing/page-hero.tsx";
import type { ContactWays } from "#app/components/site/site-details.ts";
import { telHref } from "#app/lib/phone.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import { linesOf } from "../text-blocks.ts";
import type { ContactBlockSection } from "./schema.ts";

/**
 * The contact page: its heading, the message form (posted to the page's own path; it belongs to the
 * contact feature and comes through `context.forms`) and the ways to reach the company, which come
 * from the site settings.
 */
export function ContactBlockRenderer({ section, context }: SectionRendererProps<ContactBlockSection>) {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const result = context.formResult?.sectionId === section.id ? context.formResult : undefined;
  const partners = linesOf(section.partners);
  const { Message } = context.forms;
  return (
    <>
      {/* The same opening band as every other page. */}
      <PageHero title={section.heading} intro={section.intro || undefined} className="pb-12 sm:pb-14" />
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div id="contact-form" className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
            <h2 className="mb-6 text-xl font-semibold">{section.formHeading}</h2>
            <Message sectionId={section.id} action={context.path} formStamp={context.formStamp} result={result} preview={context.preview} />
          </div>
          <div className="space-y-8">
            {site ? <ContactDetails heading={section.detailsHeading} officesNote={section.officesNote} site={site} /> : null}
            {partners.length > 0 ? (
              <div className="rounded-xl border bg-card p-6 shadow-sm">
                {section.partnersHeading ? <h2 className="mb-3 text-xl font-semibold">{section.partnersHeading}</h2> : null}
                {section.partnersIntro ? <p className="mb-4 text-sm text-muted-foreground">{section.partnersIntro}</p> : null}
                <ul className="flex flex-wrap gap-2">
                  {partners.map((partner, index) => (
                    <li key={`${index}-${partner}`} className="rounded-full bg-muted px-3 py-1 text-sm font-medium">
                      {partner}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {section.image ? <Picture src={section.image} alt={section.imageAlt} sizes="(min-width: 1024px) 36rem, 100vw" box={{ width: 640, height: 400 }} className="h-auto w-full rounded-xl border" /> : null}
          </div>
        </div>
      </div>
    </>
  );
}

/** How to reach the company, when and where: the site settings' phone, e-mail, business hours and offices. */
function ContactDetails({ heading, officesNote, site }: { heading: string; officesNote: string; site: ContactWays }) {
  const locale = { locale: usePageCatalog() };
  return (
    <div className="space-y-5 rounded-xl border bg-card p-6 shadow-sm">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <ul className="space-y-4 text-sm">
        <DetailItem icon={Mail} label={m.contact_details_email({}, locale)}>
          <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
        </DetailItem>
        <DetailItem icon={Phone} label={m.contact_details_phone({}, locale)}>
          <a className="text-primary underline-offset-4 hover:underline" href={telHref(site.phone)} dir="ltr">
            {site.phone}
          </a>
        </DetailItem>
        <DetailItem icon={Clock} label={m.contact_details_business_hours({}, locale)}>
          <dl className="text-muted-foreground">
            {site.businessHours.map((row) => (
              <div key={row.id} className="flex gap-2">
                <dt>{m.contact_hours_days({ days: row.days }, locale)}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </DetailItem>
        <DetailItem icon={MapPin} label={m.contact_details_offices({}, locale)}>
          <p className="text-muted-foreground">{site.offices.map((office) => office.city).join(" · ")}</p>
          {officesNote ? <p className="mt-1 text-muted-foreground">{officesNote}</p> : null}
        </DetailItem>
      </ul>
    </div>
  );
}

function DetailItem({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 size-5 text-primary" aria-hidden />
      <div>
        <p className="font-medium">{label}</p>
        {children}
      </div>
    </li>
  );
}
