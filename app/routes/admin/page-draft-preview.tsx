import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/page-draft-preview";
import { PreviewBar } from "#app/components/site/preview-bar.tsx";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { SiteHeader } from "#app/components/site/site-header.tsx";
import { NewsletterForm } from "#app/features/newsletter/components/newsletter-form.tsx";
import { adminResponseMiddleware, requirePermission } from "#app/features/auth/session.server.ts";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { CmsPageArticle } from "#app/features/pages/cms/components/cms-page-article.tsx";
import { InsightArticle } from "#app/features/pages/collection-pages/components/insight-article.tsx";
import { previewDraftPage } from "#app/features/pages/preview/preview.server.ts";
import { pageTitle } from "#app/lib/seo.ts";
import type { loader as rootLoader } from "#app/root.tsx";

/**
 * The staff's full-page preview of a page as it stands in the editor, saved or not, published or not
 * (issue M): the site's header, the page through the public renderers, the footer. Outside the admin
 * shell so it looks like the site; like every admin response it is never cached (the middleware) and
 * never indexed. Nothing is stored, and the page's forms do not send.
 */
export const middleware: Route.MiddlewareFunction[] = [adminResponseMiddleware];

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow" };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Everyone who may open the editor may preview what it shows (Viewers read pages too).
  await requirePermission(request, "admin:read");
  return previewDraftPage(request, await requestAddressBook(context));
}

export function meta() {
  return [{ title: pageTitle("Page preview") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function DraftPreview({ actionData }: Route.ComponentProps) {
  // Rendered only under a root loader that succeeded.
  const { site, frame, theme } = useRouteLoaderData<typeof rootLoader>("root")!;
  // The site's theme (root.tsx gives this admin page the public pages' one): its logos, as routes/site/layout.tsx draws them.
  const headerLogo = theme?.scheme === "dark" ? (theme.logoDark ?? theme.logoLight) : (theme?.logoLight ?? null);
  return (
    <>
      {/* The admin's frame: the default language, no switcher (a draft has no published translations yet). */}
      <SiteHeader companyName={site.companyName} links={site.headerLinks} language={{ catalog: frame.catalog, home: frame.home, contact: frame.contact, search: frame.search, choices: [] }}
        logo={{ image: headerLogo, darkImage: theme?.logoDark ?? null }}
      />
      {/* The public layout's structure (routes/site/layout.tsx): app.css colours the header by the hero inside `#main > div`. */}
      <main id="main" className="min-h-[60vh]">
        <div>
          {actionData?.ok && actionData.item ? (
            // An article as its public page lays it out (docs/decisions/039-collections.md).
            <InsightArticle title={actionData.title} content={actionData.content} {...actionData.item} path={actionData.path} formStamp="" formViews={actionData.formViews} preview />
          ) : actionData?.ok ? (
            <CmsPageArticle title={actionData.title} content={actionData.content} path={actionData.path} formStamp="" preview collectionLists={actionData.collectionLists} formViews={actionData.formViews} />
          ) : (
            <p role="alert" className="mx-4 mt-28 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive sm:mx-auto sm:max-w-3xl">
              {/* Without a post (the address alone, a restored tab) there is nothing to show, and no data is read. */}
              {actionData?.message ?? "The preview is not available: open it with the Preview button of a page's editor."}
            </p>
          )}
        </div>
      </main>
      <SiteFooter site={site} catalog={frame.catalog} logo={theme?.logoDark} newsletter={<NewsletterForm name="footer-newsletter" formStamp="" />} />
      <PreviewBar role="status">Preview: only signed-in staff see this page as it stands in the editor. Visitors see it once it is saved and published.</PreviewBar>
    </>
  );
}
