import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database, Topic } from "#app/db/schema.ts";
import { isUniqueViolation } from "#app/db/unique-violation.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { TaxonomyError } from "./taxonomy-error.ts";
import { slugOr } from "./taxonomy-schema.ts";

/**
 * The Insights' topics (docs/decisions/039-collections.md): one row per language, the translations of
 * a topic sharing `translation_key`, which articles store (so a German article and its English
 * source share their topics). Staff who write pages manage them; every change is audited and, as
 * public pages name topics, announced to the HTML cache.
 */

export interface TopicRow {
  id: string;
  translationKey: string;
  locale: string;
  slug: string;
  name: string;
}

const toTopic = (row: Topic): TopicRow => ({ id: row.id, translationKey: row.translation_key, locale: row.locale, slug: row.slug, name: row.name });

/** Every topic in every language, by name. */
export async function listTopics(database: Kysely<Database> = db()): Promise<TopicRow[]> {
  return (await database.selectFrom("topics").selectAll().orderBy("name").orderBy("id").execute()).map(toTopic);
}

/** The topics of one language whose keys are given, in the order given (an article's topics); unknown keys are left out. */
export async function topicsByKeys(keys: readonly string[], locale: string, database: Kysely<Database> = db()): Promise<TopicRow[]> {
  if (keys.length === 0) return [];
  const rows = (await database.selectFrom("topics").selectAll().where("locale", "=", locale).where("translation_key", "in", [...keys]).execute()).map(toTopic);
  return keys.flatMap((key) => rows.filter((row) => row.translationKey === key));
}

/** The topic at a language's slug (a topic page), or null. */
export async function findTopic(locale: string, slug: string, database: Kysely<Database> = db()): Promise<TopicRow | null> {
  const row = await database.selectFrom("topics").selectAll().where("locale", "=", locale).where("slug", "=", slug).executeTakeFirst();
  return row ? toTopic(row) : null;
}

/** A topic's name in every language it has, keyed by language: the topic page's hreflang. */
export async function topicTranslations(translationKey: string, database: Kysely<Database> = db()): Promise<TopicRow[]> {
  return (await database.selectFrom("topics").selectAll().where("translation_key", "=", translationKey).execute()).map(toTopic);
}

/** A new topic in a language, starting its own group. */
export async function createTopic(input: { locale: string; name: string; slug: string }, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<TopicRow> {
  const id = randomUUID();
  return saveTopicRow({ id, translationKey: id, ...input }, actor, "topic.create", `Created topic "${input.name}" (${input.locale})`, database, now);
}

/**
 * A topic's name and slug in one language: renames the row the group has there, or adds the
 * group's translation into that language. 404 for a group that no longer exists.
 */
export async function saveTopic(
  input: { translationKey: string; locale: string; name: string; slug: string },
  actor: Actor,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<TopicRow> {
  // The default language's name first: the audit entry names the topic as staff know it.
  const group = await database
    .selectFrom("topics")
    .leftJoin("site_languages", "site_languages.tag", "topics.locale")
    .select(["topics.id", "topics.locale", "topics.name"])
    .where("topics.translation_key", "=", input.translationKey)
    .orderBy("site_languages.position")
    .execute();
  if (group.length === 0) throw new TaxonomyError("This topic no longer exists. It may have been deleted.", 404);
  const existing = group.find((row) => row.locale === input.locale);
  const summary = existing ? `Renamed topic "${existing.name}" to "${input.name}" (${input.locale})` : `Translated topic "${group[0]!.name}" into ${input.locale}: "${input.name}"`;
  return saveTopicRow({ id: existing?.id ?? randomUUID(), ...input }, actor, existing ? "topic.update" : "topic.create", summary, database, now, Boolean(existing));
}

async function saveTopicRow(
  row: { id: string; translationKey: string; locale: string; name: string; slug: string },
  actor: Actor,
  action: "topic.create" | "topic.update",
  summary: string,
  database: Kysely<Database>,
  now: Date,
  exists = false,
): Promise<TopicRow> {
  const slug = slugOr(row.slug, row.name);
  if (!slug) throw new TaxonomyError("Enter a URL slug: the name has no letters a web address can use.", 400);
  const language = await database.selectFrom("site_languages").select("tag").where("tag", "=", row.locale).executeTakeFirst();
  if (!language) throw new TaxonomyError("That language is not on the site. Please reload the page.", 400);
  const at = now.toISOString();
  try {
    return await changeContent(database, async (trx) => {
      const written = exists
        ? await trx.updateTable("topics").set({ name: row.name, slug, updated_at: at }).where("id", "=", row.id).returningAll().executeTakeFirstOrThrow()
        : await trx
            .insertInto("topics")
            .values({ id: row.id, translation_key: row.translationKey, locale: row.locale, name: row.name, slug, created_at: at, updated_at: at })
            .returningAll()
            .executeTakeFirstOrThrow();
      await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action, targetType: "topic", targetId: written.translation_key, summary }, now);
      return toTopic(written);
    });
  } catch (error) {
    if (isUniqueViolation(error, "slug")) throw new TaxonomyError(`Another topic in this language already has the URL slug "${slug}".`, 409);
    if (isUniqueViolation(error)) throw new TaxonomyError("This topic already has a name in this language. Reload the page to see it.", 409);
    throw error;
  }
}

/**
 * Deletes one language's row of a topic, or (`translationKey`) the topic in every language. Articles
 * keep the key they stored; a topic no row names is simply not shown (topicsByKeys).
 */
export async function deleteTopic(target: { id: string } | { translationKey: string }, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<void> {
  await changeContent(database, async (trx) => {
    const rows = await ("id" in target ? trx.deleteFrom("topics").where("id", "=", target.id) : trx.deleteFrom("topics").where("translation_key", "=", target.translationKey))
      .returningAll()
      .execute();
    if (rows.length === 0) throw new TaxonomyError("This topic no longer exists. It may have been deleted.", 404);
    const names = rows.map((row) => `"${row.name}" (${row.locale})`).join(", ");
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "topic.delete", targetType: "topic", targetId: rows[0]!.translation_key, summary: `Deleted topic ${names}` }, now);
  });
}

/** One choice per topic (its translation group), named in `locale` where it has that language, else in another: the admin lists' topic filter and Add topic. */
export async function topicChoices(locale: string, database: Kysely<Database> = db()): Promise<{ key: string; name: string }[]> {
  const byKey = new Map<string, TopicRow>();
  for (const topic of await listTopics(database)) {
    const held = byKey.get(topic.translationKey);
    if (!held || (held.locale !== locale && topic.locale === locale)) byKey.set(topic.translationKey, topic);
  }
  return [...byKey.values()].map((topic) => ({ key: topic.translationKey, name: topic.name })).sort((a, b) => a.name.localeCompare(b.name));
}
