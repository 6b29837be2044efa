import { usePageLanguage } from "#app/components/site/page-catalog.ts";
import { COLLECTIONS } from "#app/features/collections/collections.ts";
import { isHtmlContent } from "#app/features/pages/cms/content.ts";
import { m } from "#app/paraglide/messages.js";
import { Breadcrumb, BreadcrumbJsonLd, ItemBody, ItemCover, ItemJsonLd, type Crumb, type ItemPageProps } from "./insight-parts.tsx";

export interface CaseStudyArticleProps extends ItemPageProps {
  caseStudy: {
    excerpt: string;
    cover: { image: string; alt: string };
    publishedAt: string;
    updatedAt: string;
    industry: string | null;
    services: readonly string[];
    region: string | null;
  };
}

/**
 * A case study made in the admin (docs/decisions/039-collections.md), as the shipped ones look: its
 * body sections, the Case Study section giving the header (h1, tags, picture, back link). Without
 * one, a plain header (breadcrumb, title, excerpt, cover) leads the sections. No byline: a case study
 * speaks for the company. Article and BreadcrumbList structured data.
 */
export function CaseStudyArticle({ title, content, caseStudy, listing, path, image, formStamp, formResult, formViews, notice }: CaseStudyArticleProps) {
  const { catalog, home } = usePageLanguage();
  const crumbs: Crumb[] = [
    { name: m.breadcrumb_home({}, { locale: catalog }), path: home },
    { name: COLLECTIONS["case-studies"].label(catalog), path: listing },
    { name: title, path: null },
  ];
  const ownHeader = !isHtmlContent(content) && content.sections.some((section) => section.type === "case-study-body");
  const about = [caseStudy.industry, ...caseStudy.services, caseStudy.region].filter((name): name is string => Boolean(name));
  return (
    <article className="pb-20">
      {ownHeader ? (
        <>
          <BreadcrumbJsonLd crumbs={crumbs} />
          {notice ? <div className="mx-auto mt-28 max-w-3xl px-4 sm:px-6 lg:px-8">{notice}</div> : null}
        </>
      ) : (
        <>
          <header className="px-4 pt-28 sm:px-6 lg:px-8">
            <div className="mx-auto max-w-3xl space-y-6">
              <Breadcrumb crumbs={crumbs} />
              <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
              {caseStudy.excerpt ? <p className="text-xl leading-relaxed text-muted-foreground">{caseStudy.excerpt}</p> : null}
              {notice}
            </div>
          </header>
          <ItemCover cover={caseStudy.cover} />
        </>
      )}

      <ItemBody content={content} path={path} formStamp={formStamp} formResult={formResult} formViews={formViews} />

      <ItemJsonLd type="Article" title={title} path={path} image={image} item={caseStudy} more={about.length > 0 ? { keywords: about.join(", ") } : {}} />
    </article>
  );
}
