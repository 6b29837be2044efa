// The server build's entry (see vite.config.ts): health probes, the public HTML cache, the React
// Router handler and the start/stop of what runs beside it (migrations, the jobs worker, the cache's
// change listener).
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { createRequestHandler as createFetchHandler, RouterContextProvider } from "react-router";
import { closeDb, databaseFailure, db, isPostgres } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { ensureSeededCollectionLists, ensureShippedIllustrations, ensureSitePages, ensureSitePageTranslations } from "#app/features/pages/site-pages/site-pages-seed.server.ts";
import { ensureSearchIndex } from "#app/features/pages/search/page-search-index.server.ts";
import { ensureSampleInsights } from "#app/features/pages/collection-pages/sample-insights-seed.server.ts";
import { ensureSeededForms } from "#app/features/forms/form-seeds.server.ts";
import { ensureSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { AUTH_COOKIE_PREFIX, closeAuth } from "#app/features/auth/auth.server.ts";
import { authSecret } from "#app/lib/auth-secret.server.ts";
import { publicPathAnswers } from "#app/features/pages/public-path-answers.server.ts";
import { listWarmPaths } from "#app/features/seo/public-paths.server.ts";
import { contentChannel, onContentChange } from "#app/lib/content-events.server.ts";
import { closeEmail } from "#app/lib/email.server.ts";
import { env } from "#app/lib/env.server.ts";
import { startJobWorker, stopJobWorker } from "#app/lib/jobs.server.ts";
import { startRetention, stopRetention } from "#app/lib/retention.server.ts";
import { sweepUnclaimedFiles } from "#app/features/form-uploads/submission-files.server.ts";
import { registerJobHandlers } from "./job-handlers.ts";
import { logger } from "#app/lib/logger.server.ts";
import { requestInfoContext, type RequestInfo } from "#app/lib/request-context.ts";
import { publicOrigin, publicOriginIsDerived } from "#app/lib/site-config.server.ts";
import { refuseCrossSiteWrites } from "./cross-site-guard.ts";
import { VisitCounter } from "#app/features/analytics/visit-counter.server.ts";
import { refreshInsightTotals } from "#app/features/dashboard/insight-totals.server.ts";
import { countVisits } from "./visit-counting.ts";
import { HtmlCache } from "./html-cache.ts";
import { listenForContentChanges, type ContentChangeListener } from "./html-cache-listener.ts";
import { publicHtml, warmSharedPage, type RenderPage } from "./html-cache-middleware.ts";
import { notFoundKeys } from "./not-found-key.ts";
import { canonicalPaths, loggedNotFound, servedRedirects } from "./redirects-middleware.ts";
import { NotFoundLog } from "#app/features/redirects/not-found-log.server.ts";
import { RedirectMap } from "#app/features/redirects/redirect-map.server.ts";
import { addressBookSnapshot } from "#app/features/languages/address-book.server.ts";
import { addressBookContext } from "#app/features/languages/address-context.server.ts";
import { readAddress } from "#app/features/languages/public-address.ts";
import { createCacheWarmer, type CacheWarmer } from "./html-cache-warmer.ts";

const build = () => import("virtual:react-router/server-build");

// Off in development, where Vite's own inline scripts need the dev policy's 'unsafe-inline'.
const sharedPages = !import.meta.env.DEV;
const siteUrl = env().SITE_URL;
const handleRequest = createFetchHandler(build, env().NODE_ENV);
const renderPage: RenderPage = (request, info) => handleRequest(request, loadContext(info));
// Filled again after every invalidation (decision 020). Pages are rendered at the public origin and
// kept by path (decision 012), so the warmer renders what visitors ask for, whatever Host they name.
let warmer: CacheWarmer | undefined;
const htmlCache = sharedPages && env().HTML_CACHE === "on" ? new HtmlCache({ maxBytes: 50 * 1024 * 1024, onClear: () => warmer?.schedule() }) : null;
if (htmlCache) {
  warmer = createCacheWarmer({ listPaths: () => listWarmPaths(env().HTML_CACHE_WARM_PAGES), warm: (path) => warmSharedPage(htmlCache, renderPage, new URL(path, publicOrigin())) });
}
// With PostgreSQL it keeps nothing until its listener listens (startServices): another instance's
// change would go unheard till then. Suspended from the start, so that the seeding's changes at start
// set off no warm-up round, which would keep nothing and still count as done for /readyz.
if (isPostgres()) htmlCache?.suspend();
// Changes made by this process; other instances' arrive through the listener (startServices).
if (htmlCache) onContentChange(() => htmlCache.clear());
// Redirects and languages change through changeContent too: the same signals keep every instance's copies exact.
const redirectMap = new RedirectMap();
const addressBooks = addressBookSnapshot();
const snapshots = [redirectMap, addressBooks];
onContentChange(() => {
  for (const snapshot of snapshots) snapshot.invalidate();
});
const notFoundLog = new NotFoundLog();
let contentListener: ContentChangeListener | undefined;
// Page views, counted in memory and written in batches (docs/decisions/030-cookie-free-visit-counts.md).
const visitCounter =
  env().VISITS === "on" ? new VisitCounter({ database: db, flushEveryMs: env().VISITS_FLUSH_MS, onDaysClosed: refreshInsightTotals }) : null;

export const app = express.Router();

app.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: "ok" });
});

app.get("/readyz", async (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  // Not ready until the public pages are in the cache, so the first visitor routed here gets a hit.
  if (warmer && !warmer.warmedUp) return void res.status(503).json({ status: "warming up" });
  const failure = await databaseFailure();
  if (failure === undefined) return void res.json({ status: "ready", database: "ok" });
  logger.warn({ err: failure }, "Readiness check failed: database does not answer");
  res.status(503).json({ status: "unavailable", database: "error" });
});

// RFC 8058 one-click unsubscribe: mail providers POST to the List-Unsubscribe URL from their own
// servers and apps, some with an Origin header of their own (their webmail's, or "null"). React
// Router refuses an action whose Origin names another site (its CSRF check), which would refuse
// them, and so would the guard below. This action is authorised by the signed token in its URL
// alone, never by a cookie, so there is nothing to forge: it is the one write exempt from both
// (docs/decisions/011-newsletter-double-opt-in.md).
const isOneClickUnsubscribe = (req: express.Request) => req.method === "POST" && /^\/unsubscribe\/?$/i.test(req.path);
app.use((req, _res, next) => {
  if (isOneClickUnsubscribe(req)) delete req.headers.origin;
  next();
});

app.use(refuseCrossSiteWrites({ siteOrigin: siteUrl ? new URL(siteUrl).origin : undefined, exempt: isOneClickUnsubscribe }));
app.use(servedRedirects(redirectMap));
app.use(canonicalPaths());
app.use(loggedNotFound(notFoundLog, AUTH_COOKIE_PREFIX));

if (visitCounter) app.use(countVisits({ counter: visitCounter, sessionCookiePrefix: AUTH_COOKIE_PREFIX, languages: () => addressBooks.get() }));

function loadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  context.set(addressBookContext, () => addressBooks.get());
  return context;
}

if (sharedPages) {
  const { routes } = await build();
  const notFoundKey = notFoundKeys(routes, {
    hasPage: async (pathname, route) => {
      const book = await addressBooks.get();
      return book !== undefined && (await publicPathAnswers(route, pathname, book));
    },
    languageOf: async (pathname) => {
      const book = await addressBooks.get();
      return book ? readAddress(pathname, book).tag : "";
    },
  });
  app.use(publicHtml({ cache: htmlCache, render: renderPage, sessionCookiePrefix: AUTH_COOKIE_PREFIX, notFoundKey, origin: publicOrigin() }));
}

app.use(
  createRequestHandler({
    build,
    getLoadContext: (req, res) => loadContext({ ip: req.ip ?? "unknown", nonce: String(res.locals.cspNonce ?? "") }),
  }),
);

export async function startServices(): Promise<void> {
  const applied = await migrateToLatest(db());
  if (applied.length) logger.info({ applied }, "Database migrated");
  const seeded = await ensureSitePages();
  if (seeded.length) logger.info({ seeded }, "Site pages seeded");
  const translated = await ensureSitePageTranslations();
  if (translated.length) logger.info({ translated }, "Site page translations seeded");
  const illustrated = await ensureShippedIllustrations();
  if (illustrated.length) logger.info({ illustrated }, "Seeded site page translations given their language's illustrations");
  const listed = await ensureSeededCollectionLists();
  if (listed.length) logger.info({ listed }, "Untouched site pages given their seeded Collection Lists");
  if (await ensureSampleInsights()) logger.info("Sample Insights articles seeded");
  const forms = await ensureSeededForms();
  if (forms.length) logger.info({ forms }, "Seeded forms written");
  if (await ensureSiteSettings()) logger.info("Site settings seeded from SITE_PHONE and SITE_EMAIL");
  const indexed = await ensureSearchIndex();
  if (indexed) logger.info({ pages: indexed }, "Search index brought in step with the pages");
  // Creates the secret file now if needed, so a data directory that cannot be written fails the start, not a sign-in.
  authSecret();
  if (publicOriginIsDerived()) {
    // Not fatal, so `npm start` on a fresh machine works; links never follow the request's Host either way.
    logger[env().NODE_ENV === "production" ? "warn" : "info"](
      { siteUrl: publicOrigin() },
      `SITE_URL is not set: e-mailed links, the sitemap and canonical URLs use ${publicOrigin()}, derived from HOST and PORT. Set SITE_URL to the public origin.`,
    );
  }
  await visitCounter?.start();
  registerJobHandlers();
  startJobWorker();
  // A deleted submission's files go in the same hourly round as the rows (decision 045).
  startRetention({ submissionFiles: () => sweepUnclaimedFiles() });
  notFoundLog.start();
  if (isPostgres()) {
    // Until it listens, this instance would not hear another one's change (the cache is suspended).
    for (const snapshot of snapshots) snapshot.listening(false);
    contentListener = listenForContentChanges({
      url: env().DATABASE_URL,
      // Asked of the pool, whose connections share the listener's URL and so its schema.
      channel: await contentChannel(db()),
      onChange: () => {
        htmlCache?.clear();
        for (const snapshot of snapshots) snapshot.invalidate();
      },
      onListening: (listening) => {
        for (const snapshot of snapshots) snapshot.listening(listening);
        if (listening) htmlCache?.resume();
        else htmlCache?.suspend();
      },
    });
  }
  if (!htmlCache || !isPostgres()) {
    // With PostgreSQL the first round starts once the listener listens (resume empties the cache).
    warmer?.schedule();
  }
}

export async function stopServices(): Promise<void> {
  await warmer?.stop();
  await contentListener?.close();
  await notFoundLog.stop();
  await stopJobWorker();
  await stopRetention();
  // After the server has closed: the last requests' views are written before the database closes.
  await visitCounter?.stop();
  closeEmail();
  await closeAuth();
  await closeDb();
}
