import type { Kysely } from "kysely";
import { supportsRowLocks } from "#app/db/row-locks.ts";
import type { Database } from "#app/db/schema.ts";
import { mediaRefusals } from "./media-messages.ts";
import { isReadyForPublicPages } from "./schema.ts";

/** A library image's id inside any of its URLs: what "where used" searches for, as `/media/<id>/`. */
const MEDIA_ID_IN_URL = /\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//g;

/** The library images that stored content (a page's JSON, the site settings' JSON) names, each once. */
export function placedMediaIds(stored: string): string[] {
  return [...new Set([...stored.matchAll(MEDIA_ID_IN_URL)].map((match) => match[1]!))];
}

export interface PlacedImagesRefusal {
  message: string;
  /** 400: the content must change (an image without alt text); 409: the library changed under it (an image deleted). */
  status: 400 | 409;
}

/**
 * The check a save that places library images makes inside its transaction, before it writes: every
 * image its content names (a section's image field, a gallery, rich text, anything that "where used"
 * would find) still exists and has alt text or the decorative mark. Returns why the save is refused,
 * or null.
 *
 * On PostgreSQL the images' rows stay locked for share until the save commits, which makes a
 * concurrent delete (deleteMedia locks the row for update, then reads the uses) wait and then see
 * this save's use; a delete that locked first makes this read wait and then find the image gone.
 * SQLite runs one write transaction at a time, which gives the same order.
 */
export async function placedImagesRefusal(trx: Kysely<Database>, stored: string): Promise<PlacedImagesRefusal | null> {
  const ids = placedMediaIds(stored);
  if (ids.length === 0) return null;
  const query = trx.selectFrom("media").select(["id", "name", "alt", "decorative"]).where("id", "in", ids).orderBy("name");
  const rows = await (supportsRowLocks(trx) ? query.forShare() : query).execute();
  if (rows.length < ids.length) return { message: mediaRefusals.placedImageGone, status: 409 };
  const undescribed = rows.filter((row) => !isReadyForPublicPages(row)).map((row) => row.name);
  return undescribed.length > 0 ? { message: mediaRefusals.placedWithoutAlt(undescribed), status: 400 } : null;
}
