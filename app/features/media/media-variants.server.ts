import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { ConcurrencyGate } from "#app/lib/concurrency-gate.ts";
import { env } from "#app/lib/env.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { makeVariant } from "./image-processing.server.ts";
import { largestSize, mediaWidths, MIME_TYPES, parseVariantFile, variantUrl, type MediaFormat } from "#app/lib/media-url.ts";

export type VariantAnswer =
  | { kind: "image"; bytes: Uint8Array; contentType: string }
  /** The URL names a file that was replaced since: the same size and format of the current one. */
  | { kind: "moved"; url: string }
  /** No such variant, or one that cannot be made. */
  | { kind: "missing" };

// One making of each variant at a time in this process: a page's first visitors all asking for the
// same new image wait for one encode instead of starting one each. Null: it cannot be made.
const inFlight = new Map<string, Promise<Uint8Array | null>>();

/**
 * Variants made at once in this process, whatever they are: each decodes an original of up to
 * MEDIA_MAX_PIXELS, so anonymous requests for many new variants at once queue here (and beyond the
 * queue get a 503) instead of all decoding and encoding side by side (issue 27, item 2). Two, on the
 * two cores the site is sized for; a queue that holds the first visits of a few gallery pages at
 * once (a waiting request holds no image bytes).
 */
const gate = new ConcurrencyGate({ concurrency: 2, queue: 48 });

/**
 * Stored in place of a variant that cannot be made (its original is beyond the limits, or the encoder
 * refuses it): later requests answer 404 from the row instead of trying again. No encoder makes an
 * empty file. Replacing the image's file deletes its variant rows, marker included.
 */
const CANNOT_BE_MADE = new Uint8Array(0);

/**
 * The bytes of `/media/<id>/<hash>/<file>`, made on first request and kept in the database, so every
 * instance serves what any instance made and a backup holds it. Only the listed widths and the AVIF,
 * WebP and original formats exist, so a URL cannot make the server encode arbitrary sizes.
 */
export async function mediaVariant(id: string, hash: string, file: string, database: Kysely<Database> = db()): Promise<VariantAnswer> {
  const asked = parseVariantFile(file);
  if (!asked || !/^[0-9a-f-]{36}$/.test(id)) return { kind: "missing" };
  const media = await database.selectFrom("media").select(["id", "hash", "width", "height", "format"]).where("id", "=", id).executeTakeFirst();
  if (!media) return { kind: "missing" };
  const original = media.format as MediaFormat;
  const modern = asked.format === "avif" || asked.format === "webp";
  const widths = mediaWidths(media.width);
  if (media.hash !== hash) {
    // The old file's fallback format may not be the new one's: send the new fallback instead.
    const width = widths.includes(asked.width) ? asked.width : largestSize(media.width, media.height).width;
    return { kind: "moved", url: variantUrl(media, width, modern ? asked.format : original) };
  }
  if (!widths.includes(asked.width) || (!modern && asked.format !== original)) return { kind: "missing" };

  const key = `${id}/${hash}/${asked.width}/${asked.format}`;
  let making = inFlight.get(key);
  if (!making) {
    making = storedOrNewVariant(database, { id, hash, width: asked.width, format: asked.format }).finally(() => inFlight.delete(key));
    inFlight.set(key, making);
  }
  const bytes = await making;
  return bytes ? { kind: "image", bytes, contentType: MIME_TYPES[asked.format] } : { kind: "missing" };
}

interface VariantKey {
  id: string;
  hash: string;
  width: number;
  format: MediaFormat;
}

async function storedOrNewVariant(database: Kysely<Database>, key: VariantKey): Promise<Uint8Array | null> {
  const stored = await database
    .selectFrom("media_variants")
    .select("data")
    .where("media_id", "=", key.id)
    .where("hash", "=", key.hash)
    .where("width", "=", key.width)
    .where("format", "=", key.format)
    .executeTakeFirst();
  if (stored) return madeOrNull(stored.data);
  return gate.run(() => newVariant(database, key));
}

async function newVariant(database: Kysely<Database>, key: VariantKey): Promise<Uint8Array | null> {
  // Read inside the gate: a queued request holds no original's bytes.
  const source = await database.selectFrom("media").select("data").where("id", "=", key.id).where("hash", "=", key.hash).executeTakeFirst();
  // Replaced between the two reads: the caller's next request is redirected to the new file.
  if (!source) throw new Error("The image was replaced while its variant was being made");
  let bytes: Uint8Array;
  try {
    bytes = await makeVariant(source.data, key.width, key.format, env().MEDIA_MAX_PIXELS);
  } catch (error) {
    logger.warn({ err: error, variant: key }, "A media variant cannot be made; remembered, answered 404 from now on");
    bytes = CANNOT_BE_MADE;
  }
  // Another instance may have made the same variant meanwhile; both are identical, the first stays.
  await database
    .insertInto("media_variants")
    .values({ media_id: key.id, hash: key.hash, width: key.width, format: key.format, data: bytes, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return madeOrNull(bytes);
}

function madeOrNull(bytes: Uint8Array): Uint8Array | null {
  return bytes.byteLength === CANNOT_BE_MADE.byteLength ? null : bytes;
}
