import { ArrowRight, Clock, MapPin, Phone } from "lucide-react";
import { useId } from "react";
import { usePageLanguage } from "#app/components/site/page-catalog.ts";
import { telHref } from "#app/lib/phone.ts";
import { m } from "#app/paraglide/messages.js";
import { FrameHeading, SectionFrame } from "../section-frame.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import { hoursText, mapSearchUrl } from "./office-hours-text.ts";
import type { OfficeLocationsSection } from "./schema.ts";

/**
 * Each office in a card: its address, phone and opening hours on its own clock, named by its zone,
 * and a link to a map. The page is cached and shared, so whether an office is open now, and its
 * local time, are written in by the public script (app/site-enhance/office-status.ts) from the
 * data- attributes here; without it the card still says everything but that.
 */
export function OfficeLocationsRenderer({ section }: SectionRendererProps<OfficeLocationsSection>) {
  const headingId = useId();
  const { lang, catalog } = usePageLanguage();
  const locale = { locale: catalog };
  if (section.offices.length === 0) return null;
  return (
    <SectionFrame look={section.style} labelledBy={headingId}>
      <FrameHeading headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <ul
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
        data-office-labels=""
        data-open-label={m.office_open_now({}, locale)}
        data-closed-label={m.office_closed({}, locale)}
        data-local-time-label={m.office_local_time({ time: "{time}" }, locale)}
      >
        {section.offices.map((office) => (
          <li
            key={office.id}
            className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
            data-office={lang}
            data-time-zone={office.timeZone}
            data-open-days={office.openDays.join(",")}
            data-opens={office.opens}
            data-closes={office.closes}
          >
            <h3 className="text-lg font-semibold">{office.city}</h3>
            {/* Filled by the script: "Open now · 14:05 local time". Empty (and so no line) without it. */}
            <p data-office-status="" aria-live="off" className="mt-1 min-h-5 text-sm font-medium text-muted-foreground empty:hidden" />
            <address className="mt-4 flex gap-2 text-sm leading-relaxed not-italic text-muted-foreground">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                {office.address.split("\n").map((line, index) => (
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </address>
            {office.phone ? (
              <p className="mt-3 flex gap-2 text-sm">
                <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <a href={telHref(office.phone)} dir="ltr" className="text-primary underline-offset-4 hover:underline" aria-label={`${m.contact_details_phone({}, locale)} ${office.phone}`}>
                  {office.phone}
                </a>
              </p>
            ) : null}
            <div className="mt-3 flex gap-2 text-sm">
              <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <div>
                <h4 className="font-medium">{m.office_opening_hours({}, locale)}</h4>
                <p>{hoursText(office, lang)}</p>
                {/* On the office's own clock, named by the office: its zone's offset changes with summer time, which a cached page would not. */}
                <p className="text-muted-foreground">{m.office_zone_time({ city: office.city }, locale)}</p>
              </div>
            </div>
            <a
              href={office.mapLink || mapSearchUrl(office.city, office.address)}
              className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              aria-label={`${m.office_open_in_maps({}, locale)}: ${office.city}`}
            >
              {m.office_open_in_maps({}, locale)}
              <ArrowRight aria-hidden className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
