import { data } from "react-router";
import type { Route } from "./+types/site-page";
import { OrganizationJsonLd } from "#app/components/site/organization-json-ld.tsx";
import { issueFormStamp } from "#app/features/contact/form-stamp.server.ts";
import { isHtmlContent } from "#app/features/pages/content.ts";
import { loadSitePage } from "#app/features/pages/site-page-loader.server.ts";
import { sitePageByPath } from "#app/features/pages/site-pages.ts";
import { seoMeta, siteSeoFromMatches } from "#app/lib/seo.ts";
import { RenderSections } from "#app/sections/render-sections.tsx";

/**
 * A built-in route of the website ("/services", "/privacy-policy" …), registered once per site page
 * in routes.ts: it shows that site page's sections from the database (docs/decisions/018-site-pages.md).
 */
export async function loader({ url }: Route.LoaderArgs) {
  // Public: anyone may read the website.
  const site = sitePageByPath(url.pathname);
  if (!site) throw data(null, { status: 404 });
  const page = await loadSitePage(site.key);
  return { page, path: site.path, type: site.type, organization: "organization" in site, formStamp: issueFormStamp(Date.now()) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, path, type } = loaderData;
  return seoMeta({ title: page.title, description: page.metaDescription, path, ...siteSeoFromMatches(matches), type });
}

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const { page, path, organization, formStamp } = loaderData;
  return (
    <>
      {organization ? <OrganizationJsonLd /> : null}
      {isHtmlContent(page.content) ? (
        // Same sanitising as every page (loadSitePage reads through getSitePage).
        <div className="prose-content mx-auto max-w-3xl px-4 pb-20 pt-28 text-lg sm:px-6 lg:px-8" dangerouslySetInnerHTML={{ __html: page.content.html }} />
      ) : (
        <RenderSections sections={page.content.sections} context={{ path, formStamp }} />
      )}
    </>
  );
}
