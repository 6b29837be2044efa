import { mapLinks } from "#app/content/translations/seed-translation.ts";
import { rewriteAttributes } from "#app/lib/html-attributes.server.ts";
import { isSitePath } from "#app/lib/site-path.ts";
import type { PageContent } from "./content.ts";
import { mapRichText } from "./sanitize-content.server.ts";

/**
 * The one home of pointing a page's links elsewhere (a translation's at its language's pages, every
 * page's when the default language moves the addresses): each link to a page of this site, in its
 * sections' link fields (mapLinks) and as `<a href>` in its rich text (a text section's, an HTML
 * page's), passes through `relink`. Only same-site paths reach it ("/services#team", never
 * "https://…", "//host", "mailto:", "#top"); the rich text keeps every other byte as it was.
 */
export function mapPageLinks(content: PageContent, relink: (path: string) => string): PageContent {
  return mapRichText(mapLinks(content, onSite(relink)), (html) => mapHtmlLinks(html, relink));
}

/** The `<a href>` of one rich text through `relink`, as mapPageLinks maps a page's. */
export function mapHtmlLinks(html: string, relink: (path: string) => string): string {
  if (!/href/i.test(html)) return html;
  const map = onSite(relink);
  return rewriteAttributes(html, ({ element, name, value }) => (element === "a" && name === "href" ? map(value) : undefined));
}

const onSite = (relink: (path: string) => string) => (href: string) => (isSitePath(href) ? relink(href) : href);

/** A link's target in `addresses` (page address → its new one), its query and fragment kept ("/services#x" → "/de/leistungen#x"); any other link as it is. */
export function relinkedHref(href: string, addresses: ReadonlyMap<string, string>): string {
  const [, path = href, rest = ""] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
  const to = addresses.get(path);
  return to === undefined ? href : `${to}${rest}`;
}
