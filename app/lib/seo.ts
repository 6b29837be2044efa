import type { MetaDescriptor } from "react-router";
import { BRAND } from "#app/content/site.ts";

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
}

export function pageTitle(title: string): string {
  return title === BRAND ? BRAND : `${title} | ${BRAND}`;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function seoMeta({ title, description, path, origin, image = "/images/og-card.png", type = "website" }: SeoInput): MetaDescriptor[] {
  const url = new URL(path, origin).toString();
  const imageUrl = new URL(image, origin).toString();
  const fullTitle = pageTitle(title);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: BRAND },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}

interface RootMatch {
  id: string;
  loaderData?: unknown;
}

/** The public origin the root loader resolved; meta functions read it from the matches. */
export function originFromMatches(matches: ReadonlyArray<RootMatch | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site?: { origin?: string } } | undefined;
  return root?.site?.origin ?? "http://localhost:3000";
}
