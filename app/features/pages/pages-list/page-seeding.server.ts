import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { SAMPLE_PAGE, samplePageSections } from "#app/content/sample-page.ts";
import { seedPages } from "#app/content/seed-pages.ts";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import { env } from "#app/lib/env.server.ts";
import { PageError } from "../cms/page-error.ts";
import { pageColumns, pageLabel, recordPageAudit, writeRevision } from "../cms/page-rows.server.ts";
import { createPage } from "../cms/pages.server.ts";
import { PageInput, type PageRecord } from "../cms/schema.ts";
import { syncPageSearch } from "../search/page-search-index.server.ts";
import { ensureMayPublish, needsApproval } from "../publishing/publish-gate.server.ts";

/** The pages the application offers to add: the create-first screen's sample page and Import Website Pages. */

/** The spec's sample welcome page, published (a draft for an Editor who needs approval, decision 048), at /welcome (or /welcome-2 … when that is taken). */
export async function createSamplePage(actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<PageRecord> {
  const publish = !(await needsApproval(database, actor, null));
  const input = (slug: string) =>
    PageInput.parse({
      title: SAMPLE_PAGE.title,
      slug,
      metaDescription: SAMPLE_PAGE.metaDescription,
      isPublished: publish,
      content: { sections: samplePageSections() },
    });
  // Another sample page created at the same moment may take the free slug first; then try the next.
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSampleSlug(database);
    try {
      return await createPage(input(slug), actor, { database, now });
    } catch (error) {
      if (!(error instanceof PageError && error.status === 409) || attempt >= 2) throw error;
    }
  }
}

async function freeSampleSlug(database: Kysely<Database>): Promise<string> {
  const base = SAMPLE_PAGE.slug;
  const rows = await database
    .selectFrom("pages")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .where("locale", "=", await defaultLanguageTag(database))
    .where("collection", "is", null)
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * Import Website Pages: adds the seed pages whose slug is missing, all in one transaction. A page
 * another import added meanwhile is skipped (ON CONFLICT DO NOTHING), so running it twice, or twice
 * at once, adds each page once and never fails. Adding nothing (the site pages hold these slugs
 * on every install that has run ensureSitePages) announces no content change.
 */
export async function importSeedPages(actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<{ imported: number }> {
  const { SITE_PHONE, SITE_EMAIL } = env();
  const seeds = seedPages({ phone: SITE_PHONE, email: SITE_EMAIL });
  // The seed pages are English, the language every install starts with as its default.
  const locale = await defaultLanguageTag(database);
  return changeContent(database, async (trx) => {
    const existing = await trx
      .selectFrom("pages")
      .select("slug")
      .where("slug", "in", seeds.map((seed) => seed.slug))
      .where("locale", "=", locale)
      .where("collection", "is", null)
      .execute();
    const taken = new Set(existing.map((row) => row.slug));
    // An Editor who needs approval imports drafts, to submit for review like any other (decision 048).
    const publish = !(await needsApproval(trx, actor, null));
    let imported = 0;
    for (const seed of seeds.filter((candidate) => !taken.has(candidate.slug))) {
      const input = PageInput.parse({ title: seed.title, slug: seed.slug, metaDescription: seed.metaDescription, isPublished: publish, content: { html: seed.html } });
      const id = randomUUID();
      const row = await trx
        .insertInto("pages")
        .values({ id, ...pageColumns(input, actor, now), locale, translation_key: id, created_at: now.toISOString(), version: 1 })
        // The slug's unique index is (locale, collection or '', slug), an expression no column list names.
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) continue;
      await ensureMayPublish(trx, actor, row);
      await writeRevision(trx, row, actor, now);
      await syncPageSearch(trx, [row.id]);
      await recordPageAudit(trx, actor, "page.create", row, `Imported page ${pageLabel(row)}, ${publish ? "published" : "a draft"}`, now);
      imported++;
    }
    return { imported };
  }, ({ imported }) => imported > 0);
}

