import type { Kysely, Selectable } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import type { PageContent } from "../cms/content.ts";
import { parseContentForRead } from "../cms/content-parse.ts";
import { storedFields } from "../cms/page-rows.server.ts";
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

/** One saved version of a page, as Restore and the compares read it. */
export interface PageRevision {
  title: string;
  slug: string;
  metaDescription: string;
  content: PageContent;
  isPublished: boolean;
  version: number;
  createdAt: string;
  savedByEmail: string | null;
  /** A collection item's fields at this version ({} for a page, and for a revision written before migration 0025). */
  fields: Record<string, unknown>;
}

export async function getPageRevision(pageId: string, revisionId: string, database: Kysely<Database> = db()): Promise<PageRevision | null> {
  const row = await database.selectFrom("page_revisions").selectAll().where("page_id", "=", pageId).where("id", "=", revisionId).executeTakeFirst();
  return row ? toRevision(row) : null;
}

/**
 * A page as it was saved at a version (the latest save of it, should a version have been written
 * twice), or null when no revision of it is kept: what a translation was made from, for its "What changed".
 */
export async function getPageRevisionAtVersion(pageId: string, version: number, database: Kysely<Database> = db()): Promise<PageRevision | null> {
  const row = await database.selectFrom("page_revisions").selectAll().where("page_id", "=", pageId).where("version", "=", version).orderBy("created_at", "desc").executeTakeFirst();
  return row ? toRevision(row) : null;
}

function toRevision(row: Selectable<Database["page_revisions"]>): PageRevision {
  return {
    title: row.title,
    slug: row.slug,
    metaDescription: row.meta_description ?? "",
    content: parseContentForRead(row.content),
    isPublished: row.is_published,
    version: row.version,
    createdAt: row.created_at,
    savedByEmail: row.saved_by_email,
    fields: storedFields(row.fields),
  };
}
