import type { Kysely } from "kysely";
import { supportsRowLocks } from "#app/db/row-locks.ts";
import type { Database } from "#app/db/schema.ts";
import { readImageAddress } from "#app/lib/image-address.ts";
import { mediaReference, type MediaFormat } from "#app/lib/media-url.ts";
import { ownSiteOrigins } from "#app/lib/site-config.server.ts";
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

/**
 * Stored JSON (a page's content or fields, the site settings) with every library image address in it
 * made that image's reference: a pasted thumbnail, a variant, a replaced file's old address or one
 * with this site's host becomes `/media/<id>/<hash>/<width>x<height>.<ext>`, from which the page draws
 * a responsive <picture> (lib/image-address.ts reads the forms). Only whole string values are
 * addresses: an image inside rich text is the rich text's. An address of an image no longer in the
 * library is left for placedImagesRefusal to refuse. Returns the text unchanged when nothing changes.
 */
export async function withLibraryReferences(trx: Kysely<Database>, stored: string): Promise<string> {
  if (!stored.includes("/media/")) return stored;
  const value: unknown = JSON.parse(stored);
  const origins = ownSiteOrigins();
  const found = new Map<string, string>();
  visitStrings(value, (text) => {
    const address = text.includes("/media/") ? readImageAddress(text, origins) : null;
    if (address?.kind === "library") found.set(text, address.id);
    return text;
  });
  if (found.size === 0) return stored;
  const rows = await trx
    .selectFrom("media")
    .select(["id", "hash", "width", "height", "format"])
    .where("id", "in", [...new Set(found.values())])
    .execute();
  const references = new Map(rows.map((row) => [row.id, mediaReference({ ...row, format: row.format as MediaFormat })]));
  let changed = false;
  const rewritten = visitStrings(value, (text) => {
    const id = found.get(text);
    const reference = id === undefined ? undefined : references.get(id);
    if (reference === undefined || reference === text) return text;
    changed = true;
    return reference;
  });
  return changed ? JSON.stringify(rewritten) : stored;
}

/** A copy of a JSON value with each string replaced by `map`'s answer. */
function visitStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) return value.map((item) => visitStrings(item, map));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visitStrings(item, map)]));
  return value;
}
