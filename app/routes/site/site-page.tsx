import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/site-page";
import { OrganizationJsonLd } from "#app/components/site/organization-json-ld.tsx";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { handlePageFormPost } from "#app/features/contact/form/page-form-post.server.ts";
import { pageFormState } from "#app/features/contact/form/page-form-result.ts";
import { isHtmlContent } from "#app/features/pages/cms/content.ts";
import { loadSitePage } from "#app/features/pages/site-pages/site-page-loader.server.ts";
import { getSitePage } from "#app/features/pages/site-pages/site-pages.server.ts";
import { sitePageByPath } from "#app/features/pages/site-pages/site-pages.ts";
import { chosenShareImage } from "#app/features/seo/page-share-image.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { seoMeta, siteSeoFromMatches } from "#app/lib/seo.ts";
import { RenderSections } from "#app/features/contact/form/components/render-page-sections.tsx";

/**
 * The route of a site page ("/services", "/contact" …), registered once per site page in
 * routes.ts: it shows that site page's sections from the database (docs/decisions/018-site-pages.md).
 */
export async function loader({ url }: Route.LoaderArgs) {
  // Public: anyone may read the website.
  const site = sitePageByPath(url.pathname);
  if (!site) throw data(null, { status: 404 });
  const { seo, ...page } = await loadSitePage(site.key);
  // The SEO panel's settings (decision 027); without a social image of its own the page shares the site settings' image.
  const image = await chosenShareImage(seo);
  const search = { canonicalUrl: seo.canonicalUrl, noindex: seo.noindex, ...(image ? { image } : {}) };
  // The contact forms' "filled in too fast" check measures from here (signed).
  return { page, search, path: site.path, type: site.type, organization: "organization" in site, formStamp: issueFormStamp(Date.now()) };
}

/** A form on the page (the contact block, a Contact Form section), sent by a visitor (public). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const site = sitePageByPath(url.pathname);
  if (!site) throw data(null, { status: 404 });
  // Should the row be missing, the seeded content the page shows takes the contact block's post (which needs no page id).
  const page = (await getSitePage(site.key)) ?? { id: "", slug: site.slug, content: (await loadSitePage(site.key)).content };
  return handlePageFormPost({ request, page, path: site.path, ip: context.get(requestInfoContext).ip });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, path, type, search } = loaderData;
  return seoMeta({ title: page.title, description: page.metaDescription, path, ...siteSeoFromMatches(matches), type, ...search });
}

export default function SitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, path, organization, formStamp } = loaderData;
  const [searchParams] = useSearchParams();
  const { formResult, pageError } = pageFormState(searchParams, page.content, actionData?.formResult);
  return (
    <>
      {organization ? <OrganizationJsonLd /> : null}
      {pageError ? (
        <p role="alert" className="mx-4 mt-28 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive sm:mx-auto sm:max-w-3xl">
          {pageError}
        </p>
      ) : null}
      {isHtmlContent(page.content) ? (
        // Same sanitising as every page (loadSitePage reads through getSitePage).
        <div className="prose-content mx-auto max-w-3xl px-4 pb-20 pt-28 text-lg sm:px-6 lg:px-8" dangerouslySetInnerHTML={{ __html: page.content.html }} />
      ) : (
        <RenderSections sections={page.content.sections} context={{ path, formStamp, formResult }} />
      )}
    </>
  );
}
