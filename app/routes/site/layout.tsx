import { useRouteLoaderData } from "react-router";
import { PageTransition } from "#app/components/site/page-transition.tsx";
import { RouteProgress } from "#app/components/site/route-progress.tsx";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { SiteHeader } from "#app/components/site/site-header.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import type { loader as rootLoader } from "#app/root.tsx";

export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <RouteProgress />
      <SiteHeader />
      <main id="main" className="min-h-[60vh]">
        <PageTransition />
      </main>
      <SiteFooter phone={root?.site.phone ?? ""} email={root?.site.email ?? ""} />
      <Toaster />
    </>
  );
}
