import { Outlet, useLocation, useMatches, useRouteLoaderData, type UIMatch } from "react-router";
import type { Route } from "./+types/layout";
import { LanguageHints } from "#app/components/site/language-hint.tsx";
import { PageSkeleton } from "#app/components/site/page-skeleton.tsx";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { SiteHeader } from "#app/components/site/site-header.tsx";
import { StickyContact } from "#app/components/site/sticky-contact.tsx";
import { NewsletterForm } from "#app/features/newsletter/components/newsletter-form.tsx";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { m } from "#app/paraglide/messages.js";
import type { loader as rootLoader } from "#app/root.tsx";

/**
 * The public site is rendered on the server and not hydrated: its pages run the small public
 * script instead of React (docs/decisions/032-public-pages-without-hydration.md).
 */
export const handle: RouteHandle = { hydrate: false };

/** When the page was rendered (signed), for the spam check of the footer's newsletter form. */
export function loader() {
  return { formStamp: issueFormStamp(Date.now()) };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  // The site layout renders only under a root loader that succeeded.
  const { site, frame, theme } = useRouteLoaderData<typeof rootLoader>("root")!;
  // On dark pages the header sits on the dark surface: the logo for dark backgrounds, where there is one.
  const headerLogo = theme?.scheme === "dark" ? (theme.logoDark ?? theme.logoLight) : (theme?.logoLight ?? null);
  const matches = useMatches();
  const { pathname } = useLocation();
  const alternates = pageAlternatesOf(matches);
  // The switcher leads to this page in each language where it is published, else to that language's home page.
  const choices = frame.languages.map((language) => ({
    tag: language.tag,
    nativeName: language.nativeName,
    href: alternates.find((alternate) => alternate.tag === language.tag)?.path ?? language.home,
    current: language.tag === frame.lang,
  }));
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:inset-s-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-background focus:px-4 focus:py-2">
        {m.a11y_skip_to_content({}, { locale: frame.catalog })}
      </a>
      {/* The thin bar that runs while the next page loads (app/site-enhance/navigation.ts). */}
      <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5">
        <div data-route-progress="" className="route-progress h-full origin-left rtl:origin-right bg-highlight" style={{ transform: "scaleX(0)", opacity: 0 }} />
      </div>
      <SiteHeader
        companyName={site.companyName}
        links={site.headerLinks}
        section={listingOf(matches)}
        language={{ catalog: frame.catalog, home: frame.home, contact: frame.contact, search: frame.search, choices }}
        logo={{ image: headerLogo, darkImage: theme?.logoDark ?? null }}
      />
      <main id="main" className="min-h-[60vh]">
        {/* Shown instead of the page while a CMS page loads after a click (spec: "a skeleton shows while loading"). */}
        <PageSkeleton />
        <div className="page-fade" data-page-content="" data-state="fadeIn">
          <Outlet />
        </div>
      </main>
      <SiteFooter site={site} catalog={frame.catalog} logo={theme?.logoDark} newsletter={<NewsletterForm name="footer-newsletter" formStamp={loaderData.formStamp} />} />
      {/* Not on the contact page itself: its form is the page. */}
      {site.stickyContact && pathname !== frame.contact ? <StickyContact href={frame.contact} catalog={frame.catalog} /> : null}
      <LanguageHints lang={frame.lang} alternates={alternates} />
    </>
  );
}

/** The listing an article or case study belongs to (its loader's `listing`), whose header link stays marked on the item's page. */
function listingOf(matches: readonly UIMatch[]): string | null {
  const data = matches.at(-1)?.loaderData as { listing?: unknown } | undefined;
  return typeof data?.listing === "string" ? data.listing : null;
}

/** The page's published translations, from the loader of the page being shown (public-page-data.server.ts). */
function pageAlternatesOf(matches: readonly UIMatch[]): ReadonlyArray<{ tag: string; path: string }> {
  const data = matches.at(-1)?.loaderData as { alternates?: ReadonlyArray<{ tag: string; path: string }> } | undefined;
  return data?.alternates ?? [];
}
