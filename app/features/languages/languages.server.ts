import type { Kysely, Selectable } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database, SiteLanguageTable } from "#app/db/schema.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { recordAudit, type AuditAction } from "#app/features/audit/audit.server.ts";
import { CONTENT_SEGMENTS } from "#app/features/collections/collection-segments.ts";
import { isReservedPath } from "#app/lib/reserved-paths.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { knownLanguage } from "./known-languages.ts";
import { addressBook, type AddressBook } from "./public-address.ts";
import { LANGUAGE_MISSING, LANGUAGE_UNKNOWN, type SiteLanguage } from "./schema.ts";

/** A change the Languages screen refuses, with the message staff read. */
export class LanguageError extends Error {
  readonly status: 400 | 404 | 409;
  constructor(message: string, status: 400 | 404 | 409 = 400) {
    super(message);
    this.name = "LanguageError";
    this.status = status;
  }
}

function toLanguage(row: Selectable<SiteLanguageTable>): SiteLanguage {
  return {
    tag: row.tag,
    nativeName: row.native_name,
    englishName: knownLanguage(row.tag)?.englishName ?? row.native_name,
    urlPrefix: row.url_prefix,
    direction: row.direction,
    enabled: row.enabled,
    isDefault: row.is_default,
  };
}

/** Every language the site has, the default first, then in the order they were added. */
export async function listLanguages(database: Kysely<Database> = db()): Promise<SiteLanguage[]> {
  const rows = await database.selectFrom("site_languages").selectAll().orderBy("is_default", "desc").orderBy("position").execute();
  return rows.map(toLanguage);
}

/** The default language's tag: the language of the addresses without a prefix, and of every page staff create. */
export async function defaultLanguageTag(database: Kysely<Database> = db()): Promise<string> {
  const row = await database.selectFrom("site_languages").select("tag").where("is_default", "=", true).executeTakeFirst();
  // Migration 0021 writes a default and the one-default index keeps exactly one; "en" covers a table emptied by hand.
  return row?.tag ?? "en";
}

/**
 * What a language's addresses start with: "" for the default language, "/de" for German. What a
 * stored path of one of its pages (a redirect's) begins with. A tag not on the site is taken as its
 * own lower-cased prefix, so a path written for it cannot collide with the default language's.
 */
export async function languagePathPrefix(tag: string, database: Kysely<Database> = db()): Promise<string> {
  const row = await database.selectFrom("site_languages").select(["url_prefix", "is_default"]).where("tag", "=", tag).executeTakeFirst();
  if (row?.is_default) return "";
  return `/${row?.url_prefix ?? tag.toLowerCase()}`;
}

/** Adds a language from the list, switched off, so staff can translate before visitors see it. */
export async function addLanguage(tag: string, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<SiteLanguage> {
  const known = knownLanguage(tag);
  if (!known) throw new LanguageError(LANGUAGE_UNKNOWN);
  return changeLanguages(database, actor, "language.add", now, async (trx) => {
    if (await findRow(trx, tag)) throw new LanguageError(`${known.nativeName} is already on the site.`, 409);
    await refuseTakenPrefix(trx, known.prefix, tag);
    const last = await trx.selectFrom("site_languages").select((eb) => eb.fn.max("position").as("position")).executeTakeFirst();
    const row = await trx
      .insertInto("site_languages")
      .values({
        tag: known.tag,
        native_name: known.nativeName,
        url_prefix: known.prefix,
        direction: known.direction,
        enabled: false,
        is_default: false,
        position: Number(last?.position ?? -1) + 1,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { language: toLanguage(row), summary: `Added ${known.englishName} (${known.tag}), switched off` };
  });
}

/** A language's address prefix and whether visitors see it. The default language is always on. */
export async function updateLanguage(
  input: { tag: string; urlPrefix: string; enabled: boolean },
  actor: Actor,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<SiteLanguage> {
  return changeLanguages(database, actor, "language.update", now, async (trx) => {
    const current = await findRow(trx, input.tag);
    if (!current) throw new LanguageError(LANGUAGE_MISSING, 404);
    if (current.is_default && !input.enabled) throw new LanguageError("The default language cannot be switched off. Choose another default first.");
    if (input.urlPrefix !== current.url_prefix) await refuseTakenPrefix(trx, input.urlPrefix, input.tag);
    const row = await trx
      .updateTable("site_languages")
      .set({ url_prefix: input.urlPrefix, enabled: input.enabled, updated_at: now.toISOString() })
      .where("tag", "=", input.tag)
      .returningAll()
      .executeTakeFirstOrThrow();
    const language = toLanguage(row);
    return { language, summary: `${language.englishName}: ${language.enabled ? "on" : "off"}, at /${language.urlPrefix}` };
  });
}

/**
 * What moves with the default language (docs/decisions/037-locale-model.md): the pages' addresses,
 * their redirects and the settings' links, which other features own. The caller hands it in, so this
 * feature imports none of them; it runs in the change's transaction, after the switch, and returns
 * how many addresses moved.
 */
export type MoveAddresses = (trx: Kysely<Database>, change: { before: AddressBook; after: AddressBook; actor: Actor }, now: Date) => Promise<number>;

/**
 * Makes a language the default: its pages move to the addresses without a prefix, and the previous
 * default's move under its own prefix (its listed one unless an Admin changed it), all in one
 * transaction with whatever `moveAddresses` moves. The language must be on, and the prefixes must
 * stay free: no page of the new default may answer at another language's prefix.
 */
export async function makeDefaultLanguage(
  tag: string,
  actor: Actor,
  { database = db(), now = new Date(), moveAddresses }: QueryOptions & { moveAddresses?: MoveAddresses } = {},
): Promise<SiteLanguage & { moved: number }> {
  let moved = 0;
  const language = await changeLanguages(database, actor, "language.default", now, async (trx) => {
    const current = await findRow(trx, tag);
    if (!current) throw new LanguageError(LANGUAGE_MISSING, 404);
    if (!current.enabled) throw new LanguageError("Switch the language on before making it the default.");
    if (current.is_default) throw new LanguageError(`${current.native_name} is already the default language.`, 409);
    const before = addressBook(await listLanguages(trx));
    // The one-default index forbids two at once, so the old default is cleared first, in the same transaction.
    await trx.updateTable("site_languages").set({ is_default: false, updated_at: now.toISOString() }).where("is_default", "=", true).execute();
    const row = await trx.updateTable("site_languages").set({ is_default: true, updated_at: now.toISOString() }).where("tag", "=", tag).returningAll().executeTakeFirstOrThrow();
    const after = await listLanguages(trx);
    await refusePrefixesTakenBy(trx, toLanguage(row), after);
    moved = moveAddresses ? await moveAddresses(trx, { before, after: addressBook(after), actor }, now) : 0;
    const language = toLanguage(row);
    return { language, summary: `Made ${language.englishName} the default language${moved ? `; ${moved} ${moved === 1 ? "address" : "addresses"} moved` : ""}` };
  });
  return { ...language, moved };
}

/** After a switch, the new default's pages live at /{slug}, where every other language's prefix goes: none may be a slug of its. */
async function refusePrefixesTakenBy(trx: Kysely<Database>, chosen: SiteLanguage, languages: readonly SiteLanguage[]): Promise<void> {
  const prefixed = languages.filter((language) => !language.isDefault);
  if (prefixed.length === 0) return;
  const page = await trx
    .selectFrom("pages")
    .select(["title", "slug"])
    .where("locale", "=", chosen.tag)
    // Collection items live under their collection's base (/insights/…), never at /{slug}.
    .where("collection", "is", null)
    .where(
      "slug",
      "in",
      prefixed.map((language) => language.urlPrefix),
    )
    .executeTakeFirst();
  if (!page) return;
  const owner = prefixed.find((language) => language.urlPrefix === page.slug)!;
  throw new LanguageError(
    `${owner.nativeName} would be served at /${owner.urlPrefix}, which is the address of the ${chosen.englishName} page "${page.title}" once ${chosen.englishName} is the default. Change that page's URL slug or ${owner.englishName}'s address prefix first.`,
    409,
  );
}

async function changeLanguages(
  database: Kysely<Database>,
  actor: Actor,
  action: AuditAction,
  now: Date,
  work: (trx: Kysely<Database>) => Promise<{ language: SiteLanguage; summary: string }>,
): Promise<SiteLanguage> {
  return changeContent(database, async (trx) => {
    const { language, summary } = await work(trx);
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action, targetType: "language", targetId: language.tag, summary }, now);
    return language;
  });
}

function findRow(trx: Kysely<Database>, tag: string) {
  return trx.selectFrom("site_languages").selectAll().where("tag", "=", tag).executeTakeFirst();
}

/** A prefix is the first segment of every address in its language: it must be free for it. */
async function refuseTakenPrefix(trx: Kysely<Database>, prefix: string, tag: string): Promise<void> {
  if (isReservedPath(`/${prefix}`) || CONTENT_SEGMENTS.has(prefix)) throw new LanguageError(`/${prefix} is used by the site itself. Choose another address prefix.`);
  const language = await trx.selectFrom("site_languages").select("native_name").where("url_prefix", "=", prefix).where("tag", "!=", tag).executeTakeFirst();
  if (language) throw new LanguageError(`/${prefix} is already the address of ${language.native_name}.`, 409);
  // The default language's pages live at /{slug}, where the prefix would go.
  const page = await trx.selectFrom("pages").select("title").where("slug", "=", prefix).where("locale", "=", await defaultLanguageTag(trx)).where("collection", "is", null).executeTakeFirst();
  if (page) throw new LanguageError(`/${prefix} is the address of the page "${page.title}". Choose another address prefix.`, 409);
}
