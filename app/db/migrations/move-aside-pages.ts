import { sql, type Kysely } from "kysely";

/**
 * Makes room for site pages (docs/decisions/018-site-pages.md): a page staff made (no `system_key`)
 * on one of `slugs` moves aside to `<slug>-imported` (then -2, -3 …) as a draft, and the audit log
 * says so. Such a page was hidden behind the site page's route (or, for `home`, duplicated the home
 * page), so visitors lose nothing and nothing new appears, and no staff work is lost.
 *
 * Used by migrations 0011 and 0015 and by the seeding at start (features/pages/site-pages/site-pages.server.ts),
 * so it only touches columns every one of them has: change it only in ways past migrations may take.
 * Returns the ids of the pages it moved (the seeding tells the search index; migrations need not).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their time, not today's Database type
export async function moveAsideClashingPages(db: Kysely<any>, slugs: readonly string[], now = new Date()): Promise<string[]> {
  if (slugs.length === 0) return [];
  const clashing: { id: string; slug: string; title: string }[] = await db
    .selectFrom("pages")
    .select(["id", "slug", "title"])
    .where("slug", "in", slugs)
    .where("system_key", "is", null)
    .orderBy("slug")
    .execute();
  if (clashing.length === 0) return [];
  const taken = new Set<string>((await db.selectFrom("pages").select("slug").execute()).map((row: { slug: string }) => row.slug));
  const at = now.toISOString();
  for (const page of clashing) {
    let slug = `${page.slug}-imported`;
    for (let n = 2; taken.has(slug); n++) slug = `${page.slug}-imported-${n}`;
    taken.add(slug);
    await db
      .updateTable("pages")
      .set({ slug, is_published: false, updated_at: at, version: sql`version + 1` })
      .where("id", "=", page.id)
      .execute();
    await db
      .insertInto("audit_log")
      .values({
        id: crypto.randomUUID(),
        actor_id: null,
        actor_email: null,
        action: "page.update",
        target_type: "page",
        target_id: page.id,
        summary: `Moved page "${page.title}" from /${page.slug} to /${slug} as a draft: the website's own page now uses /${page.slug}`,
        created_at: at,
      })
      .execute();
  }
  return clashing.map((page) => page.id);
}
