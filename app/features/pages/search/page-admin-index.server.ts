import { sql, type Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * The admin lists' index (migration 0028, docs/decisions/039-collections.md "As built: admin lists"):
 * a row of page_admin_search for every page in every state, its title, slug and words lower-cased, at
 * the page's version. Written only by syncPageSearch (page-search-index.server.ts), in the transaction
 * of every change to a page, from the words it reads for the site search anyway; drafts included,
 * which the site search's index leaves out.
 */

/** What one page's admin row should be; null when the page is gone. */
interface AdminIndexWant {
  pageId: string;
  want: { text: string; version: number } | null;
}

/** The most of a page's text the admin lists search: a list finds a page by what it is about, not its every word. */
const MAX_ADMIN_TEXT = 20_000;

/** Makes page_admin_search say what `rows` want, inside the caller's transaction; rows already right cost their one read. */
export async function syncAdminSearch(trx: Kysely<Database>, rows: readonly AdminIndexWant[]): Promise<void> {
  if (rows.length === 0) return;
  const held = new Map(
    (await trx.selectFrom("page_admin_search").select(["page_id", "text", "version"]).where("page_id", "in", rows.map((row) => row.pageId)).execute()).map((row) => [row.page_id, row]),
  );
  const gone = rows.filter((row) => row.want === null && held.has(row.pageId)).map((row) => row.pageId);
  if (gone.length > 0) await trx.deleteFrom("page_admin_search").where("page_id", "in", gone).execute();
  for (const { pageId, want } of rows) {
    if (!want) continue;
    const text = want.text.slice(0, MAX_ADMIN_TEXT);
    const have = held.get(pageId);
    if (have?.text === text && have.version === want.version) continue;
    // The same words at a new version leave the trigram index untouched (its trigger follows `text` only).
    if (have) await trx.updateTable("page_admin_search").set(have.text === text ? { version: want.version } : { text, version: want.version }).where("page_id", "=", pageId).execute();
    else
      await trx
        .insertInto("page_admin_search")
        .values({ page_id: pageId, text, version: want.version })
        .onConflict((conflict) => conflict.column("page_id").doUpdateSet({ text, version: want.version }))
        .execute();
  }
}

/** Pages the admin index holds at another version or not at all, and rows whose page is gone: two anti-joins over ids. */
export async function adminIndexDrift(database: Kysely<Database>): Promise<string[]> {
  const [missing, extra] = await Promise.all([
    database
      .selectFrom("pages")
      .select("pages.id")
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("page_admin_search").select(sql<number>`1`.as("one")).whereRef("page_admin_search.page_id", "=", "pages.id").whereRef("page_admin_search.version", "=", "pages.version"))),
      )
      .execute(),
    database
      .selectFrom("page_admin_search")
      .select("page_admin_search.page_id as id")
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom("pages").select(sql<number>`1`.as("one")).whereRef("pages.id", "=", "page_admin_search.page_id"))))
      .execute(),
  ]);
  return [...missing, ...extra].map((row) => row.id);
}
