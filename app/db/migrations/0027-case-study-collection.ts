import type { Kysely } from "kysely";
import { CASE_STUDY_KEYS, caseStudyFieldsOf } from "./case-study-fields.ts";

/**
 * Issue R (docs/decisions/039-collections.md): the three case studies become items of the
 * "case-studies" collection. Their rows stay where they are, in every language they exist in, with
 * their `system_key`, title, slug, sections, version and revisions: only `collection` and `fields`
 * are written (fields read from what each page holds, case-study-fields.ts). So every word staff
 * wrote stays, `/case-study-1…3` and the translated addresses (`/de/fallstudie-…`, `/zh-hk/case-study-1`)
 * keep answering with the same page, and no translation turns outdated (its source's version is unchanged).
 *
 * The words of an item's fields are searched too (the excerpt may be the card's, not yet in the page's
 * own text): their search index rows are marked out of step (version 0), so the start mends them
 * (ensureSearchIndex) with the same words and vocabulary counts the application writes. A fresh
 * install has no pages yet; the seeding at start writes the case studies as items from the first.
 */
interface Row {
  id: string;
  system_key: string;
  locale: string;
  slug: string;
  content: unknown;
  created_at: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const studies: Row[] = await db.selectFrom("pages").select(["id", "system_key", "locale", "slug", "content", "created_at"]).where("system_key", "in", [...CASE_STUDY_KEYS]).execute();
  if (studies.length === 0) return;
  const listings: Array<{ locale: string; content: unknown }> = await db.selectFrom("pages").select(["locale", "content"]).where("system_key", "=", "case-studies").execute();
  const languages: Array<{ tag: string; url_prefix: string; is_default: unknown }> = await db.selectFrom("site_languages").select(["tag", "url_prefix", "is_default"]).execute();

  for (const study of studies) {
    const language = languages.find((candidate) => candidate.tag === study.locale);
    // A card names the case study by its address in its language: the fixed path in the default one, prefix and slug in another.
    const paths = [`/${study.system_key}`, ...(language && !language.is_default ? [`/${language.url_prefix}/${study.slug}`] : [])];
    const fields = caseStudyFieldsOf({
      key: study.system_key,
      content: study.content,
      listingContent: listings.find((listing) => listing.locale === study.locale)?.content,
      paths,
      createdAt: study.created_at,
    });
    await db.updateTable("pages").set({ collection: "case-studies", fields: JSON.stringify(fields) }).where("id", "=", study.id).execute();
  }
  await db
    .updateTable("page_search")
    .set({ version: 0 })
    .where(
      "page_id",
      "in",
      studies.map((study) => study.id),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable("pages").set({ collection: null, fields: "{}" }).where("system_key", "in", [...CASE_STUDY_KEYS]).execute();
}
