import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { RouterErrorMessage } from "#app/components/router-error-message.tsx";
import { databaseUnavailableMiddleware } from "#app/lib/database-unavailable.server.ts";
import { useNonce } from "#app/lib/nonce.tsx";
import { hydrates } from "#app/lib/route-handle.ts";
import { scriptAfterFirstPaint } from "#app/lib/script-after-first-paint.ts";
import { m } from "#app/paraglide/messages.js";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { scriptFontFiles } from "#app/features/languages/script-font-files.ts";
import { frameLanguageContext } from "#app/features/languages/frame-language.ts";
import { feedLinks } from "#app/features/feeds/feed-links.ts";
import { publicFrame, publicLanguage, type PublicFrame } from "#app/features/pages/public-frame.server.ts";
import { SEARCH_PATH } from "#app/lib/site-search-address.ts";
import { getSiteSettingsIn } from "#app/features/site-settings/site-settings.server.ts";
import { publicSiteSettings } from "#app/features/pages/links/page-links.server.ts";
import { isAppAreaPath } from "#app/lib/reserved-paths.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";
import { publicTheme, type PublicTheme } from "#app/features/theme/theme.server.ts";
import { TYPEFACE_FILES } from "#app/features/theme/theme-font-files.ts";
import { DRAFT_PREVIEW_PATH } from "#app/features/pages/preview/preview.ts";
// The public pages' script, bundled on its own (vite.config.ts, `worker`): compiled, minified and
// content-hashed under /assets like the rest of the client build.
import siteScript from "./site-enhance/site-enhance.ts?worker&url";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [
  databaseUnavailableMiddleware(async ({ request, context }) => {
    const { pathname } = new URL(request.url);
    if (isAppAreaPath(pathname)) return { lang: "en", home: "/" };
    return publicLanguage(pathname, await requestAddressBook(context));
  }),
];

/**
 * Public facts every page needs: the origin for canonical URLs, and the site settings staff edit
 * (company details, header and footer links, default sharing image; docs/decisions/023-site-settings.md).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  // The admin speaks English; a public page speaks the language its address names (or its route's
  // middleware, for an address that names none), header and footer included.
  // Links to pages are written out as where the pages are now (decision 041), the staff's draft preview's too.
  const book = await requestAddressBook(context);
  // The admin keeps the original look whatever the theme (its Theme screen previews the theme in place);
  // the full-page draft preview looks like the site, so it has the site's theme.
  if (isAppAreaPath(url.pathname)) {
    const theme = url.pathname === DRAFT_PREVIEW_PATH ? await publicTheme() : null;
    return { site: { origin: publicOrigin(), ...(await publicSiteSettings(await getSiteSettingsIn(ADMIN_FRAME.lang), ADMIN_FRAME.lang, book)) }, frame: ADMIN_FRAME, feeds: [], theme };
  }
  const frame = await publicFrame(url.pathname, book, context.get(frameLanguageContext));
  const [settings, theme] = await Promise.all([getSiteSettingsIn(frame.lang).then((stored) => publicSiteSettings(stored, frame.lang, book)), publicTheme()]);
  const origin = publicOrigin();
  // Every public page names its language's Insights feeds, so a reader finds them from any page.
  return { site: { origin, ...settings }, frame, feeds: feedLinks({ tag: frame.lang, book, origin, siteName: settings.companyName }), theme: theme satisfies PublicTheme };
}

const ADMIN_FRAME: PublicFrame = { lang: "en", dir: "ltr", catalog: "en", home: "/", contact: "/contact", search: SEARCH_PATH, languages: [] };

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Public pages are not hydrated: they load one small script instead of React Router's client
  // (docs/decisions/032-public-pages-without-hydration.md).
  const hydrate = hydrates(useMatches());
  const root = useRouteLoaderData<typeof loader>("root");
  const { lang, dir, catalog } = root?.frame ?? ADMIN_FRAME;
  const theme = root?.theme;
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        {theme?.favicon ? <link rel="icon" href={theme.favicon.src} type={theme.favicon.type} /> : <link rel="icon" href="/favicon.svg" type="image/svg+xml" />}
        {/* The typefaces' Latin files (app.css), fetched with the page so the first paint can use them: the theme's pairing, the brand's in the admin. */}
        {TYPEFACE_FILES[theme?.typeface ?? "jakarta"].map((file) => (
          <link key={file} rel="preload" href={file} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {/* A script the brand font lacks (Arabic), on the pages in that language only. */}
        {scriptFontFiles(lang).map((file) => (
          <link key={file} rel="preload" href={file} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Meta />
        <Links nonce={nonce} />
        {/* The theme's custom properties, after the stylesheet so they override its defaults (decision 050); none for the default theme. */}
        {theme?.css ? <style dangerouslySetInnerHTML={{ __html: theme.css }} /> : null}
        {root?.feeds.map((feed) => <link key={feed.href} rel={feed.rel} type={feed.type} title={feed.title} href={feed.href} />)}
      </head>
      {/* The public script's toasts are listed under this name (app/site-enhance/toast.ts). */}
      <body className="min-h-screen" data-toast-region-label={m.a11y_notifications({}, { locale: catalog })}>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // Fetched after the first paint, so the paint never waits for it.
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptAfterFirstPaint(siteScript) }} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Hydrated: what the browser tests wait for before they click (the public script sets it on public pages).
    document.documentElement.classList.add("js-ready");
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 p-8">
      <RouterErrorMessage error={error} />
    </main>
  );
}
