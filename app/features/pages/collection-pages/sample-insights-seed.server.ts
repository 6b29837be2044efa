import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { SAMPLE_ARTICLES, SAMPLE_AUTHOR, SAMPLE_TOPICS, type SampleLanguage } from "#app/content/sample-insights.ts";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { COLLECTIONS, type InsightFields } from "#app/features/collections/collections.ts";
import { addressBook, type AddressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { ctaDefaults } from "#app/sections/cta/schema.ts";
import { textDefaults } from "#app/sections/text/schema.ts";
import { writeRevision } from "../cms/page-rows.server.ts";
import { sanitizePageContent } from "../cms/sanitize-content.server.ts";
import { pagePublicPath } from "../page-address.ts";
import { syncPageSearch } from "../search/page-search-index.server.ts";

// Apart from the public pages' module, which renders: `npm run db:migrate` runs this under plain Node.

const SAMPLE_SEED = "sample-insights";
const SAMPLE_LANGUAGES: readonly SampleLanguage[] = ["en", "de", "zh-HK"];
const AUTHOR_KEY = "byline-brandcheck-research";

/**
 * The sample Insights of a fresh install (content/sample-insights.ts): written once, when migration
 * 0025 marked the database as fresh, in every language the samples speak that the site has, after
 * the site pages (their calls to action name each language's contact page). The mark goes in the
 * same transaction, so staff who delete the samples never see them again, and two instances starting
 * at once write them once. Published and up to date in every language. Returns whether it wrote them.
 */
export async function ensureSampleInsights(database: Kysely<Database> = db(), now = new Date()): Promise<boolean> {
  if (!(await database.selectFrom("pending_seeds").select("name").where("name", "=", SAMPLE_SEED).executeTakeFirst())) return false;
  const book = addressBook(await listLanguages(database));
  return changeContent(
    database,
    async (trx) => {
      const claimed = await trx.deleteFrom("pending_seeds").where("name", "=", SAMPLE_SEED).returning("name").executeTakeFirst();
      if (!claimed) return false;
      const languages = (await trx.selectFrom("site_languages").select(["tag", "is_default"]).orderBy("position").execute()).filter((language) =>
        (SAMPLE_LANGUAGES as readonly string[]).includes(language.tag),
      ) as Array<{ tag: SampleLanguage; is_default: boolean }>;
      const source = languages.find((language) => language.is_default);
      // A site whose default language the samples do not speak gets none: its articles would have no source.
      if (!source) return false;
      const at = now.toISOString();

      const topicKeys = new Map(SAMPLE_TOPICS.map((topic) => [topic.key, randomUUID()]));
      for (const topic of SAMPLE_TOPICS) {
        for (const { tag } of languages) {
          await trx
            .insertInto("topics")
            .values({ id: randomUUID(), translation_key: topicKeys.get(topic.key)!, locale: tag, ...topic.name[tag], created_at: at, updated_at: at })
            .execute();
        }
      }
      for (const { tag } of languages) {
        await trx
          .insertInto("author_profiles")
          .values({ id: randomUUID(), author_key: AUTHOR_KEY, user_id: null, locale: tag, ...SAMPLE_AUTHOR[tag], photo_media_id: null, created_at: at, updated_at: at })
          .execute();
      }

      const written: string[] = [];
      for (const article of SAMPLE_ARTICLES) {
        const translationKey = randomUUID();
        const publishedAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - article.daysAgo)).toISOString();
        // Written then, as far as anyone reading it can tell: a sample is not "updated" the day the site is installed.
        const writtenAt = publishedAt;
        // The source first: each translation records the version it matches.
        for (const { tag, is_default } of [source, ...languages.filter((language) => language !== source)]) {
          const text = article.text[tag];
          const fields: InsightFields = {
            excerpt: text.excerpt,
            cover: { image: article.cover, alt: text.coverAlt },
            author: AUTHOR_KEY,
            topics: article.topics.map((key) => topicKeys.get(key)!),
            publishedAt,
            featured: article.featured,
          };
          const content = sanitizePageContent({
            sections: [
              { ...textDefaults(0), content: text.html },
              { ...ctaDefaults(1), ...text.cta, buttonLink: await contactPath(trx, tag, book) },
            ],
          });
          const id = is_default ? translationKey : randomUUID();
          const row = await trx
            .insertInto("pages")
            .values({
              id,
              title: text.title,
              slug: text.slug,
              meta_description: text.metaDescription,
              content: JSON.stringify(content),
              is_published: true,
              author_id: null,
              created_at: writtenAt,
              updated_at: writtenAt,
              version: 1,
              system_key: null,
              locale: tag,
              translation_key: translationKey,
              source_version: is_default ? null : 1,
              collection: COLLECTIONS.insights.key,
              fields: JSON.stringify(fields),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await writeRevision(trx, row, null, now);
          written.push(row.id);
        }
      }
      await syncPageSearch(trx, written);
      return true;
    },
    (wrote) => wrote,
  );
}

/** The contact page's address in a language ("/de/kontakt"), or the default language's. */
async function contactPath(trx: Kysely<Database>, tag: string, book: AddressBook): Promise<string> {
  const page = await trx.selectFrom("pages").select(["slug", "locale", "system_key"]).where("system_key", "=", "contact").where("locale", "=", tag).where("is_published", "=", true).executeTakeFirst();
  return (page && pagePublicPath({ locale: page.locale, slug: page.slug, systemKey: page.system_key, collection: null }, book)) ?? "/contact";
}
