import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { feedRoutePatterns } from "./features/feeds/feed-addresses.ts";
import { SITE_PAGES } from "./features/pages/site-pages/site-pages.ts";

export default [
  // Public site: header, footer and transitions around every marketing page.
  layout("routes/site/layout.tsx", [
    // The site pages, at the paths SITE_PAGES gives them: one module renders them all, with a route id per page.
    ...SITE_PAGES.map(({ key, path }) =>
      path === "/" ? index("routes/site/site-page.tsx", { id: `site-${key}` }) : route(path.slice(1), "routes/site/site-page.tsx", { id: `site-${key}` }),
    ),
    // Newsletter: sign-up (the footer form posts here), the confirmation link, and leaving the list.
    route("newsletter", "routes/site/newsletter.tsx"),
    route("newsletter/confirm", "routes/site/newsletter-confirm.tsx"),
    route("unsubscribe", "routes/site/unsubscribe.tsx"),
    route("not-found", "routes/site/not-found.tsx", { id: "not-found" }),
    // A page's saved draft, for whoever holds an unexpired preview link (never cached, never indexed).
    route("preview/:token", "routes/site/page-preview-link.tsx"),
    // The site search, in the default language and under another language's prefix (decision 039).
    route("search", "routes/site/search.tsx", { id: "search" }),
    route(":lang/search", "routes/site/search.tsx", { id: "translated-search" }),
    // The Insights (docs/decisions/039-collections.md): the listing, a topic's and an author's, and an article, and a case study,
    // in the default language and under another's prefix. Static segments rank above ":slug" and ":lang/:slug".
    ...[
      { lang: "", id: "" },
      { lang: ":lang/", id: "translated-" },
    ].flatMap(({ lang, id }) => [
      route(`${lang}insights`, "routes/site/insights.tsx", { id: `${id}insights` }),
      route(`${lang}insights/topics/:topic`, "routes/site/insights.tsx", { id: `${id}insights-topic` }),
      route(`${lang}insights/authors/:author`, "routes/site/insights.tsx", { id: `${id}insights-author` }),
      route(`${lang}insights/:slug`, "routes/site/insight.tsx", { id: `${id}insight` }),
      // A case study made in the admin; the listing is the Case Studies site page, the three shipped ones keep /case-study-1…3.
      route(`${lang}case-studies/:slug`, "routes/site/case-study.tsx", { id: `${id}case-study` }),
    ]),
    // A published CMS page. Static routes above rank first, so a site page wins over a page with its slug.
    route(":slug", "routes/site/page.$slug.tsx", { id: "cms-page" }),
    // A page of another language under its prefix ("/de/leistungen"); the module resolves both forms.
    route(":lang/:slug", "routes/site/page.$slug.tsx", { id: "translated-page" }),
    route("*", "routes/site/not-found.tsx", { id: "catch-all" }),
  ]),

  // Admin: sign-in pages for signed-out staff, then the shell around every screen behind sign-in.
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("forgot-password", "routes/admin/forgot-password.tsx"),
    route("reset-password", "routes/admin/reset-password.tsx"),
    route("logout", "routes/admin/logout.ts"),
    // The staff's full-page preview of a draft: the site's look, so outside the admin shell.
    route("pages/preview/draft", "routes/admin/page-draft-preview.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("dashboard/export", "routes/admin/dashboard-export.ts"),
      route("pages", "routes/admin/pages.tsx"),
      route("pages/new", "routes/admin/page-new.tsx"),
      route("pages/edit/:id", "routes/admin/page-edit.tsx"),
      route("pages/create-first", "routes/admin/pages-create-first.tsx"),
      route("pages/preview", "routes/admin/page-preview.ts"),
      route("pages/sections-html", "routes/admin/page-sections-html.ts"),
      route("pages/publishing", "routes/admin/page-publishing.ts"),
      // Review before publishing (decision 048): the queue with the Admins' settings, and one submission against what is live.
      route("review", "routes/admin/review.tsx"),
      route("review/:id", "routes/admin/review-item.tsx"),
      route("link-targets", "routes/admin/link-targets.ts"),
      // Working together on an item (docs/decisions/049-presence-and-notes.md): the editors' heartbeats, notes, the bell's read marks.
      route("presence", "routes/admin/presence.ts"),
      route("notes", "routes/admin/notes.ts"),
      route("notifications", "routes/admin/notifications.ts"),
      // A collection's items (docs/decisions/039-collections.md): its list, New and the page editor with its fields panel;
      // one module each serves every collection, read from the path. The Insights' topics and authors beside them.
      route("insights", "routes/admin/collection-items.tsx", { id: "admin-insights" }),
      route("insights/new", "routes/admin/collection-item-new.tsx", { id: "admin-insights-new" }),
      route("insights/edit/:id", "routes/admin/collection-item-edit.tsx", { id: "admin-insights-edit" }),
      route("insights/topics", "routes/admin/insight-topics.tsx"),
      route("insights/authors", "routes/admin/insight-authors.tsx"),
      route("case-studies", "routes/admin/collection-items.tsx", { id: "admin-case-studies" }),
      route("case-studies/new", "routes/admin/collection-item-new.tsx", { id: "admin-case-studies-new" }),
      route("case-studies/edit/:id", "routes/admin/collection-item-edit.tsx", { id: "admin-case-studies-edit" }),
      // Every page's status in each other language, filtered by the URL, and what changed in a source since its translation.
      route("translations", "routes/admin/translations.tsx"),
      route("translations/changes/:id", "routes/admin/translation-changes.tsx"),
      // Forms staff build (decision 044): the list, a form's builder, and the names the Form section's editor offers.
      route("forms", "routes/admin/forms.tsx"),
      route("forms/edit/:id", "routes/admin/form-edit.tsx"),
      route("forms/options", "routes/admin/forms-options.ts"),
      route("contact-submissions", "routes/admin/contact-submissions.tsx"),
      route("contact-submissions/export", "routes/admin/contact-submissions-export.ts"),
      route("contact-submissions/files/:id", "routes/admin/contact-submission-file.ts"),
      route("contact-submissions/notes", "routes/admin/contact-submission-notes.ts"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("subscribers/export", "routes/admin/subscribers-export.ts"),
      route("subscribers/import", "routes/admin/subscribers-import.tsx"),
      route("webhooks", "routes/admin/webhooks.ts"),
      route("media", "routes/admin/media.tsx"),
      route("media/upload", "routes/admin/media-upload.ts"),
      route("redirects", "routes/admin/redirects.tsx"),
      route("redirects/export", "routes/admin/redirects-export.ts"),
      route("users", "routes/admin/users.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("settings/languages", "routes/admin/settings-languages.tsx"),
      // Admins only: the site's colours, typefaces, corners, logo and favicon, with their history (decision 050).
      route("theme", "routes/admin/theme.tsx"),
      route("translations/export", "routes/admin/translations-export.ts"),
      route("translations/import", "routes/admin/translations-import.tsx"),
      route("account", "routes/admin/account.tsx"),
      // Admins only: the installation's configuration, backups and jobs queue, each problem with what to do.
      route("site-health", "routes/admin/site-health.tsx"),
      route("site-health/backup", "routes/admin/site-health-backup.ts"),
      // Any other /admin/... path: a not-found screen inside the shell, not the public site's.
      route("*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
    ]),
  ]),

  // Resources: machine-readable files, better-auth's endpoints, the public forms' fresh spam-check stamp and library images.
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  // Insights' feeds (RSS, Atom, JSON Feed), per language and per topic: /insights/feed.xml, /de/insights/topics/{topic}/atom.xml …
  ...feedRoutePatterns().map((pattern) => route(pattern, "routes/resources/feed.ts", { id: `feed:${pattern}` })),
  route("api/auth/*", "routes/api/auth.$.ts"),
  route("api/form-stamp", "routes/api/form-stamp.ts"),
  route("api/proof-of-work", "routes/api/proof-of-work.ts"),
  // Library images' variants: /media/<id>/<content hash>/<width>.<avif|webp|jpg|png|gif>.
  route("media/:id/:hash/:file", "routes/resources/media.ts"),
  // A published page's generated social card: /social-cards/<slug>/<hash of title and brand>.png.
  route("social-cards/:slug/:file", "routes/resources/social-card.ts"),
] satisfies RouteConfig;
