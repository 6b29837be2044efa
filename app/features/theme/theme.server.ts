import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import { supportsRowLocks } from "#app/db/row-locks.ts";
import type { Database } from "#app/db/schema.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { mediaWidths, variantUrl, MIME_TYPES, type MediaFormat } from "#app/lib/media-url.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { IMAGE_LABELS, ThemeInput, ThemeShape } from "./schema.ts";
import { DEFAULT_THEME, themeStyleSheet, type Theme } from "./theme-values.ts";

export interface StoredTheme {
  theme: Theme;
  /** The newest revision's version; 0 before the first save (the default theme). */
  version: number;
}

export interface ThemeRevision {
  version: number;
  theme: Theme;
  restoredFrom: number | null;
  savedByEmail: string | null;
  createdAt: string;
}

/** Why a save or restore is refused: the message for the screen and the HTTP status. */
export class ThemeRefusal extends Error {
  readonly status: number;
  constructor(message = "Someone else changed the theme while you were editing. Please reload the page to see their version.", status = 409) {
    super(message);
    this.name = "ThemeRefusal";
    this.status = status;
  }
}

type Actor = Pick<SessionUser, "id" | "email">;

/** A stored theme, read with the schema; a row that no longer reads (an option since removed) falls back to the default. */
function readTheme(value: unknown): Theme {
  const parsed = ThemeShape.safeParse(value);
  if (parsed.success) return parsed.data;
  logger.warn({ issues: parsed.error.issues }, "A stored theme does not read; the default theme is shown");
  return DEFAULT_THEME;
}

/** The theme the site shows: the newest revision, or the default theme before the first save. */
export async function getTheme(database: Kysely<Database> = db()): Promise<StoredTheme> {
  const row = await database.selectFrom("theme_revisions").select(["theme", "version"]).orderBy("version", "desc").limit(1).executeTakeFirst();
  return row ? { theme: readTheme(row.theme), version: row.version } : { theme: DEFAULT_THEME, version: 0 };
}

/** The history, newest first. */
export async function listThemeRevisions(database: Kysely<Database> = db(), limit = 50): Promise<ThemeRevision[]> {
  const rows = await database
    .selectFrom("theme_revisions")
    .select(["version", "theme", "restored_from", "saved_by_email", "created_at"])
    .orderBy("version", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ version: row.version, theme: readTheme(row.theme), restoredFrom: row.restored_from, savedByEmail: row.saved_by_email, createdAt: row.created_at }));
}

/**
 * Saves a theme over the version the screen was opened with, as a new revision, audited, and tells
 * every instance's page cache (changeContent): every public page restyles at once. The theme is
 * checked again here (shape, every text pair's contrast) and its images must be in the library.
 */
export async function saveTheme(theme: Theme, expectedVersion: number, actor: Actor, options: { database?: Kysely<Database>; now?: Date } = {}): Promise<StoredTheme> {
  return writeRevision(theme, expectedVersion, actor, null, options);
}

/** Makes an old revision's theme the site's again, as a new revision that says where it came from. */
export async function restoreThemeRevision(
  version: number,
  expectedVersion: number,
  actor: Actor,
  { database = db(), now = new Date() }: { database?: Kysely<Database>; now?: Date } = {},
): Promise<StoredTheme> {
  const row = await database.selectFrom("theme_revisions").select("theme").where("version", "=", version).executeTakeFirst();
  if (!row) throw new ThemeRefusal("That version of the theme is not in the history. Please reload the page.", 404);
  return writeRevision(readTheme(row.theme), expectedVersion, actor, version, { database, now });
}

async function writeRevision(
  candidate: Theme,
  expectedVersion: number,
  actor: Actor,
  restoredFrom: number | null,
  { database = db(), now = new Date() }: { database?: Kysely<Database>; now?: Date },
): Promise<StoredTheme> {
  const parsed = ThemeInput.safeParse(candidate);
  if (!parsed.success) throw new ThemeRefusal(parsed.error.issues[0]!.message, 400);
  const theme = parsed.data;
  return changeContent(database, async (trx) => {
    const current = await getTheme(trx);
    if (current.version !== expectedVersion) throw new ThemeRefusal();
    await checkImages(trx, theme);
    const version = expectedVersion + 1;
    const written = await trx
      .insertInto("theme_revisions")
      .values({
        id: randomUUID(),
        version,
        theme: JSON.stringify(theme),
        restored_from: restoredFrom,
        saved_by_id: actor.id,
        saved_by_email: actor.email,
        created_at: now.toISOString(),
      })
      // A concurrent save of the same version (PostgreSQL) loses here, as an edit conflict.
      .onConflict((conflict) => conflict.column("version").doNothing())
      .returning("version")
      .executeTakeFirst();
    if (!written) throw new ThemeRefusal();
    const summary = restoredFrom === null ? `Saved the theme (version ${version})` : `Restored version ${restoredFrom} of the theme (version ${version})`;
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "theme.update", targetType: "theme", targetId: String(version), summary }, now);
    return { theme, version };
  });
}

/**
 * Every image the theme names is in the library (which holds images only: an id of anything else,
 * or of an image since deleted, is refused). Read for share on PostgreSQL, so a concurrent delete
 * waits for this save (as placed-images.server.ts does for pages).
 */
async function checkImages(trx: Kysely<Database>, theme: Theme): Promise<void> {
  const named = (Object.keys(IMAGE_LABELS) as (keyof typeof IMAGE_LABELS)[]).filter((key) => theme[key] !== "");
  if (named.length === 0) return;
  const query = trx
    .selectFrom("media")
    .select("id")
    .where(
      "id",
      "in",
      named.map((key) => theme[key]),
    );
  const found = new Set((await (supportsRowLocks(trx) ? query.forShare() : query).execute()).map((row) => row.id));
  const missing = named.find((key) => !found.has(theme[key]));
  if (missing) throw new ThemeRefusal(`${IMAGE_LABELS[missing]}: that image is not in the media library. Please choose another.`, 400);
}

interface ThemeImage {
  src: string;
  width: number;
  height: number;
  type: string;
}

/** What a public page's head, header and footer take from the theme. */
export interface PublicTheme {
  /** The `:root` rule of the theme's custom properties; "" for the default theme. */
  css: string;
  typeface: Theme["typeface"];
  scheme: Theme["scheme"];
  logoLight: ThemeImage | null;
  logoDark: ThemeImage | null;
  favicon: ThemeImage | null;
}

/** The served width closest above what the image is drawn at (a logo about 200 px wide on a 2x screen, a favicon of 32). */
const DRAWN_WIDTH = { logoLight: 480, logoDark: 480, favicon: 64 } as const;

/** The current theme for public pages, its images as served variants. An image deleted since is left out (the built-in one shows). */
export async function publicTheme(database: Kysely<Database> = db()): Promise<PublicTheme> {
  const { theme } = await getTheme(database);
  const keys = (Object.keys(DRAWN_WIDTH) as (keyof typeof DRAWN_WIDTH)[]).filter((key) => theme[key] !== "");
  const rows = keys.length
    ? await database
        .selectFrom("media")
        .select(["id", "hash", "width", "height", "format"])
        .where(
          "id",
          "in",
          keys.map((key) => theme[key]),
        )
        .execute()
    : [];
  const image = (key: keyof typeof DRAWN_WIDTH): ThemeImage | null => {
    const row = rows.find((candidate) => candidate.id === theme[key]);
    if (!row) return null;
    const format = row.format as MediaFormat;
    const widths = mediaWidths(row.width);
    const width = widths.find((candidate) => candidate >= DRAWN_WIDTH[key]) ?? widths.at(-1)!;
    return { src: variantUrl(row, width, format), width, height: Math.max(1, Math.round((row.height * width) / row.width)), type: MIME_TYPES[format] };
  };
  return { css: themeStyleSheet(theme), typeface: theme.typeface, scheme: theme.scheme, logoLight: image("logoLight"), logoDark: image("logoDark"), favicon: image("favicon") };
}
