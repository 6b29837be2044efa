import { createContext } from "react";

/**
 * What the link field (link-field.tsx) knows of a page it offers or shows: the admin's
 * /admin/link-targets answers with these (features/pages/links/page-links.server.ts).
 */
export interface LinkTarget {
  /** The page's translation group: what "page:{key}" stores. */
  key: string;
  title: string;
  /** Where it answers now, in the language being edited. */
  path: string;
  /** "Website page", "Page", "Article", "Case study". */
  kind: string;
  state: LinkTargetState;
}

/**
 * published: visitors follow the link to it. elsewhere: no published translation in this language,
 * so the link leads to the default language's page. draft: not published, the link is left out.
 * missing: deleted, the link is left out.
 */
export type LinkTargetState = "published" | "elsewhere" | "draft" | "missing";

export const LINK_TARGET_WARNINGS: Record<Exclude<LinkTargetState, "published">, string> = {
  elsewhere: "This page has no published translation in this language yet: the link leads to the default language's page.",
  draft: "This page is not published: visitors don't see this link until it is.",
  missing: "The page this link led to was deleted: visitors don't see the link. Choose another page or type an address.",
};

/** The admin's answer to the link field (routes/admin/link-targets.ts): ?q= searches, each ?key= describes a stored reference. */
export const LINK_TARGETS_PATH = "/admin/link-targets";
export const LINK_TARGETS_PARAMS = { query: "q", key: "key", language: "lang" } as const;

export interface LinkTargetsAnswer {
  targets: LinkTarget[];
  described: LinkTarget[];
}

/**
 * The language of the content whose links are edited (a page's locale, the Settings screen's
 * language): the pages offered are that language's. null: the default language.
 */
export const LinkLanguageContext = createContext<string | null>(null);
