import { data } from "react-router";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { collectionOf, hasTopics } from "#app/features/collections/collections.ts";
import { can } from "#app/lib/permissions.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { rowsOf } from "../cms/pages.server.ts";
import { applyBulkChange, type BulkOutcome } from "./bulk-changes.server.ts";
import { BulkInput, type BulkActionData, type BulkIntent } from "./bulk-schema.ts";

const VERBS: Record<BulkIntent, string> = { "bulk-publish": "published", "bulk-unpublish": "unpublished", "bulk-delete": "deleted", "bulk-add-topic": "tagged" };
/** How many skipped rows the message names before "and N more". */
const NAMED_SKIPS = 3;

/** A collection list's post (its only changes are the bulk actions), after the route has checked "pages:write". */
export async function handleBulkRequest(request: Request, actor: SessionUser, collection: string | null) {
  const read = await readFormData(request);
  if (!read.ok) return answer(read.status, "", { title: "Error", description: read.formError });
  return handleBulkAction(read.form, actor, collection);
}

/**
 * A bulk action of a list of pages or items (`collection`: null for the Pages list), from its form's
 * fields, after the route has checked "pages:write" (checked here again: this is a change). Bad input
 * answers 4xx with a message and changes nothing; otherwise one transaction and a summary.
 */
export async function handleBulkAction(form: FormData, actor: SessionUser, collection: string | null, { database = db(), now = new Date() }: { database?: Kysely<Database>; now?: Date } = {}) {
  if (!can(actor.role, "pages:write")) return answer(403, "", { title: "Error", description: "You do not have permission to change pages." });
  const parsed = BulkInput.safeParse({
    intent: form.get("intent"),
    ids: form.getAll("ids").filter((value) => typeof value === "string"),
    topic: typeof form.get("topic") === "string" ? form.get("topic") : undefined,
    confirm: form.get("confirm") === "yes" ? "yes" : undefined,
  });
  if (!parsed.success) return answer(400, "", { title: "Error", description: parsed.error.issues[0]?.message ?? "Unknown action. Please reload the page and try again." });
  const input = parsed.data;
  const nouns = listNouns(collection);

  if (input.intent === "bulk-delete" && input.confirm !== "yes") {
    // Without JavaScript there is no dialog: the page asks, naming the rows, and its form sends the confirmation.
    const rows = await database.selectFrom("pages").select(["id", "title"]).where("id", "in", input.ids).where(rowsOf(collection)).execute();
    if (rows.length === 0) return answer(404, input.intent, { title: "Nothing deleted", description: "The selected rows no longer exist here. Please reload the page." });
    return data<BulkActionData>({
      ok: true,
      intent: input.intent,
      message: { title: `Delete ${count(rows.length, nouns)}?`, description: "This action cannot be undone." },
      confirmDelete: { ids: rows.map((row) => row.id), titles: rows.map((row) => row.title) },
    });
  }

  let topic: { key: string; name: string } | undefined;
  if (input.intent === "bulk-add-topic") {
    const found = input.topic ? await database.selectFrom("topics").select(["translation_key", "name"]).where("translation_key", "=", input.topic).orderBy("locale").executeTakeFirst() : undefined;
    if (!found || !hasTopics(collectionOf(collection))) return answer(400, input.intent, { title: "Error", description: "Choose a topic from the list." });
    topic = { key: found.translation_key, name: found.name };
  }

  try {
    const outcome = await applyBulkChange({ intent: input.intent, collection, ids: input.ids, topic }, actor, { database, now });
    return answer(outcome.done.length > 0 || outcome.skipped.length === 0 ? 200 : 409, input.intent, summary(input.intent, outcome, nouns, topic?.name));
  } catch (error) {
    logger.error({ err: error, intent: input.intent }, "Bulk action failed");
    return answer(500, input.intent, { title: "Error", description: "Something went wrong, and nothing was changed. Please try again later." });
  }
}

/** "3 pages published", "1 skipped: “Home”: A website page cannot be deleted." */
function summary(intent: BulkIntent, { done, skipped }: BulkOutcome, nouns: [string, string], topicName?: string): BulkActionData["message"] {
  const verb = intent === "bulk-add-topic" ? `tagged “${topicName ?? ""}”` : VERBS[intent];
  const title = done.length > 0 ? `${count(done.length, nouns)} ${verb}` : `No ${nouns[1]} ${VERBS[intent]}`;
  if (skipped.length === 0) return { title };
  const named = skipped.slice(0, NAMED_SKIPS).map((skip) => `${skip.title ? `“${skip.title}”` : "One row"}: ${skip.reason}`);
  const rest = skipped.length > NAMED_SKIPS ? ` And ${skipped.length - NAMED_SKIPS} more.` : "";
  return { title, description: `${skipped.length} skipped: ${named.join(" ")}${rest}` };
}

function count(n: number, [one, many]: [string, string]): string {
  return `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;
}

/** The list's words for its rows: "page"/"pages", "article"/"articles". */
function listNouns(collection: string | null): [string, string] {
  const item = collectionOf(collection)?.itemLabel("en").toLowerCase();
  return item ? [item, `${item}s`] : ["page", "pages"];
}

function answer(status: number, intent: BulkIntent | "", message: BulkActionData["message"]) {
  return data<BulkActionData>({ ok: status < 300, intent, message }, { status });
}
