import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { listAuthorProfiles } from "./authors.server.ts";
import type { ItemChoices } from "./item-choices.ts";
import { listTopics } from "./topics.server.ts";

/**
 * The topics and authors an item's fields panel offers: every topic group and author, each named in
 * the item's language where it has a name there, else in the first language it has (so a German
 * article can pick a topic that has no German name yet, and the screen says which it is).
 */
export async function loadItemChoices(locale: string, database: Kysely<Database> = db()): Promise<ItemChoices> {
  const [topics, authors] = await Promise.all([listTopics(database), listAuthorProfiles(database)]);
  return {
    topics: inLanguage(topics.map((topic) => ({ key: topic.translationKey, locale: topic.locale, name: topic.name })), locale),
    authors: inLanguage(authors.map((author) => ({ key: author.authorKey, locale: author.locale, name: author.name })), locale),
  };
}

function inLanguage(rows: ReadonlyArray<{ key: string; locale: string; name: string }>, locale: string): Array<{ key: string; name: string }> {
  const byKey = new Map<string, { name: string; own: boolean }>();
  for (const row of rows) {
    const known = byKey.get(row.key);
    if (!known || (!known.own && row.locale === locale)) byKey.set(row.key, { name: row.locale === locale ? row.name : `${row.name} (${row.locale})`, own: row.locale === locale });
  }
  return [...byKey].map(([key, { name }]) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name));
}
