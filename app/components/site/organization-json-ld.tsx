import { useRouteLoaderData } from "react-router";
import { JsonLd } from "#app/components/site/marketing/json-ld.tsx";
import { BRAND, FOOTER_DESCRIPTION, OFFICES } from "#app/content/site.ts";
import type { loader as rootLoader } from "#app/root.tsx";

/** schema.org Organization data for the home page: who the company is and how to reach it. */
export function OrganizationJsonLd() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const origin = site?.origin ?? "";
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: BRAND,
        url: origin,
        logo: `${origin}/favicon.svg`,
        description: FOOTER_DESCRIPTION,
        ...(site?.email ? { email: site.email } : {}),
        ...(site?.phone ? { telephone: site.phone } : {}),
        address: OFFICES.map((city) => ({ "@type": "PostalAddress", addressLocality: city })),
      }}
    />
  );
}
