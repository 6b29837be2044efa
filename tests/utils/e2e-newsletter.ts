// The newsletter in the browser tests: a subscriber's state in the app's database.
import { DatabaseSync } from "node:sqlite";
import { subscriberStatus, type SubscriberStatus } from "#app/features/subscribers/subscriber-status.ts";
import { E2E_SERVER } from "./e2e-server.ts";

const E2E_DB_PATH = E2E_SERVER.databasePath;

/** The subscriber's status as the Subscribers screen shows it (Active, Pending, Unsubscribed), or undefined when the address is not on the list. */
export function subscriberStatusOf(email: string): SubscriberStatus | undefined {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database.prepare("SELECT is_active, confirmed_at, unsubscribed_at FROM subscribers WHERE email = ?").get(email) as
      | { is_active: number; confirmed_at: string | null; unsubscribed_at: string | null }
      | undefined;
    return row ? subscriberStatus({ is_active: row.is_active === 1, confirmed_at: row.confirmed_at, unsubscribed_at: row.unsubscribed_at }) : undefined;
  } finally {
    database.close();
  }
}
