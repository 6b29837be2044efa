import { sql } from "kysely";
import { db, type DB } from "#app/db/client.server.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import type { HealthCheck } from "./health-check.ts";

/**
 * What the media library takes: the uploaded originals and the resized copies made of them, both
 * kept in the database (decision 019), so they count towards its size and every backup holds them.
 */
export async function mediaCheck(database: DB = db()): Promise<HealthCheck> {
  // length() of a blob (SQLite) and of bytea (PostgreSQL) is its size in bytes.
  const [originals, variants] = await Promise.all([
    database
      .selectFrom("media")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.coalesce(eb.fn.sum<number>("size_bytes"), sql<number>`0`).as("bytes")])
      .executeTakeFirstOrThrow(),
    database
      .selectFrom("media_variants")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.coalesce(eb.fn.sum<number>(sql`length(data)`), sql<number>`0`).as("bytes")])
      .executeTakeFirstOrThrow(),
  ]);
  const images = Number(originals.count);
  const copies = Number(variants.count);
  const total = Number(originals.bytes) + Number(variants.bytes);
  return {
    id: "media",
    title: "Media storage",
    status: "ok",
    details:
      images === 0
        ? ["The media library is empty."]
        : [
            `${images} ${images === 1 ? "image" : "images"} in the media library: ${formatFileSize(Number(originals.bytes))} as uploaded, and ${formatFileSize(Number(variants.bytes))} in ${copies} resized ${copies === 1 ? "copy" : "copies"} made for visitors' screens.`,
            `${formatFileSize(total)} in all, kept in the database, so backups include the images.`,
          ],
  };
}
