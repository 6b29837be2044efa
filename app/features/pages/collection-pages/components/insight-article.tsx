import { JsonLd } from "#app/components/site/marketing/json-ld.tsx";
import { usePageLanguage } from "#app/components/site/page-catalog.ts";
import { Picture } from "#app/components/picture.tsx";
import { COLLECTIONS } from "#app/features/collections/collections.ts";
import { textAroundSlot, type CatalogLocale } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";
import type { ItemCard } from "#app/components/site/item-card.ts";
import { ItemCardGrid, LocalDate } from "#app/components/site/item-cards.tsx";
import { Breadcrumb, ItemBody, ItemCover, useSiteOrigin, type ItemPageProps } from "./insight-parts.tsx";

export interface InsightArticleProps extends ItemPageProps {
  article: {
    excerpt: string;
    cover: { image: string; alt: string };
    publishedAt: string;
    updatedAt: string;
    author: { name: string; role: string; bio: string; photo: string | null; path: string | null } | null;
    topics: ReadonlyArray<{ name: string; path: string }>;
  };
  related: readonly ItemCard[];
  /** A full-page preview (a preview link, the staff's draft preview): forms are shown but do not submit. */
  preview?: boolean;
}

/** An Insights article as visitors read it (docs/decisions/039-collections.md): breadcrumb, title, byline and dates, cover, sections, author, related articles. */
export function InsightArticle({ title, content, article, related, listing, path, image, formStamp, formResult, formViews, notice, preview }: InsightArticleProps) {
  const { lang, catalog, home } = usePageLanguage();
  const locale = { locale: catalog };
  const origin = useSiteOrigin();
  const absolute = (href: string) => new URL(href, origin || "http://localhost").toString();
  const updated = article.updatedAt.slice(0, 10) > article.publishedAt.slice(0, 10);
  const { author } = article;
  return (
    <article className="pb-20 pt-28">
      {/* The same measure as the text sections below (their padding outside a 48rem column). */}
      <header className="px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl space-y-6">
          <Breadcrumb
            crumbs={[
              { name: m.breadcrumb_home({}, locale), path: home },
              { name: COLLECTIONS.insights.label(catalog), path: listing },
              { name: title, path: null },
            ]}
          />
          {article.topics.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={m.insights_topics({}, locale)}>
              {article.topics.map((topic) => (
                <li key={topic.path}>
                  <a href={topic.path} className="inline-flex rounded-full border border-primary/20 bg-primary/5 px-3 py-1 text-sm font-medium text-primary hover:bg-primary/10">
                    {topic.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {article.excerpt ? <p className="text-xl leading-relaxed text-muted-foreground">{article.excerpt}</p> : null}
          <div className="flex flex-wrap items-center gap-4 border-y py-4">
            {author ? (
              <div className="flex items-center gap-3">
                {author.photo ? (
                  <Picture src={author.photo} alt="" sizes="3rem" className="size-12 rounded-full object-cover" pictureClassName="contents" />
                ) : null}
                <div>
                  <p className="font-medium">{author.path ? <a href={author.path} className="underline-offset-4 hover:underline">{m.insights_by({ name: author.name }, locale)}</a> : m.insights_by({ name: author.name }, locale)}</p>
                  {author.role ? <p className="text-sm text-muted-foreground">{author.role}</p> : null}
                </div>
              </div>
            ) : null}
            <p className="text-sm text-muted-foreground ms-auto">
              <DateLine message="published" iso={article.publishedAt} lang={lang} catalog={catalog} />
              {updated ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <DateLine message="updated" iso={article.updatedAt} lang={lang} catalog={catalog} />
                </>
              ) : null}
            </p>
          </div>
          {notice}
        </div>
      </header>

      <ItemCover cover={article.cover} />
      <ItemBody content={content} path={path} formStamp={formStamp} formResult={formResult} formViews={formViews} preview={preview} />

      {author && (author.bio || author.path) ? (
        <aside className="mt-12 px-4 sm:px-6 lg:px-8" aria-labelledby="about-author">
          <div className="mx-auto flex max-w-3xl gap-4 rounded-2xl border bg-muted/40 p-6">
            {author.photo ? <Picture src={author.photo} alt="" sizes="4rem" className="size-16 shrink-0 rounded-full object-cover" /> : null}
            <div className="space-y-2">
              <h2 id="about-author" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                {m.insights_about_author({}, locale)}
              </h2>
              <p className="text-lg font-semibold">{author.path ? <a href={author.path} className="underline-offset-4 hover:underline">{author.name}</a> : author.name}</p>
              {author.role ? <p className="text-sm text-muted-foreground">{author.role}</p> : null}
              {author.bio ? <p className="text-muted-foreground">{author.bio}</p> : null}
            </div>
          </div>
        </aside>
      ) : null}

      {related.length > 0 ? (
        <section className="mx-auto mt-16 max-w-7xl px-4 sm:px-6 lg:px-8" aria-labelledby="related-articles">
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="related-articles" className="text-2xl font-bold tracking-tight">
              {m.insights_related({}, locale)}
            </h2>
            <a href={listing} className="font-medium text-primary underline-offset-4 hover:underline">
              {m.insights_all({}, locale)}
            </a>
          </div>
          <ItemCardGrid cards={related} headingLevel="h3" />
        </section>
      ) : null}

      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: title,
          ...(article.excerpt ? { description: article.excerpt } : {}),
          inLanguage: lang,
          url: absolute(path),
          mainEntityOfPage: absolute(path),
          image: absolute(article.cover.image || image),
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          ...(author ? { author: { "@type": "Person", name: author.name, ...(author.path ? { url: absolute(author.path) } : {}) } } : {}),
          ...(article.topics.length > 0 ? { keywords: article.topics.map((topic) => topic.name).join(", ") } : {}),
        }}
      />
    </article>
  );
}

/** "Published 27 November 2026", its date a <time>, wherever the language puts it. */
function DateLine({ message, iso, lang, catalog }: { message: "published" | "updated"; iso: string; lang: string; catalog: CatalogLocale }) {
  const words = message === "published" ? m.insights_published : m.insights_updated;
  const [before, after] = textAroundSlot((slot) => words({ date: slot }, { locale: catalog }));
  return (
    <>
      {before}
      <LocalDate iso={iso} lang={lang} />
      {after}
    </>
  );
}
