import { sql, type Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import { jsonText } from "#app/db/json-field.ts";
import type { Database } from "#app/db/schema.ts";
import type { AdminListFilters } from "./admin-list-filters.ts";
import { pagedAdminList } from "./admin-list-query.server.ts";
import type { CollectionKey } from "#app/features/collections/collections.ts";

/** One row of a collection's admin list (/admin/insights). */
export interface CollectionAdminRow {
  id: string;
  title: string;
  slug: string;
  locale: string;
  isPublished: boolean;
  updatedAt: string;
  /** The author's name in the item's language (their profile there), or null. */
  authorName: string | null;
  /** A case study's industry code, or null. */
  industry: string | null;
  /** The site page whose fixed address the item keeps (the shipped case studies), or null. */
  systemKey: string | null;
}

export const COLLECTION_ADMIN_LIST_SIZE = 50;

/**
 * A collection's items for its admin list, every language, newest change first, narrowed by the admin
 * lists' filters (pages-list/admin-list-query.server.ts): like the Pages list, a search matches title,
 * slug or words, and "published" or "draft" the items in that state; status, language and topic.
 */
export async function listCollectionAdmin(
  collection: CollectionKey,
  { page = 1, ...filters }: AdminListFilters & { page?: number } = {},
  database: Kysely<Database> = db(),
): Promise<{ rows: CollectionAdminRow[]; total: number; more: boolean; page: number; pageCount: number }> {
  const list = await pagedAdminList(database, (rows) => rows.where("pages.collection", "=", collection), filters, {
    page,
    pageSize: COLLECTION_ADMIN_LIST_SIZE,
    // The page's ids first (from the covering index, 0027), then their rows: a deep page skips index entries, not whole rows.
    readPage: (rows, offset) =>
      database
        .selectFrom("pages")
        .where("pages.id", "in", rows.select("pages.id").orderBy("pages.updated_at", "desc").orderBy("pages.id", "desc").limit(COLLECTION_ADMIN_LIST_SIZE).offset(offset))
        .leftJoin("author_profiles", (join) =>
          join.onRef("author_profiles.locale", "=", "pages.locale").on(sql<boolean>`${sql.ref("author_profiles.author_key")} = ${jsonText(database, "pages.fields", "author")}`),
        )
        .select(["pages.id", "pages.title", "pages.slug", "pages.locale", "pages.is_published", "pages.updated_at", "pages.system_key", "author_profiles.name as author_name"])
        .select(jsonText(database, "pages.fields", "industry").as("industry"))
        .orderBy("pages.updated_at", "desc")
        .orderBy("pages.id", "desc")
        .execute(),
  });
  return {
    rows: list.rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      locale: row.locale,
      isPublished: row.is_published,
      updatedAt: row.updated_at,
      authorName: row.author_name,
      industry: row.industry,
      systemKey: row.system_key,
    })),
    total: list.total,
    more: list.more,
    page: list.page,
    pageCount: list.pageCount,
  };
}
