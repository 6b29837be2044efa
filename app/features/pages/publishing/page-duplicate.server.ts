import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import { likePattern, lowerLike } from "#app/db/like.ts";
import type { Database } from "#app/db/schema.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { PageError } from "../cms/page-error.ts";
import { createPage, getPage, PAGE_GONE, rowsOf } from "../cms/pages.server.ts";
import { PAGE_LIMITS, type PageRecord } from "../cms/schema.ts";
import { MAX_SLUG_LENGTH } from "../cms/slug.ts";

/** Two staff members duplicating the same page at once: the loser of the slug race tries the next free slug. */
const ATTEMPTS = 3;

/**
 * A draft copy of a page: "Copy of <title>", the same description and content, at the first free
 * slug of `<slug>-copy`, `<slug>-copy-2`, … Website pages are not copied: their sections belong to
 * their route (section-rules.ts). A translation's copy stays in its language and starts a translation
 * group of its own: its words are in that language, so it could not be another language's page, and
 * its group already has a page in that language (decision 037).
 */
export async function duplicatePage(id: string, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<PageRecord> {
  const source = await getPage(id, database);
  if (!source) throw new PageError(PAGE_GONE, 404);
  if (source.systemKey) throw new PageError("A website page cannot be duplicated. Create a new page instead.", 409);
  const title = `Copy of ${source.title}`.slice(0, PAGE_LIMITS.title);
  for (let attempt = 1; ; attempt++) {
    const slug = await freeCopySlug(database, source.slug, source.locale, source.collection);
    // A collection item's copy is an item of its collection with its fields; the date it shows is set when the copy is first published.
    const fields = source.collection ? { fields: { ...source.fields, publishedAt: "" } } : {};
    try {
      return await createPage(
        { title, slug, metaDescription: source.metaDescription, isPublished: false, content: source.content, ...fields },
        actor,
        { database, now, locale: source.locale, collection: source.collection },
      );
    } catch (error) {
      if (!(error instanceof PageError && error.status === 409 && error.message.includes(slug)) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The first of `<slug>-copy`, `<slug>-copy-2`, … that no page (or item of the same collection) uses, the base shortened to fit the slug limit. */
async function freeCopySlug(database: Kysely<Database>, slug: string, locale: string, collection: string | null): Promise<string> {
  const stem = slug.replace(/-copy(-\d+)?$/, "");
  const base = `${stem.slice(0, MAX_SLUG_LENGTH - "-copy-9999".length)}-copy`;
  const taken = new Set(
    // "Contains" is wider than needed; the exact candidates are checked below.
    (await database.selectFrom("pages").select("slug").where("locale", "=", locale).where(rowsOf(collection)).where(lowerLike("slug", likePattern(base) ?? "")).execute()).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
