import { useRouteLoaderData } from "react-router";
import { JsonLd } from "#app/components/site/marketing/json-ld.tsx";
import type { loader as rootLoader } from "#app/root.tsx";

/** schema.org Organization data for the home page: who the company is and how to reach it, from the site settings. */
export function OrganizationJsonLd() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const origin = site?.origin ?? "";
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: site?.companyName,
        url: origin,
        logo: `${origin}/favicon.svg`,
        description: site?.footerDescription,
        ...(site?.email ? { email: site.email } : {}),
        ...(site?.phone ? { telephone: site.phone } : {}),
        address: site?.offices.map((office) => ({ "@type": "PostalAddress", addressLocality: office.city })),
        ...(site?.socialLinks.length ? { sameAs: site.socialLinks.map((link) => link.href) } : {}),
      }}
    />
  );
}
