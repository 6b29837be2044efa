// Subscribers written straight into the table, in any state, for the data tests of the list, the
// search and the CSV export. Many rows go in as multi-row inserts inside one transaction, which is
// what makes 100,000 of them quick on both databases.
import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { Database, SubscriberTable } from "#app/db/schema.ts";

type SubscriberState = "active" | "pending" | "unsubscribed";

export interface SubscriberSeed {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  subscribedAt?: Date;
  state?: SubscriberState;
  id?: string;
  /** The language they signed up in; a fresh install's default language (en) unless given. */
  locale?: string;
}

function subscriberRow({ email, firstName = null, lastName = null, subscribedAt = new Date(), state = "active", id = randomUUID(), locale = "en" }: SubscriberSeed): Insertable<SubscriberTable> {
  const at = subscribedAt.toISOString();
  return {
    id,
    email,
    first_name: firstName,
    last_name: lastName,
    subscribed_at: at,
    is_active: state === "active",
    confirmed_at: state === "pending" ? null : at,
    unsubscribed_at: state === "unsubscribed" ? at : null,
    source: "admin",
    // Always given: one row of a multi-row insert without it would be NULL on SQLite, not the default.
    locale,
  };
}

/** Inserts the rows `batch` at a time (the parameter limits of both databases allow 1,000 rows of 9 columns). */
export async function insertSubscribers(database: Kysely<Database>, seeds: Iterable<SubscriberSeed>, batch = 1000): Promise<void> {
  await database.transaction().execute(async (trx) => {
    let rows: Insertable<SubscriberTable>[] = [];
    for (const seed of seeds) {
      rows.push(subscriberRow(seed));
      if (rows.length === batch) {
        await trx.insertInto("subscribers").values(rows).execute();
        rows = [];
      }
    }
    if (rows.length > 0) await trx.insertInto("subscribers").values(rows).execute();
  });
}
