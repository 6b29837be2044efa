import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { emitWebhookEvent } from "#app/features/webhooks/webhooks.server.ts";
import { kickJobWorker } from "#app/lib/jobs.server.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { SUBSCRIBER_STATUS_LABELS } from "./subscriber-status.ts";
import { languageLabel } from "#app/features/languages/language-choice.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { matchingSubscribers, SUBSCRIBER_ROW_COLUMNS, toSubscriberRow, type SubscriberFilters } from "./subscribers.server.ts";

/** The spec's file and columns (section 7). */
export const SUBSCRIBERS_CSV_FILENAME = "subscribers.csv";
export const SUBSCRIBERS_CSV_HEADER = ["ID", "Email", "First Name", "Last Name", "Date Subscribed", "Status", "Language"] as const;

/** Rows per query: large enough to be quick, small enough that an export of any size stays small in memory. */
export const EXPORT_PAGE_SIZE = 1000;

type CsvValues = ReadonlyArray<string | null>;

interface ExportOptions extends SubscriberFilters {
  database?: Kysely<Database>;
  now?: Date;
  pageSize?: number;
}

/**
 * Starts an export of the subscribers matching the screen's search (blank: everyone) and language
 * (null: every language): counts them and, in one transaction, queues the `subscribers_export`
 * webhook deliveries (naming both filters) and records who exported what. Null when there is nobody
 * to export (nothing is recorded or sent then). The rows themselves are read afterwards, as the
 * download asks for them.
 */
export async function startSubscribersExport(
  actor: Pick<SessionUser, "id" | "email">,
  { query = "", language = null, database = db(), now = new Date(), pageSize = EXPORT_PAGE_SIZE }: ExportOptions = {},
): Promise<{ count: number; rows: AsyncIterable<CsvValues> } | null> {
  const filter = query.trim() || null;
  const count = await database.transaction().execute(async (trx) => {
    const matching = matchingSubscribers(trx.selectFrom("subscribers"), { query, language });
    const { total } = await matching.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
    const subscriberCount = Number(total);
    if (subscriberCount === 0) return 0;
    await emitWebhookEvent(trx, "subscribers_export", { subscriber_count: subscriberCount, exported_by: actor.email, search: filter, language }, now);
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "subscriber.export",
        targetType: "subscriber",
        summary: `Exported ${subscriberCount} ${subscriberCount === 1 ? "subscriber" : "subscribers"} to CSV${exportNarrowing(filter, language)}`,
      },
      now,
    );
    return subscriberCount;
  });
  if (count === 0) return null;
  kickJobWorker();
  return { count, rows: subscriberCsvRows({ query, language }, { database, pageSize }) };
}

/** The audit entry's note of the filters: ` (search "acme", language de)`, or nothing. */
function exportNarrowing(search: string | null, language: string | null): string {
  const parts = [search ? `search "${search}"` : null, language ? `language ${language}` : null].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

/**
 * The CSV rows in the list's order (newest first), read `pageSize` at a time with keyset pagination:
 * each query continues after the last row seen instead of skipping an ever larger offset, so every
 * page costs the same and only one page is in memory at a time.
 */
export async function* subscriberCsvRows(
  filters: SubscriberFilters,
  { database = db(), pageSize = EXPORT_PAGE_SIZE }: Pick<ExportOptions, "database" | "pageSize"> = {},
): AsyncGenerator<CsvValues> {
  const languages = await listLanguages(database);
  let after: { subscribedAt: string; id: string } | null = null;
  for (;;) {
    let page = matchingSubscribers(database.selectFrom("subscribers").select(SUBSCRIBER_ROW_COLUMNS), filters);
    if (after) {
      const { subscribedAt, id } = after;
      // A row-value comparison, not the equivalent OR: SQLite seeks the keyset index with it, while
      // the OR made it scan the index from the top for every page (half the export's time at 100,000).
      page = page.where((eb) => eb(eb.refTuple("subscribed_at", "id"), "<", eb.tuple(subscribedAt, id)));
    }
    const rows = await page.orderBy("subscribed_at", "desc").orderBy("id", "desc").limit(pageSize).execute();
    for (const row of rows) {
      const subscriber = toSubscriberRow(row);
      const { id, email, firstName, lastName, subscribedAt, status, locale } = subscriber;
      yield [id, email, firstName, lastName, subscribedAt, SUBSCRIBER_STATUS_LABELS[status], languageLabel(locale, languages)];
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { subscribedAt: last.subscribed_at, id: last.id };
  }
}
