import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue G (docs/decisions/021-sign-in-hardening.md).
 * - Item 6, a TOTP code must work once: each two-factor row keeps the time step (Unix time / 30 s)
 *   of the last code it accepted; a code is taken only by a conditional UPDATE that raises it, which
 *   exactly one of two racing sign-ins (on any instance) can win. Older rows have none.
 * - Item 8, no lock-out by strangers: the client addresses each account has signed in from. The
 *   per-account bound on sign-in attempts leaves them out, so failures from elsewhere never lock the
 *   owner out of their usual places.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("twoFactor").addColumn("lastTotpStep", "integer").execute();
  await db.schema
    .createTable("sign_in_addresses")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("ip_address", "text", (c) => c.notNull())
    .addColumn("last_sign_in_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("sign_in_addresses_pk", ["user_id", "ip_address"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_addresses").execute();
  await db.schema.alterTable("twoFactor").dropColumn("lastTotpStep").execute();
}
