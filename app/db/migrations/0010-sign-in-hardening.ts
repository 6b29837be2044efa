import type { Kysely } from "kysely";

/**
 * Issue G, item 6: a TOTP code must work once. Each two-factor row keeps the time step (Unix time
 * / 30 s) of the last code it accepted; a code is taken only by a conditional UPDATE that raises
 * it, which exactly one of two racing sign-ins (on any instance) can win
 * (docs/decisions/021-sign-in-hardening.md). Rows from before have none: their next code is taken.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("twoFactor").addColumn("lastTotpStep", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("twoFactor").dropColumn("lastTotpStep").execute();
}
