import { useResolvedPath } from "react-router";
import type { Route } from "./+types/case-study";
import { CaseStudyDetail } from "#app/components/site/marketing/case-study-detail.tsx";
import { caseStudyBySlug } from "#app/content/case-studies.ts";
import { seoMeta, siteSeoFromMatches } from "#app/lib/seo.ts";

/** One module serves /case-study-1, -2 and -3 (registered three times in routes.ts); the path names the record. */
function slugFromPath(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, "");
}

export function meta({ matches, location }: Route.MetaArgs) {
  const study = caseStudyBySlug(slugFromPath(location.pathname));
  if (!study) return [];
  return seoMeta({
    title: study.pageTitle,
    description: study.metaDescription,
    path: `/${study.slug}`,
    ...siteSeoFromMatches(matches),
    type: "article",
  });
}

export default function CaseStudyPage() {
  // The route's own path, not useLocation(): while the page fades out after a link click, the
  // location (and router data) already belong to the next page, and this page must keep its content.
  const { pathname } = useResolvedPath(".");
  const study = caseStudyBySlug(slugFromPath(pathname));
  if (!study) return null;
  return <CaseStudyDetail study={study} />;
}
