import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/terms-of-service";
import { LegalDocument } from "#app/components/site/marketing/legal-document.tsx";
import { TERMS_OF_SERVICE } from "#app/content/legal.ts";
import { originFromMatches, seoMeta } from "#app/lib/seo.ts";
import type { loader as rootLoader } from "#app/root.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    title: TERMS_OF_SERVICE.title,
    description: TERMS_OF_SERVICE.description,
    path: "/terms-of-service",
    origin: originFromMatches(matches),
  });
}

export default function TermsOfService() {
  const email = useRouteLoaderData<typeof rootLoader>("root")?.site.email ?? "";
  return <LegalDocument content={TERMS_OF_SERVICE} email={email} />;
}
