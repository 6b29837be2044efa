import { COLLECTIONS, isCollectionKey, type CollectionKey } from "#app/features/collections/collections.ts";
import type { PageRecord } from "../cms/schema.ts";
import { sitePageByKey, sitePageSlugEditable, type SitePageKey } from "../site-pages/site-pages.ts";

/**
 * Which page the editor has open, derived once from the stored page and handed to every card that
 * behaves differently: a new page (nothing stored yet: no address, no revisions, nothing to delete),
 * a CMS page (its address follows its slug; Publish, Schedule, Share draft, Duplicate, Delete) or a
 * site page (a fixed address, always published, the site-only section types, Reset to Default).
 * A collection item (docs/decisions/039-collections.md) is a new page or a CMS page that names its
 * collection: its address is under the collection's base, and the editor adds its fields panel.
 */
export type PageEditorMode =
  | { kind: "new"; collection: CollectionKey | null }
  | { kind: "cms"; pageId: string; version: number; path: string; prefix: string; collection: CollectionKey | null }
  | { kind: "site"; pageId: string; version: number; path: string; key: SitePageKey | null; alwaysPublished: boolean; slug: SiteSlug };

/**
 * A site page's address in the editor: fixed where it is a route (the default language, every
 * language's home page), else its own slug under its language's prefix, edited like a CMS page's.
 */
type SiteSlug = { fixed: true } | { fixed: false; prefix: string };

/** Where the stored page answers, worked out by the server with the site's languages (page-editor-loader.server.ts). */
export interface PageEditorAddress {
  /** Its public path ("/de/leistungen"); null while its language is switched off. */
  path: string | null;
  /** In the default language: a site page there is always published; a translation may be a draft. */
  defaultLanguage: boolean;
  /** What its language (and an item's collection) puts before the slug ("/de", "/de/insights"); "" for a page in the default language. */
  prefix: string;
}

export function pageEditorMode(page: PageRecord | null, address?: PageEditorAddress, newItemOf: CollectionKey | null = null): PageEditorMode {
  if (!page) return { kind: "new", collection: newItemOf };
  const collection = isCollectionKey(page.collection) ? page.collection : null;
  const ownPrefix = address?.prefix ?? (collection ? `/${COLLECTIONS[collection].base}` : "");
  const stored = { pageId: page.id, version: page.version, path: address?.path ?? `${ownPrefix}/${page.slug}` };
  if (!page.systemKey) return { kind: "cms", ...stored, prefix: ownPrefix, collection };
  // A site page's address is its fixed path in the default language, its prefix and slug in another.
  // A key this version does not list (a database a newer version wrote) keeps its stored slug as the
  // address, and the preview is asked without a key.
  const sitePage = sitePageByKey(page.systemKey);
  const defaultLanguage = address?.defaultLanguage ?? true;
  const path = address?.path ?? (defaultLanguage ? sitePage?.path : undefined) ?? stored.path;
  const editable = sitePage !== undefined && sitePageSlugEditable(sitePage.key, defaultLanguage);
  const slug: SiteSlug = editable ? { fixed: false, prefix: address?.prefix ?? "" } : { fixed: true };
  return { kind: "site", ...stored, key: sitePage?.key ?? null, path, alwaysPublished: defaultLanguage, slug };
}

/** What the URL Slug field puts before the slug ("/de"), or null where the address is fixed (shown as text). */
export function slugPrefix(mode: PageEditorMode): string | null {
  if (mode.kind === "site") return mode.slug.fixed ? null : mode.slug.prefix;
  if (mode.kind === "cms") return mode.prefix;
  // A new item is made in the default language, under its collection's base.
  return mode.collection ? `/${COLLECTIONS[mode.collection].base}` : "";
}

/** Where visitors will find the draft: a site page's fixed path, otherwise the slug being edited under its language's prefix. */
export function draftPath(mode: PageEditorMode, draftSlug: string): string {
  const prefix = slugPrefix(mode);
  return prefix === null && mode.kind === "site" ? mode.path : `${prefix ?? ""}/${draftSlug}`;
}
