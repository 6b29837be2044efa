import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { COLLECTION_KEYS, COLLECTIONS, type CollectionKey } from "#app/features/collections/collections.ts";
import { PageError } from "../cms/page-error.ts";
import { SITE_SCOPE } from "../publishing/publish-gate.server.ts";
import type { COLLECTION_APPROVAL } from "./review-schema.ts";

type CollectionApproval = (typeof COLLECTION_APPROVAL)[number];

/** What the Review screen's settings card shows to Admins. */
export interface ReviewSettings {
  site: boolean;
  collections: { key: CollectionKey; label: string; approval: CollectionApproval }[];
  /** Every Editor, and whether an Admin allowed them to review. */
  editors: { id: string; name: string; email: string; reviewer: boolean }[];
}

export async function loadReviewSettings(database: Kysely<Database> = db()): Promise<ReviewSettings> {
  const [scopes, editors] = await Promise.all([
    database.selectFrom("review_settings").selectAll().execute(),
    database
      .selectFrom("user")
      .leftJoin("reviewers", "reviewers.user_id", "user.id")
      .select(["user.id", "user.name", "user.email", "reviewers.user_id as reviewer"])
      .where("user.role", "=", "editor")
      .orderBy("user.email")
      .execute(),
  ]);
  const scope = (key: string) => scopes.find((row) => row.scope === key);
  return {
    site: scope(SITE_SCOPE)?.approval_required ?? false,
    collections: COLLECTION_KEYS.map((key) => {
      const own = scope(key);
      return { key, label: COLLECTIONS[key].label("en"), approval: own ? (own.approval_required ? "on" : "off") : "site" };
    }),
    editors: editors.map((row) => ({ id: row.id, name: row.name, email: row.email, reviewer: row.reviewer !== null })),
  };
}

/** Saves whether Editors need approval: for the site, and each collection's own choice (none: the site's). */
export async function saveReviewSettings(site: boolean, collections: Record<CollectionKey, CollectionApproval>, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await trx.deleteFrom("review_settings").execute();
    const rows = [{ scope: SITE_SCOPE, approval_required: site }];
    for (const key of COLLECTION_KEYS) if (collections[key] !== "site") rows.push({ scope: key, approval_required: collections[key] === "on" });
    await trx.insertInto("review_settings").values(rows).execute();
    const own = COLLECTION_KEYS.filter((key) => collections[key] !== "site").map((key) => `${key}: ${collections[key]}`);
    const summary = `Editors ${site ? "need" : "do not need"} approval to publish${own.length > 0 ? ` (${own.join(", ")})` : ""}`;
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "review.settings", targetType: "settings", targetId: "review", summary }, now);
  });
}

/** Allows an Editor to review others' submissions, or takes it back. 404 for anyone who is not an Editor. */
export async function setReviewer(userId: string, allowed: boolean, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<void> {
  await database.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("user").select(["id", "email", "role"]).where("id", "=", userId).executeTakeFirst();
    if (!user || user.role !== "editor") throw new PageError("Only an Editor can be allowed to review; Admins always may.", 404);
    await trx.deleteFrom("reviewers").where("user_id", "=", userId).execute();
    if (allowed) await trx.insertInto("reviewers").values({ user_id: userId, added_at: now.toISOString() }).execute();
    const summary = `${allowed ? "Allowed" : "No longer allowed"} ${user.email} to review`;
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "review.settings", targetType: "user", targetId: userId, summary }, now);
  });
}
