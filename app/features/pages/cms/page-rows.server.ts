import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, Page } from "#app/db/schema.ts";
import { recordAudit, type AuditAction } from "#app/features/audit/audit.server.ts";
import { placedImagesRefusal, withLibraryReferences } from "#app/features/media/placed-images.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { parseContentForRead } from "./content-parse.ts";
import { PageError } from "./page-error.ts";
import { sanitizePageContent } from "./sanitize-content.server.ts";
import type { PageInput, PageRecord } from "./schema.ts";

/** How a page row is written and read, shared by the editor's saves, the seeding and the site pages. */

/** The columns a save writes (spec section 7: the author is whoever saved last). */
export function pageColumns(input: PageInput, actor: Actor, now: Date) {
  return {
    title: input.title,
    slug: input.slug,
    meta_description: input.metaDescription,
    content: JSON.stringify(sanitizePageContent(input.content)),
    is_published: input.isPublished,
    author_id: actor.id,
    updated_at: now.toISOString(),
    ...(input.seo ? { noindex: input.seo.noindex, canonical_url: input.seo.canonicalUrl || null, social_image: input.seo.socialImage || null } : {}),
  };
}

type PageColumns = ReturnType<typeof pageColumns>;

/**
 * The columns and fields a save writes, with every library image in them as its reference (an address
 * pasted in any of its forms, placed-images.server.ts); refused when they place a library image
 * without alt text (or the decorative mark), or one no longer in the library. Called inside the save's
 * transaction.
 */
export async function withPlacedImages<F extends string | undefined>(trx: Kysely<Database>, columns: PageColumns, fields: F): Promise<{ columns: PageColumns; fields: F }> {
  const content = await withLibraryReferences(trx, columns.content);
  const written = (fields === undefined ? undefined : await withLibraryReferences(trx, fields)) as F;
  const socialImage = columns.social_image ? (JSON.parse(await withLibraryReferences(trx, JSON.stringify(columns.social_image))) as string) : columns.social_image;
  // The SEO panel's social image is checked like an image placed in the content.
  const refusal = await placedImagesRefusal(trx, [content, written ?? "", socialImage ?? ""].join("\n"));
  if (refusal) throw new PageError(refusal.message, refusal.status);
  return { columns: { ...columns, content, ...(socialImage === undefined ? {} : { social_image: socialImage }) }, fields: written };
}

export function toRecord(row: Page): PageRecord {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    metaDescription: row.meta_description ?? "",
    content: parseContentForRead(row.content),
    isPublished: row.is_published,
    authorId: row.author_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    systemKey: row.system_key,
    locale: row.locale,
    translationKey: row.translation_key ?? row.id,
    sourceVersion: row.source_version,
    seo: { noindex: row.noindex, canonicalUrl: row.canonical_url ?? "", socialImage: row.social_image ?? "" },
    collection: row.collection,
    fields: storedFields(row.fields),
  };
}

/** A row's `fields` as an object: {} for anything else (a page, a row written by hand). */
export function storedFields(value: unknown): Record<string, unknown> {
  const parsed = typeof value === "string" ? safeParse(value) : value;
  return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** `actor` is null for the application itself (a site page's seed). */
export async function writeRevision(executor: Kysely<Database>, row: Page, actor: Actor | null, now: Date): Promise<void> {
  await executor
    .insertInto("page_revisions")
    .values({
      id: randomUUID(),
      page_id: row.id,
      version: row.version,
      title: row.title,
      slug: row.slug,
      meta_description: row.meta_description,
      content: JSON.stringify(row.content),
      fields: JSON.stringify(row.fields ?? {}),
      is_published: row.is_published,
      saved_by_id: actor?.id ?? null,
      saved_by_email: actor?.email ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}

export function recordPageAudit(executor: Kysely<Database>, actor: Actor, action: AuditAction, row: Page, summary: string, now: Date) {
  return recordAudit(executor, { actorId: actor.id, actorEmail: actor.email, action, targetType: "page", targetId: row.id, summary }, now);
}

export function pageLabel(row: Pick<Page, "title" | "slug">): string {
  return `"${row.title}" (/${row.slug})`;
}

