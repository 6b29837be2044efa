import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import type { PageContent } from "../cms/content.ts";
import { parseContentForRead } from "../cms/content-parse.ts";
import type { PageRevisionSummary } from "../cms/schema.ts";

/** A page's saved versions, for the editor's Revisions card and its restore (written by page-rows.server.ts). */

/** Newest first. */
export async function listPageRevisions(pageId: string, database: Kysely<Database> = db()): Promise<PageRevisionSummary[]> {
  const rows = await database
    .selectFrom("page_revisions")
    .select(["id", "version", "title", "is_published", "saved_by_email", "created_at"])
    .where("page_id", "=", pageId)
    .orderBy("version", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    title: row.title,
    isPublished: row.is_published,
    savedByEmail: row.saved_by_email,
    createdAt: row.created_at,
  }));
}

export async function getPageRevision(
  pageId: string,
  revisionId: string,
  database: Kysely<Database> = db(),
): Promise<{
  title: string;
  slug: string;
  metaDescription: string;
  content: PageContent;
  isPublished: boolean;
  version: number;
  createdAt: string;
  savedByEmail: string | null;
} | null> {
  const row = await database
    .selectFrom("page_revisions")
    .selectAll()
    .where("page_id", "=", pageId)
    .where("id", "=", revisionId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: row.title,
    slug: row.slug,
    metaDescription: row.meta_description ?? "",
    content: parseContentForRead(row.content),
    isPublished: row.is_published,
    version: row.version,
    createdAt: row.created_at,
    savedByEmail: row.saved_by_email,
  };
}
