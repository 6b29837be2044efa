import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { RETAILERS } from "#app/content/site.ts";
import type { SiteSettings } from "#app/features/site-settings/schema.ts";

/** The right-hand column of /contact: how to reach us, when, where (from the site settings), and whom we buy from. */
export function ContactInfo({ site }: { site: Pick<SiteSettings, "phone" | "email" | "businessHours" | "offices"> }) {
  const { phone, email } = site;
  return (
    <div className="space-y-8">
      <div className="space-y-5 rounded-xl border bg-card p-6 shadow-sm">
        <h2 className="text-xl font-semibold">Contact Information</h2>
        <ul className="space-y-4 text-sm">
          <li className="flex gap-3">
            <Mail className="mt-0.5 size-5 text-primary" aria-hidden />
            <div>
              <p className="font-medium">Email</p>
              <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${email}`}>
                {email}
              </a>
            </div>
          </li>
          <li className="flex gap-3">
            <Phone className="mt-0.5 size-5 text-primary" aria-hidden />
            <div>
              <p className="font-medium">Phone</p>
              <a className="text-primary underline-offset-4 hover:underline" href={`tel:${phone.replace(/[^+\d]/g, "")}`}>
                {phone}
              </a>
            </div>
          </li>
          <li className="flex gap-3">
            <Clock className="mt-0.5 size-5 text-primary" aria-hidden />
            <div>
              <p className="font-medium">Business Hours</p>
              <dl className="text-muted-foreground">
                {site.businessHours.map((row) => (
                  <div key={row.id} className="flex gap-2">
                    <dt>{row.days}:</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
          <li className="flex gap-3">
            <MapPin className="mt-0.5 size-5 text-primary" aria-hidden />
            <div>
              <p className="font-medium">Offices</p>
              <p className="text-muted-foreground">{site.offices.map((office) => office.city).join(" · ")}</p>
            </div>
          </li>
        </ul>
      </div>
      <div className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 className="mb-3 text-xl font-semibold">Our Retail Partners</h2>
        <p className="mb-4 text-sm text-muted-foreground">We test-buy through the channels your customers use, including:</p>
        <ul className="flex flex-wrap gap-2">
          {RETAILERS.map((retailer) => (
            <li key={retailer} className="rounded-full bg-muted px-3 py-1 text-sm font-medium">
              {retailer}
            </li>
          ))}
        </ul>
      </div>
      <img
        src="/images/office.svg"
        alt="The BrandCheck team reviewing product samples in the London office"
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-xl border"
      />
    </div>
  );
}
