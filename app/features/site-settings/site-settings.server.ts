import type { Kysely } from "kysely";
import { imageIn } from "#app/content/translations/shipped-translations.ts";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { placedImagesRefusal, withLibraryReferences } from "#app/features/media/placed-images.server.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { env } from "#app/lib/env.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { defaultSiteSettings } from "./defaults.ts";
import { SETTINGS_LABELS, SiteSettings, TRANSLATED_SETTINGS, translatedPart, withQuickLinksSource, type SiteSettingsKey, type TranslatedSettings } from "./schema.ts";

/** The row of `site_settings` (migration 0011) that holds the settings; each other language's own parts are in `site:{tag}`. */
const ROW_ID = "site";
const translationRowId = (locale: string) => `${ROW_ID}:${locale}`;

export interface StoredSiteSettings {
  settings: SiteSettings;
  /** What the next save must name, so it cannot overwrite a save made after the form was opened. */
  version: number;
}

/**
 * A save the server understood but refuses: 409 when someone saved after the form was opened or an
 * image it places has left the library, 400 when an image it places has no alt text.
 */
export class SettingsRefusal extends Error {
  readonly status: 400 | 409;
  constructor(
    message = "Someone else saved the settings after you opened them. Reload the page to see their changes, then make yours again.",
    status: 400 | 409 = 409,
  ) {
    super(message);
    this.name = "SettingsRefusal";
    this.status = status;
  }
}

/** The settings a fresh install starts with (also what other languages' parts are translated from). */
export function seedSettings(): SiteSettings {
  const { SITE_PHONE, SITE_EMAIL } = env();
  return defaultSiteSettings({ phone: SITE_PHONE, email: SITE_EMAIL });
}

/**
 * Writes the first settings when the row is missing: runs at every start, so SITE_PHONE and
 * SITE_EMAIL fill a fresh install and are never read again once staff can change them.
 */
export async function ensureSiteSettings(database: Kysely<Database> = db(), now = new Date()): Promise<boolean> {
  const inserted = await database
    .insertInto("site_settings")
    .values({ id: ROW_ID, settings: JSON.stringify(seedSettings()), version: 1, updated_by_id: null, updated_at: now.toISOString() })
    // Two instances starting together write it once.
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * The settings every public page shows. Never throws for bad stored data: each part that no longer
 * passes the schema (a hand-edited row, a part a later version added) falls back to its seeded
 * value, and a missing row (a database restored from before the settings) reads as the seed.
 */
export async function getSiteSettings(database: Kysely<Database> = db()): Promise<StoredSiteSettings> {
  const row = await database.selectFrom("site_settings").select(["settings", "version"]).where("id", "=", ROW_ID).executeTakeFirst();
  if (!row) return { settings: seedSettings(), version: 0 };
  return { settings: mendSettings(row.settings), version: row.version };
}

/**
 * The settings a page in `locale` shows: the shared parts, and that language's own header and
 * footer texts and links where it has them (each part that is missing or unreadable is the default
 * language's, so a page never loses its navigation). The sharing image is shared, but the one a
 * fresh install ships has words drawn in, so a language with its own copy shows that (imageIn); an
 * image staff chose is the same in every language.
 */
export async function getSiteSettingsIn(locale: string, database: Kysely<Database> = db()): Promise<SiteSettings> {
  const [{ settings }, own] = await Promise.all([getSiteSettings(database), getSettingsTranslation(locale, database)]);
  const shared = { ...settings, shareImage: imageIn(locale, settings.shareImage) };
  return own ? { ...shared, ...own.parts } : shared;
}

/** A language's own row (`site:{tag}`): its readable parts and version; undefined when it has none yet. */
async function getSettingsTranslation(locale: string, database: Kysely<Database> = db()): Promise<{ parts: Partial<TranslatedSettings>; version: number } | undefined> {
  const row = await database.selectFrom("site_settings").select(["settings", "version"]).where("id", "=", translationRowId(locale)).executeTakeFirst();
  return row ? { parts: readableParts(row.settings), version: row.version } : undefined;
}

/** The translated parts of a stored row that pass the schema; a part that does not is left out (the default language's shows). */
function readableParts(raw: unknown): Partial<TranslatedSettings> {
  const stored = (typeof raw === "object" && raw !== null ? withQuickLinksSource(raw) : {}) as Record<string, unknown>;
  return Object.fromEntries(
    TRANSLATED_SETTINGS.flatMap((key) => {
      const part = SiteSettings.shape[key].safeParse(stored[key]);
      return part.success ? [[key, part.data]] : [];
    }),
  ) as Partial<TranslatedSettings>;
}

/**
 * When the default language changes (in that change's transaction): the main row takes the new
 * default's own parts (or keeps the old default's words, where it had none), the old default's parts move
 * to its own row, and `relink` points every language's links at where their pages now are. Each row's
 * version moves past every version a form could have been opened at, so a form opened before the
 * change cannot save over it.
 */
export async function moveDefaultSettings(
  trx: Kysely<Database>,
  { from, to }: { from: string; to: string },
  relink: (parts: Partial<TranslatedSettings>) => Partial<TranslatedSettings>,
  now: Date,
): Promise<void> {
  const main = await getSiteSettings(trx);
  const incoming = await getSettingsTranslation(to, trx);
  const rows = await trx.selectFrom("site_settings").select("version").execute();
  const version = Math.max(0, ...rows.map((row) => row.version)) + 1;
  const at = now.toISOString();
  const outgoing = relink(translatedPart(main.settings));
  await trx.deleteFrom("site_settings").where("id", "in", [translationRowId(from), translationRowId(to)]).execute();
  await trx.insertInto("site_settings").values({ id: translationRowId(from), settings: JSON.stringify(outgoing), version, updated_by_id: null, updated_at: at }).execute();
  // A part the new default has none of keeps the old default's words, with their links as they are:
  // they name the addresses without a prefix, now the new default's own pages.
  const settings = { ...main.settings, ...relink(incoming?.parts ?? {}) };
  await trx
    .insertInto("site_settings")
    .values({ id: ROW_ID, settings: JSON.stringify(settings), version, updated_by_id: null, updated_at: at })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ settings: JSON.stringify(settings), version, updated_at: at }))
    .execute();
  // The other languages' links to a moved page follow it too.
  const others = await trx.selectFrom("site_settings").select(["id", "settings"]).where("id", "like", `${ROW_ID}:%`).where("id", "!=", translationRowId(from)).execute();
  for (const row of others) {
    await trx.updateTable("site_settings").set({ settings: JSON.stringify(relink(readableParts(row.settings))), version, updated_at: at }).where("id", "=", row.id).execute();
  }
}

/**
 * What the Settings screen edits in a language: the default language's settings as stored, or
 * another's own parts over the shared ones. A language without its own parts yet starts from the
 * default language's (`started` false, version 0): saving makes them its own.
 */
export async function settingsForEditing(language: { tag: string; isDefault: boolean }, database: Kysely<Database> = db()): Promise<StoredSiteSettings & { started: boolean }> {
  const stored = await getSiteSettings(database);
  if (language.isDefault) return { ...stored, started: true };
  const own = await getSettingsTranslation(language.tag, database);
  return { settings: { ...stored.settings, ...own?.parts }, version: own?.version ?? 0, started: own !== undefined };
}

/** Writes a language's own header and footer parts when it has none yet (its shipped translation); true when written. */
export async function ensureSettingsTranslation(locale: string, translated: TranslatedSettings, database: Kysely<Database> = db(), now = new Date()): Promise<boolean> {
  const inserted = await changeContent(database, (trx) =>
    trx
      .insertInto("site_settings")
      .values({ id: translationRowId(locale), settings: JSON.stringify(translated), version: 1, updated_by_id: null, updated_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst(),
  );
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}


function mendSettings(row: unknown): SiteSettings {
  const raw = withQuickLinksSource(row);
  const whole = SiteSettings.safeParse(raw);
  if (whole.success) return whole.data;
  const seed = seedSettings();
  const stored = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const mended = { ...seed };
  for (const key of Object.keys(SiteSettings.shape) as SiteSettingsKey[]) {
    const part = SiteSettings.shape[key].safeParse(stored[key]);
    if (part.success) Object.assign(mended, { [key]: part.data });
    else logger.warn({ key }, "Stored site setting unreadable; showing its seeded value");
  }
  return mended;
}

/**
 * Saves valid settings over the version the form was opened with, audited, and tells every
 * instance's page cache (changeContent): the header and footer of every public page change at once.
 */
export async function saveSiteSettings(settings: SiteSettings, expectedVersion: number, actor: SessionUser, { database = db(), now = new Date() } = {}): Promise<StoredSiteSettings> {
  return changeContent(database, async (trx) => {
    const current = await getSiteSettings(trx);
    if (current.version !== expectedVersion) throw new SettingsRefusal();
    // A library image pasted in another of its forms is stored as its reference, as on a page.
    const json = await withLibraryReferences(trx, JSON.stringify(settings));
    // The logo and social image follow the same rule as a page's images, checked in this transaction
    // so a concurrent delete of the image either waits for this save or is seen by it.
    const refusal = await placedImagesRefusal(trx, json);
    if (refusal) throw new SettingsRefusal(refusal.message, refusal.status);
    const written =
      current.version === 0
        ? await trx
            .insertInto("site_settings")
            .values({ id: ROW_ID, settings: json, version: 1, updated_by_id: actor.id, updated_at: now.toISOString() })
            .onConflict((conflict) => conflict.column("id").doNothing())
            .returning("version")
            .executeTakeFirst()
        : await trx
            .updateTable("site_settings")
            .set({ settings: json, updated_by_id: actor.id, updated_at: now.toISOString(), version: (eb) => eb("version", "+", 1) })
            .where("id", "=", ROW_ID)
            .where("version", "=", expectedVersion)
            .returning("version")
            .executeTakeFirst();
    if (!written) throw new SettingsRefusal();
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "settings.update", targetType: "settings", targetId: ROW_ID, summary: auditSummary(current.settings, settings) }, now);
    return { settings: JSON.parse(json) as SiteSettings, version: written.version };
  });
}

/**
 * Saves a language's own header and footer parts (not the default language's: those are in the main
 * row, saved with saveSiteSettings) over the version the form was opened with (0: it has none yet,
 * the form started from the default language's), audited, and tells every instance's page cache.
 */
export async function saveSettingsTranslation(
  language: { tag: string; englishName: string },
  parts: TranslatedSettings,
  expectedVersion: number,
  actor: SessionUser,
  { database = db(), now = new Date() } = {},
): Promise<{ version: number }> {
  const locale = language.tag;
  return changeContent(database, async (trx) => {
    const current = await getSettingsTranslation(locale, trx);
    if ((current?.version ?? 0) !== expectedVersion) throw new SettingsRefusal();
    const json = JSON.stringify(translatedPart({ ...seedSettings(), ...parts }));
    const at = now.toISOString();
    const written = current
      ? await trx
          .updateTable("site_settings")
          .set({ settings: json, updated_by_id: actor.id, updated_at: at, version: (eb) => eb("version", "+", 1) })
          .where("id", "=", translationRowId(locale))
          .where("version", "=", expectedVersion)
          .returning("version")
          .executeTakeFirst()
      : await trx
          .insertInto("site_settings")
          .values({ id: translationRowId(locale), settings: json, version: 1, updated_by_id: actor.id, updated_at: at })
          .onConflict((conflict) => conflict.column("id").doNothing())
          .returning("version")
          .executeTakeFirst();
    if (!written) throw new SettingsRefusal();
    const before = { ...(await getSiteSettings(trx)).settings, ...current?.parts };
    const summary = auditSummary(before, { ...before, ...parts }, `the ${language.englishName} site settings`);
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "settings.update", targetType: "settings", targetId: translationRowId(locale), summary }, now);
    return { version: written.version };
  });
}

/** "Updated the site settings: phone, header navigation", naming the parts that changed. */
export function auditSummary(before: SiteSettings, after: SiteSettings, what = "the site settings"): string {
  const changed = (Object.keys(SETTINGS_LABELS) as SiteSettingsKey[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return changed.length ? `Updated ${what}: ${changed.map((key) => SETTINGS_LABELS[key]).join(", ")}` : `Saved ${what} without changes`;
}
