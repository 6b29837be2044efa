/**
 * The collections' base segments (docs/decisions/039-collections.md), apart from the registry
 * (collections.ts, which reads them from here) because the public script's CMS path test
 * (features/pages/cms/slug.ts) needs them and must stay free of Zod (docs/conventions.md).
 */
export const COLLECTION_BASES = { insights: "insights", "case-studies": "case-studies" } as const;

/**
 * First segments of a language's addresses that content other than pages answers: the collections'
 * bases and the site search (/search, issue R). No page may take one as its slug and no language as
 * its prefix, in any language; a redirect may start under one (an item's old slug).
 */
export const CONTENT_SEGMENTS: ReadonlySet<string> = new Set([...Object.values(COLLECTION_BASES), "search"]);
