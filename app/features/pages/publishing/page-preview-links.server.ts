import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";
import { PageError } from "../cms/page-error.ts";
import { DEFAULT_PREVIEW_LINK_DAYS, MAX_ACTIVE_PREVIEW_LINKS, type PreviewLinkSummary } from "./page-publishing-schema.ts";
import { pageLabel, toRecord } from "../cms/page-rows.server.ts";
import { PAGE_GONE } from "../cms/pages.server.ts";
import { sanitizePageContent } from "../cms/sanitize-content.server.ts";
import type { PageRecord } from "../cms/schema.ts";

/**
 * Preview links (docs/decisions/026-page-publishing.md): `/preview/<id>.<secret>` shows a page's
 * saved draft to someone without an account until it expires or is revoked. The secret is 256
 * random bits and only its SHA-256 is stored, compared in constant time; the id finds the row.
 */
export const PREVIEW_PATH = "/preview/";
const DAY_MS = 24 * 60 * 60_000;
/** A UUID, a dot and 43 base64url characters; anything longer is not a link we made. */
const MAX_TOKEN_LENGTH = 100;

function hashSecret(secret: string): Buffer {
  return createHash("sha256").update(secret).digest();
}

/** The links of a page that still work, newest first. */
export async function listPreviewLinks(pageId: string, { database = db(), now = new Date() }: QueryOptions = {}): Promise<PreviewLinkSummary[]> {
  const rows = await activeLinks(database, pageId, now).select(["id", "created_at", "expires_at", "created_by_email"]).orderBy("created_at", "desc").execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    createdByEmail: row.created_by_email,
  }));
}

/** A new link to the page's draft; its URL is returned once and cannot be read back later. */
export async function createPreviewLink(
  pageId: string,
  actor: Actor,
  { database = db(), now = new Date(), days = DEFAULT_PREVIEW_LINK_DAYS }: QueryOptions & { days?: number } = {},
): Promise<{ id: string; url: string; expiresAt: string }> {
  const id = randomUUID();
  const secret = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + days * DAY_MS).toISOString();
  await database.transaction().execute(async (trx) => {
    const page = await trx.selectFrom("pages").select(["title", "slug"]).where("id", "=", pageId).executeTakeFirst();
    if (!page) throw new PageError(PAGE_GONE, 404);
    const { count } = await activeLinks(trx, pageId, now).select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ACTIVE_PREVIEW_LINKS) {
      throw new PageError(`This page already has ${MAX_ACTIVE_PREVIEW_LINKS} preview links that work. Revoke one before you create another.`, 409);
    }
    await trx
      .insertInto("page_preview_links")
      .values({
        id,
        page_id: pageId,
        token_hash: hashSecret(secret).toString("hex"),
        created_by_id: actor.id,
        created_by_email: actor.email,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
    await recordAudit(
      trx,
      { actorId: actor.id, actorEmail: actor.email, action: "page.share", targetType: "page", targetId: pageId, summary: `Created a preview link to page ${pageLabel(page)}, valid until ${expiresAt}` },
      now,
    );
  });
  return { id, url: `${publicOrigin()}${PREVIEW_PATH}${id}.${secret}`, expiresAt };
}

/** Ends a link at once; 404 when it does not exist, belongs to another page, or was already revoked. */
export async function revokePreviewLink(pageId: string, linkId: string, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<void> {
  await database.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable("page_preview_links")
      .set({ revoked_at: now.toISOString() })
      .where("id", "=", linkId)
      .where("page_id", "=", pageId)
      .where("revoked_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!revoked) throw new PageError("This preview link no longer exists. It may have been revoked already.", 404);
    const page = await trx.selectFrom("pages").select(["title", "slug"]).where("id", "=", pageId).executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "page.share_revoke", targetType: "page", targetId: pageId, summary: `Revoked a preview link to page ${pageLabel(page)}` }, now);
  });
}

/**
 * The page a preview token opens, as saved now (published or not), with its content cleaned as
 * for visitors, and the link's expiry; null for a token that is malformed, unknown, wrong, revoked
 * or expired, all alike.
 */
export async function findPreviewPage(token: string, { database = db(), now = new Date() }: QueryOptions = {}): Promise<{ page: PageRecord; expiresAt: string } | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const dot = token.indexOf(".");
  if (dot < 1) return null;
  const link = await database
    .selectFrom("page_preview_links")
    .select(["page_id", "token_hash", "expires_at", "revoked_at"])
    .where("id", "=", token.slice(0, dot))
    .executeTakeFirst();
  if (!link) return null;
  const stored = Buffer.from(link.token_hash, "hex");
  const given = hashSecret(token.slice(dot + 1));
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return null;
  if (link.revoked_at !== null || new Date(link.expires_at).getTime() <= now.getTime()) return null;
  const row = await database.selectFrom("pages").selectAll().where("id", "=", link.page_id).executeTakeFirst();
  if (!row) return null;
  const record = toRecord(row);
  return { page: { ...record, content: sanitizePageContent(record.content) }, expiresAt: new Date(link.expires_at).toISOString() };
}

function activeLinks(database: Kysely<Database>, pageId: string, now: Date) {
  return database.selectFrom("page_preview_links").where("page_id", "=", pageId).where("revoked_at", "is", null).where("expires_at", ">", now.toISOString());
}
