import { useLocation, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { LazyToaster } from "#app/components/site/lazy-toaster.tsx";
import { PageSkeleton } from "#app/components/site/page-skeleton.tsx";
import { PageTransition } from "#app/components/site/page-transition.tsx";
import { RouteProgress } from "#app/components/site/route-progress.tsx";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { SiteHeader } from "#app/components/site/site-header.tsx";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { isCmsPagePath } from "#app/features/pages/public-path.ts";
import type { loader as rootLoader } from "#app/root.tsx";

/** When the page was rendered (signed), for the spam check of the footer's newsletter form. */
export function loader() {
  return { formStamp: issueFormStamp(Date.now()) };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  // The site layout renders only under a root loader that succeeded.
  const site = useRouteLoaderData<typeof rootLoader>("root")!.site;
  const loadingCmsPage = useLoadingCmsPage();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <RouteProgress />
      <SiteHeader companyName={site.companyName} links={site.headerLinks} />
      <main id="main" className="min-h-[60vh]">
        {loadingCmsPage ? <PageSkeleton /> : null}
        {/* Hidden, not unmounted, so the transition keeps its state and fades the new page in. */}
        <div hidden={loadingCmsPage}>
          <PageTransition />
        </div>
      </main>
      <SiteFooter site={site} formStamp={loaderData.formStamp} />
      <LazyToaster />
    </>
  );
}

/**
 * True while an in-app navigation loads another CMS page (spec: "a skeleton shows while loading").
 * The path decides, since the page's data is not there yet (docs/decisions/008). A form posted on
 * the current page (same path) keeps the page in view.
 */
function useLoadingCmsPage(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location.pathname !== location.pathname && isCmsPagePath(navigation.location.pathname);
}
