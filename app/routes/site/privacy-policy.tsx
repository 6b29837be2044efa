import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/privacy-policy";
import { LegalDocument } from "#app/components/site/marketing/legal-document.tsx";
import { PRIVACY_POLICY } from "#app/content/legal.ts";
import { originFromMatches, seoMeta } from "#app/lib/seo.ts";
import type { loader as rootLoader } from "#app/root.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    title: PRIVACY_POLICY.title,
    description: PRIVACY_POLICY.description,
    path: "/privacy-policy",
    origin: originFromMatches(matches),
  });
}

export default function PrivacyPolicy() {
  const email = useRouteLoaderData<typeof rootLoader>("root")?.site.email ?? "";
  return <LegalDocument content={PRIVACY_POLICY} email={email} />;
}
