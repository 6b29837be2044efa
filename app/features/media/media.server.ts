import { createHash, randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import { supportsRowLocks } from "#app/db/row-locks.ts";
import { likePattern, lowerLike } from "#app/db/like.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit, type AuditAction } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { env } from "#app/lib/env.server.ts";
import { cleanOriginal, MEDIA_SHAPE_LIMITS, sniffFormat, type CleanImage, type DecodeFailure } from "./image-processing.server.ts";
import { mediaRefusals } from "./media-messages.ts";
import { mediaReference, type MediaFormat } from "#app/lib/media-url.ts";
import { isInUse, isReadyForPublicPages, needsAltText, type MediaDetailsInput, type MediaItem, type MediaUses } from "./schema.ts";

export type { MediaItem } from "./schema.ts";

export interface MediaFile {
  name: string;
  bytes: Uint8Array;
}

export type MediaResult = { ok: true; media: MediaItem } | { ok: false; message: string };

const ITEM_COLUMNS = [
  "id",
  "name",
  "format",
  "width",
  "height",
  "size_bytes",
  "hash",
  "alt",
  "decorative",
  "caption",
  "uploaded_by_email",
  "created_at",
  "updated_at",
] as const;

type ItemRow = Pick<Database["media"], (typeof ITEM_COLUMNS)[number]>;

function toItem(row: ItemRow): MediaItem {
  const format = row.format as MediaFormat;
  return {
    id: row.id,
    name: row.name,
    format,
    width: row.width,
    height: row.height,
    sizeBytes: row.size_bytes,
    hash: row.hash,
    alt: row.alt,
    decorative: row.decorative,
    caption: row.caption,
    uploadedByEmail: row.uploaded_by_email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    reference: mediaReference({ id: row.id, hash: row.hash, width: row.width, height: row.height, format }),
  };
}

/** A file's name as the library shows it: no path, no control characters, at most 200 characters. */
function displayName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (base || "image").slice(0, 200);
}

/** Checks and cleans an uploaded file; a refusal names the file and says why. Nothing is stored here. */
async function readUpload(file: MediaFile): Promise<{ ok: true; name: string; format: MediaFormat; image: CleanImage } | { ok: false; message: string }> {
  const name = displayName(file.name);
  const { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS } = env();
  if (file.bytes.byteLength === 0) return { ok: false, message: mediaRefusals.noFile };
  if (file.bytes.byteLength > MEDIA_MAX_BYTES) return { ok: false, message: mediaRefusals.tooLarge(name, MEDIA_MAX_BYTES) };
  const format = sniffFormat(file.bytes);
  if (format === "svg") return { ok: false, message: mediaRefusals.svg(name) };
  if (format === null) return { ok: false, message: mediaRefusals.notAnImage(name) };
  const image = await cleanOriginal(file.bytes, format, MEDIA_MAX_PIXELS);
  if (typeof image === "string") return { ok: false, message: decodeRefusal(name, image, MEDIA_MAX_PIXELS) };
  return { ok: true, name, format, image };
}

function decodeRefusal(name: string, failure: DecodeFailure, maxPixels: number): string {
  switch (failure) {
    case "too-many-pixels":
      return mediaRefusals.tooManyPixels(name, maxPixels);
    case "side-too-long":
      return mediaRefusals.sideTooLong(name, MEDIA_SHAPE_LIMITS.maxSide);
    case "too-thin":
      return mediaRefusals.tooThin(name, MEDIA_SHAPE_LIMITS.maxAspectRatio);
    case "too-many-frames":
      return mediaRefusals.tooManyFrames(name, MEDIA_SHAPE_LIMITS.maxFrames);
    case "unreadable":
      return mediaRefusals.unreadable(name);
  }
}

function contentHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

function fileColumns(name: string, format: MediaFormat, image: CleanImage) {
  return { name, format, width: image.width, height: image.height, size_bytes: image.data.byteLength, hash: contentHash(image.data), data: image.data };
}

async function audit(trx: Kysely<Database>, actor: Actor, action: AuditAction, media: { id: string }, summary: string, now: Date) {
  await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action, targetType: "media", targetId: media.id, summary }, now);
}

export async function uploadMedia(file: MediaFile, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<MediaResult> {
  const upload = await readUpload(file);
  if (!upload.ok) return upload;
  const row = {
    id: randomUUID(),
    ...fileColumns(upload.name, upload.format, upload.image),
    alt: "",
    decorative: false,
    caption: "",
    uploaded_by: actor.id,
    uploaded_by_email: actor.email,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await database.transaction().execute(async (trx) => {
    await trx.insertInto("media").values(row).execute();
    await audit(trx, actor, "media.upload", row, `Uploaded image ${row.name}`, now);
  });
  return { ok: true, media: toItem(row) };
}

/** Puts a new file in place of an image's, keeping its id, details and every place it is used. */
export async function replaceMedia(id: string, file: MediaFile, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<MediaResult> {
  const upload = await readUpload(file);
  if (!upload.ok) return upload;
  const columns = { ...fileColumns(upload.name, upload.format, upload.image), updated_at: now.toISOString() };
  const row = await database.transaction().execute(async (trx) => {
    const updated = await trx.updateTable("media").set(columns).where("id", "=", id).returning(ITEM_COLUMNS).executeTakeFirst();
    if (!updated) return undefined;
    // Variants of the old file are never asked for again: their URLs carry the old hash.
    await trx.deleteFrom("media_variants").where("media_id", "=", id).execute();
    await audit(trx, actor, "media.replace", updated, `Replaced the file of image ${updated.name}`, now);
    return updated;
  });
  return row ? { ok: true, media: toItem(row) } : { ok: false, message: mediaRefusals.gone };
}

/**
 * Saves alt text, the decorative mark and the caption. Taking the words away from an image that is
 * placed somewhere is refused: the pages that show it need them (the rule a page save enforces,
 * placed-images.server.ts).
 */
export async function updateMediaDetails(
  id: string,
  details: MediaDetailsInput,
  actor: Actor,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<MediaResult> {
  return database.transaction().execute(async (trx): Promise<MediaResult> => {
    if (!(await lockMedia(trx, id))) return { ok: false, message: mediaRefusals.gone };
    if (!isReadyForPublicPages(details)) {
      const uses = await mediaUses(id, trx);
      if (needsAltText(uses)) return { ok: false, message: mediaRefusals.altNeededWhileUsed({ ...uses, authors: [] }) };
    }
    const updated = await trx
      .updateTable("media")
      .set({ ...details, updated_at: now.toISOString() })
      .where("id", "=", id)
      .returning(ITEM_COLUMNS)
      .executeTakeFirstOrThrow();
    await audit(trx, actor, "media.update", updated, `Updated the details of image ${updated.name}`, now);
    return { ok: true, media: toItem(updated) };
  });
}

/**
 * Deletes an image that nothing uses; one still placed on a page, an author's photo or in the site settings is refused
 * with where. The check and the delete are one transaction, and the image's row is locked before the
 * uses are read: a page save placing it meanwhile either commits first, and is seen, or waits and
 * then finds the image gone (placed-images.server.ts).
 */
export async function deleteMedia(id: string, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<{ ok: true } | { ok: false; message: string }> {
  return database.transaction().execute(async (trx) => {
    const row = await lockMedia(trx, id);
    if (!row) return { ok: false as const, message: mediaRefusals.gone };
    const uses = await mediaUses(id, trx);
    if (isInUse(uses)) return { ok: false as const, message: mediaRefusals.inUse(uses) };
    await trx.deleteFrom("media").where("id", "=", id).execute();
    await audit(trx, actor, "media.delete", row, `Deleted image ${row.name}`, now);
    return { ok: true as const };
  });
}

/**
 * Locks an image's row until the transaction ends (PostgreSQL; SQLite runs one writer at a time), so
 * the uses read next, in a later statement, include every save that placed it before.
 */
function lockMedia(trx: Kysely<Database>, id: string) {
  const query = trx.selectFrom("media").select(["id", "name"]).where("id", "=", id);
  return (supportsRowLocks(trx) ? query.forUpdate() : query).executeTakeFirst();
}

export async function getMedia(id: string, database: Kysely<Database> = db()): Promise<MediaItem | null> {
  const row = await database.selectFrom("media").select(ITEM_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toItem(row) : null;
}

/** Newest first; `query` matches the file name or the alt text. */
export async function listMedia(query = "", database: Kysely<Database> = db(), limit = 200): Promise<MediaItem[]> {
  const pattern = likePattern(query);
  let select = database.selectFrom("media").select(ITEM_COLUMNS);
  if (pattern) select = select.where((eb) => eb.or([lowerLike("name", pattern), lowerLike("alt", pattern)]));
  const rows = await select.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map(toItem);
}

/**
 * Where an image is placed: the pages whose content or social image (SEO panel) names it (any of
 * its URLs contains `/media/<id>/`), collection items whose fields do (an article's cover), the
 * author profiles whose photo it is, and the site settings row. Page revisions are history, not uses: a revision that
 * names a deleted image can still be opened, and saving it is refused (placed-images.server.ts).
 */
export async function mediaUses(id: string, database: Kysely<Database> = db()): Promise<MediaUses> {
  // The id is a UUID (hex and dashes): nothing in it is special to LIKE.
  const pattern = `%/media/${id}/%`;
  // JSON columns are jsonb on PostgreSQL, text on SQLite.
  const asText = (column: "content" | "fields" | "settings" | "theme") => (supportsRowLocks(database) ? sql`${sql.ref(column)}::text` : sql.ref(column));
  const pages = await database
    .selectFrom("pages")
    // A translation is a page of its own (decision 037): listed with its language, so "About Us" and "Über uns" are told apart.
    .leftJoin("site_languages", "site_languages.tag", "pages.locale")
    .select(["pages.id", "pages.title", "pages.slug", "site_languages.native_name", "site_languages.is_default"])
    // Every row, collection items included (their cover image is in `fields`, docs/decisions/039-collections.md).
    .where((eb) => eb.or([sql<boolean>`${asText("content")} like ${pattern}`, sql<boolean>`${asText("fields")} like ${pattern}`, eb("pages.social_image", "like", pattern)]))
    .orderBy("pages.title")
    .execute();
  // An author's photo is a column, not a URL: its foreign key would empty it silently when the image goes.
  const authors = await database
    .selectFrom("author_profiles")
    .leftJoin("site_languages", "site_languages.tag", "author_profiles.locale")
    .select(["author_profiles.author_key", "author_profiles.name", "site_languages.native_name", "site_languages.is_default"])
    .where("author_profiles.photo_media_id", "=", id)
    .orderBy("author_profiles.name")
    .orderBy("author_profiles.locale")
    .execute();
  const settings = await database.selectFrom("site_settings").select("id").where(sql<boolean>`${asText("settings")} like ${pattern}`).executeTakeFirst();
  // The theme names its images by id; only the newest revision is the site's.
  // (Read as text under another name: the SQLite plugin would parse a column named "theme" as JSON.)
  const theme = await database.selectFrom("theme_revisions").select(asText("theme").as("stored")).orderBy("version", "desc").limit(1).executeTakeFirst();
  const language = (row: { is_default: boolean | null; native_name: string | null }) => (row.is_default === false ? row.native_name : null);
  return {
    pages: pages.map((row) => ({ pageId: row.id, title: row.title, slug: row.slug, language: language(row) })),
    authors: authors.map((row) => ({ authorKey: row.author_key, name: row.name, language: language(row) })),
    siteSettings: settings !== undefined,
    theme: String(theme?.stored ?? "").includes(`"${id}"`),
  };
}
