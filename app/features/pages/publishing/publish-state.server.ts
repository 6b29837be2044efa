import type { Kysely } from "kysely";
import type { Database, Page } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { collectionOf } from "#app/features/collections/collections.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import { redirectsForPageSave } from "#app/features/redirects/redirects.server.ts";
import { PageError } from "../cms/page-error.ts";
import { pageLabel, storedFields, writeRevision } from "../cms/page-rows.server.ts";
import { kindOf, slugPrefixOf } from "../cms/pages.server.ts";
import { syncPageSearch } from "../search/page-search-index.server.ts";
import { ensureMayPublish, settleReview } from "./publish-gate.server.ts";

const SITE_PAGE_ALWAYS_PUBLISHED = "A website page is always published, so it cannot be unpublished.";

/**
 * Publishes or unpublishes a page as it is saved, inside the caller's transaction: the one home of a
 * change of state alone, shared by the scheduled job and the lists' bulk actions (the editor's save
 * changes state with everything else, writePageUpdate). Returns the row, or undefined when it was
 * already in that state (nothing written). A website page in the default language stays published
 * (decision 018), as the editor's save keeps it. An item first published is dated then
 * (`fields.publishedAt`), as a save that publishes dates it; a page going live takes its address back
 * from a redirect, as a save does. Publishing passes the gate (publish-gate.server.ts) as `revisionBy`. Writes the revision (by `revisionBy`), the search index and the audit entry.
 */
export async function writePublishedState(
  trx: Kysely<Database>,
  pageId: string,
  published: boolean,
  { revisionBy, summary, now }: { revisionBy: Actor | null; summary: (row: Page) => string; now: Date },
): Promise<Page | undefined> {
  if (!published) {
    const page = await trx.selectFrom("pages").select(["system_key", "locale"]).where("id", "=", pageId).executeTakeFirst();
    if (page?.system_key && page.locale === (await defaultLanguageTag(trx))) throw new PageError(SITE_PAGE_ALWAYS_PUBLISHED, 409);
  } else {
    // The content going live is the row as it stands, before the flip raises its version: an approval names that version (decision 048).
    const page = await trx.selectFrom("pages").select(["id", "version", "collection"]).where("id", "=", pageId).where("is_published", "=", false).executeTakeFirst();
    if (page) await ensureMayPublish(trx, revisionBy, { ...page, is_published: true });
  }
  let row = await trx
    .updateTable("pages")
    .set({ is_published: published, updated_at: now.toISOString(), version: (eb) => eb("version", "+", 1) })
    .where("id", "=", pageId)
    .where("is_published", "=", !published)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  // Its lists and feeds order an item by its publication date (cms/item-fields.ts).
  const fields = storedFields(row.fields);
  if (published && collectionOf(row.collection) && !fields.publishedAt) {
    row = await trx
      .updateTable("pages")
      .set({ fields: JSON.stringify({ ...fields, publishedAt: now.toISOString() }) })
      .where("id", "=", pageId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (published && !row.system_key) {
    await redirectsForPageSave(trx, { prefix: await slugPrefixOf(trx, row), oldSlug: row.slug, newSlug: row.slug, wasPublished: false, isPublished: true }, now);
  }
  await settleReview(trx, row);
  await writeRevision(trx, row, revisionBy, now);
  await syncPageSearch(trx, [row.id]);
  await recordAudit(
    trx,
    { actorId: revisionBy?.id ?? null, actorEmail: revisionBy?.email ?? null, action: published ? "page.publish" : "page.update", targetType: "page", targetId: pageId, summary: summary(row) },
    now,
  );
  return row;
}

/** "Published page …", "Unpublished insights item …": how the audit log says it, as the editor's save does. */
export function stateChangeSummary(row: Pick<Page, "collection" | "title" | "slug" | "is_published">): string {
  return `${row.is_published ? "Published" : "Unpublished"} ${kindOf(row)} ${pageLabel(row)}`;
}
