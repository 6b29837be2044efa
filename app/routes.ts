import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // Public site: header, footer and transitions around every marketing page.
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("services", "routes/site/services.tsx"),
    route("case-studies", "routes/site/case-studies.tsx"),
    route("case-study-1", "routes/site/case-study.tsx", { id: "case-study-1" }),
    route("case-study-2", "routes/site/case-study.tsx", { id: "case-study-2" }),
    route("case-study-3", "routes/site/case-study.tsx", { id: "case-study-3" }),
    route("how-it-works", "routes/site/how-it-works.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("privacy-policy", "routes/site/privacy-policy.tsx"),
    route("terms-of-service", "routes/site/terms-of-service.tsx"),
    route("not-found", "routes/site/not-found.tsx", { id: "not-found" }),
    route("*", "routes/site/not-found.tsx", { id: "catch-all" }),
  ]),

  // Resources: machine-readable files.
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
] satisfies RouteConfig;
