import type { MetaDescriptor } from "react-router";
import { BRAND } from "./brand.ts";
import { m } from "#app/paraglide/messages.js";
import { catalogLocale, type CatalogLocale } from "./i18n.ts";

export interface SeoInput {
  /** The page's own title; the brand is appended ("Services | BrandCheck"). */
  title: string;
  description: string;
  /** The path of the page, for the canonical URL ("/services"). */
  path: string;
  /** The site's public origin, from the root loader ("https://brandcheck.com"). */
  origin: string;
  /** An image path for social cards; defaults to the site's card. */
  image?: string;
  type?: "website" | "article";
  /** The company name from the site settings; the built-in brand without them. */
  siteName?: string;
  /** A canonical URL staff set for the page (absolute, or a path of the site); the page's own URL without one. */
  canonicalUrl?: string;
  /** Asks search engines not to list the page. */
  noindex?: boolean;
  /** The page's language (BCP 47), for og:locale. */
  language?: string;
  /**
   * The page's published translations, itself included, the default language's first: each becomes
   * an hreflang alternate, the first also x-default, and the others og:locale:alternate. The same
   * set on every member, so search engines find the links reciprocal.
   */
  alternates?: ReadonlyArray<{ tag: string; path: string }>;
}

/** The social card of a fresh install; the site settings name the one in use. */
export const DEFAULT_SHARE_IMAGE = "/images/og-card.png";

/** "Services | BrandCheck", in the pattern of the page's language (its catalog's `seo_page_title`). */
export function pageTitle(title: string, siteName: string = BRAND, catalog: CatalogLocale = "en"): string {
  return title === siteName ? siteName : m.seo_page_title({ title, site: siteName }, { locale: catalog });
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function seoMeta({ title, description, path, origin, image = DEFAULT_SHARE_IMAGE, type = "website", siteName = BRAND, canonicalUrl, noindex = false, language, alternates = [] }: SeoInput): MetaDescriptor[] {
  const url = new URL(canonicalUrl || path, origin).toString();
  const imageUrl = new URL(image, origin).toString();
  const fullTitle = pageTitle(title, siteName, catalogLocale(language ?? "en"));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...languageMeta(origin, language, alternates),
  ];
}

/** og:locale writes a tag with an underscore ("zh_HK"). */
const ogLocale = (tag: string) => tag.replace("-", "_");

function languageMeta(origin: string, language: string | undefined, alternates: ReadonlyArray<{ tag: string; path: string }>): MetaDescriptor[] {
  const meta: MetaDescriptor[] = language ? [{ property: "og:locale", content: ogLocale(language) }] : [];
  // A page in one language only has no alternates to name.
  if (alternates.length < 2) return meta;
  const href = (path: string) => new URL(path, origin).toString();
  return [
    ...meta,
    ...alternates.filter((alternate) => alternate.tag !== language).map((alternate) => ({ property: "og:locale:alternate", content: ogLocale(alternate.tag) })),
    ...alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.tag, href: href(alternate.path) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(alternates[0]!.path) },
  ];
}

export interface RootMatch {
  id: string;
  loaderData?: unknown;
}

interface RootSite {
  origin?: string;
  companyName?: string;
  shareImage?: string;
  footerDescription?: string;
}

/** The root loader's site settings as meta functions see them (absent when the root loader failed). */
export function rootSite(matches: ReadonlyArray<RootMatch | undefined>): RootSite | undefined {
  return (matches.find((m) => m?.id === "root")?.loaderData as { site?: RootSite } | undefined)?.site;
}

/** The catalog of the page's language as meta functions see it (English when the root loader failed). */
export function rootCatalog(matches: ReadonlyArray<RootMatch | undefined>): CatalogLocale {
  return (matches.find((m) => m?.id === "root")?.loaderData as { frame?: { catalog?: CatalogLocale } } | undefined)?.frame?.catalog ?? "en";
}

/** What every public page's tags take from the root loader: the public origin, the company name and the default sharing image. */
export function siteSeoFromMatches(matches: ReadonlyArray<RootMatch | undefined>): Pick<SeoInput, "origin" | "siteName" | "image"> {
  const site = rootSite(matches);
  return { origin: site?.origin ?? "http://localhost:3000", siteName: site?.companyName, image: site?.shareImage };
}
