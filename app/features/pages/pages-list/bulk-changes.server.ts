import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database, Page } from "#app/db/schema.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { collectionOf } from "#app/features/collections/collections.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { PageError } from "../cms/page-error.ts";
import { pageLabel, recordPageAudit, storedFields, writeRevision } from "../cms/page-rows.server.ts";
import { deletePageRow, kindOf } from "../cms/pages.server.ts";
import { stateChangeSummary, writePublishedState } from "../publishing/publish-state.server.ts";
import { ensureMayPublish } from "../publishing/publish-gate.server.ts";
import { syncPageSearch } from "../search/page-search-index.server.ts";
import type { BulkIntent } from "./bulk-schema.ts";

/** One bulk change: the list it comes from (null: the Pages list), the rows, and a topic's key for Add topic. */
interface BulkChange {
  intent: BulkIntent;
  collection: string | null;
  ids: readonly string[];
  topic?: { key: string; name: string };
}

export interface BulkOutcome {
  done: { id: string; title: string }[];
  skipped: { id: string; title: string | null; reason: string }[];
}

const NOT_HERE = "It is not in this list.";
const GONE = "It no longer exists.";

/**
 * Applies one bulk action to the selected rows, in one transaction that tells every instance's page
 * cache when anything changed. Each row goes through the single action's own rules (deletePageRow,
 * writePublishedState), which refuse before writing: a refused row is skipped with the reason and
 * changes nothing, the others go ahead. A row of another list (or none) is skipped too. Anything else
 * that fails undoes the whole request.
 */
export async function applyBulkChange(change: BulkChange, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<BulkOutcome> {
  return changeContent(
    database,
    async (trx) => {
      const rows = new Map(
        (await trx.selectFrom("pages").select(["id", "title", "collection", "locale"]).where("id", "in", [...change.ids]).execute()).map((row) => [row.id, row]),
      );
      const outcome: BulkOutcome = { done: [], skipped: [] };
      for (const id of await inWorkingOrder(trx, change, rows)) {
        const row = rows.get(id);
        if (!row || row.collection !== change.collection) {
          outcome.skipped.push({ id, title: null, reason: row ? NOT_HERE : GONE });
          continue;
        }
        try {
          const reason = await applyOne(trx, change, id, actor, now);
          if (reason) outcome.skipped.push({ id, title: row.title, reason });
          else outcome.done.push({ id, title: row.title });
        } catch (error) {
          if (!(error instanceof PageError)) throw error;
          outcome.skipped.push({ id, title: row.title, reason: error.message });
        }
      }
      return outcome;
    },
    (outcome) => outcome.done.length > 0,
  );
}

/** Deleting: translations before the default language's pages, so a page and its translations selected together can all go. */
async function inWorkingOrder(trx: Kysely<Database>, change: BulkChange, rows: ReadonlyMap<string, { locale: string }>): Promise<string[]> {
  if (change.intent !== "bulk-delete") return [...change.ids];
  const defaultTag = await defaultLanguageTag(trx);
  const isDefault = (id: string) => (rows.get(id)?.locale === defaultTag ? 1 : 0);
  return [...change.ids].sort((a, b) => isDefault(a) - isDefault(b));
}

/** One row's change; a reason when there was nothing to do, a PageError when its rules refuse it. */
async function applyOne(trx: Kysely<Database>, change: BulkChange, id: string, actor: Actor, now: Date): Promise<string | undefined> {
  switch (change.intent) {
    case "bulk-publish":
    case "bulk-unpublish": {
      const published = change.intent === "bulk-publish";
      const row = await writePublishedState(trx, id, published, { revisionBy: actor, summary: stateChangeSummary, now });
      return row ? undefined : published ? "It is already published." : "It is already a draft.";
    }
    case "bulk-delete":
      await deletePageRow(trx, id, actor, now);
      return undefined;
    case "bulk-add-topic":
      return change.topic ? addTopic(trx, id, change.topic, actor, now) : "Choose a topic.";
  }
}

/**
 * Adds a topic to an item's fields, checked by its collection's schema (at most 10 topics), as a save:
 * a new version by `actor`, its revision, the search index and the audit entry.
 */
async function addTopic(trx: Kysely<Database>, id: string, topic: { key: string; name: string }, actor: Actor, now: Date): Promise<string | undefined> {
  const page = await trx.selectFrom("pages").select(["id", "collection", "fields", "version", "is_published"]).where("id", "=", id).executeTakeFirstOrThrow();
  // A topic added to a live item changes what is live: checked before writing, at the version it would get (decision 048).
  await ensureMayPublish(trx, actor, { ...page, version: page.version + 1 });
  const collection = collectionOf(page.collection);
  const fields = storedFields(page.fields);
  const topics = Array.isArray(fields.topics) ? (fields.topics as unknown[]) : undefined;
  if (!collection || !topics) throw new PageError("This kind of item has no topics.", 400);
  if (topics.includes(topic.key)) return "It already has this topic.";
  const parsed = collection.fields.safeParse({ ...fields, topics: [...topics, topic.key] });
  if (!parsed.success) throw new PageError(parsed.error.issues[0]?.message ?? "The item's fields are not valid.", 409);
  const row: Page = await trx
    .updateTable("pages")
    .set({ fields: JSON.stringify(parsed.data), author_id: actor.id, updated_at: now.toISOString(), version: (eb) => eb("version", "+", 1) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeRevision(trx, row, actor, now);
  await syncPageSearch(trx, [row.id]);
  await recordPageAudit(trx, actor, "page.update", row, `Added the topic "${topic.name}" to ${kindOf(row)} ${pageLabel(row)}`, now);
  return undefined;
}
