import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import { lockKey } from "#app/db/row-locks.ts";
import type { Database } from "#app/db/schema.ts";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the oldest counted hit leaves the window (when not allowed). */
  retryAfterSeconds: number;
}

/**
 * A sliding-window limit kept in the database, so every app instance counts the same hits.
 * A refused attempt is not counted, so a blocked client gets back in once its window passes.
 */
export async function consumeRateLimit(
  bucket: string,
  { limit, windowSeconds, now = new Date(), database = db() }: { limit: number; windowSeconds: number; now?: Date; database?: Kysely<Database> },
): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  return database.transaction().execute(async (trx) => {
    // Requests counting the same bucket at once (on any instance) would each see room for one more.
    await lockKey(trx, `rate-limit:${bucket}`);
    await trx.deleteFrom("rate_limit_hits").where("bucket", "=", bucket).where("created_at", "<=", windowStart).execute();
    const hits = await trx
      .selectFrom("rate_limit_hits")
      .select("created_at")
      .where("bucket", "=", bucket)
      .orderBy("created_at")
      .execute();
    if (hits.length >= limit) {
      const oldest = new Date(hits[0]!.created_at).getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - now.getTime()) / 1000)) };
    }
    await trx.insertInto("rate_limit_hits").values({ id: randomUUID(), bucket, created_at: now.toISOString() }).execute();
    return { allowed: true, retryAfterSeconds: 0 };
  });
}

/** Forgets every hit counted in `bucket` (a success that ends a run of failures). */
export async function clearRateLimit(bucket: string, database: Kysely<Database> = db()): Promise<void> {
  await database.deleteFrom("rate_limit_hits").where("bucket", "=", bucket).execute();
}
