import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { sitePageSeed } from "#app/content/site-page-seeds.ts";
import { db } from "#app/db/client.server.ts";
import { moveAsideClashingPages } from "#app/db/migrations/move-aside-pages.ts";
import type { Database } from "#app/db/schema.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { writeRevision } from "../cms/page-rows.server.ts";
import { SITE_PAGES, type SitePageKey } from "./site-pages.ts";

// Apart from site-pages.server.ts, whose reads render pictures (React components): `npm run db:migrate`
// runs this under plain Node, which loads .ts but not .tsx.
/**
 * Adds every site page the database does not hold yet, with its seeded content, published. Runs at
 * every start (after the migrations), so a fresh install, an upgraded one and a version that adds a
 * site page all end up with each page exactly once; a page staff have edited is never touched.
 */
export async function ensureSitePages(database: Kysely<Database> = db(), now = new Date()): Promise<SitePageKey[]> {
  const existing = new Set((await database.selectFrom("pages").select("system_key").where("system_key", "is not", null).execute()).map((row) => row.system_key));
  const added: SitePageKey[] = [];
  for (const page of SITE_PAGES) {
    const seed = sitePageSeed(page.key);
    if (!seed || existing.has(page.key)) continue;
    const inserted = await changeContent(database, async (trx) => {
      // A page staff made on the slug (possible only for a site page a later version adds, if no
      // migration moved it aside first) moves aside as 0011 and 0015 move such pages, rather than
      // leaving the site page unseeded.
      await moveAsideClashingPages(trx, [page.slug], now);
      const row = await trx
        .insertInto("pages")
        .values({
          id: randomUUID(),
          system_key: page.key,
          slug: page.slug,
          title: seed.title,
          meta_description: seed.metaDescription,
          content: JSON.stringify({ sections: seed.sections }),
          is_published: true,
          author_id: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          version: 1,
        })
        // Another instance starting at the same moment seeds it once.
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) await writeRevision(trx, row, null, now);
      return row;
    });
    if (inserted) added.push(page.key);
  }
  return added;
}
