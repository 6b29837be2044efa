import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { mediaReference, type MediaFormat } from "#app/lib/media-url.ts";
import { sitePageSeed } from "#app/content/site-page-seeds.ts";
import type { KnownSection } from "#app/sections/registry.ts";
import { IMAGE_LABELS } from "./schema.ts";
import { getTheme, listThemeRevisions } from "./theme.server.ts";

/** The home page's sections the preview draws: a hero, cards, a dark band and a call to action. */
const PREVIEW_TYPES: readonly KnownSection["type"][] = ["home-hero", "icon-cards", "stats", "cta"];

/**
 * What the Theme screen opens with: the current theme and its version, the history, the library
 * images the current theme names (as their stored references, for the previews), and the sections
 * the live preview draws, as the home page's seed has them.
 */
export async function themeScreen(database: Kysely<Database> = db()) {
  const [stored, revisions] = await Promise.all([getTheme(database), listThemeRevisions(database)]);
  const ids = (Object.keys(IMAGE_LABELS) as (keyof typeof IMAGE_LABELS)[]).map((key) => stored.theme[key]).filter((id) => id !== "");
  const rows = ids.length ? await database.selectFrom("media").select(["id", "hash", "width", "height", "format"]).where("id", "in", ids).execute() : [];
  const images = Object.fromEntries(rows.map((row) => [row.id, mediaReference({ ...row, format: row.format as MediaFormat })]));
  const previewSections = (sitePageSeed("home")?.sections ?? []).filter((section) => PREVIEW_TYPES.includes(section.type));
  return { ...stored, revisions, images, previewSections };
}
