import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from "kysely";
import { jsonArrayHas } from "#app/db/json-field.ts";
import { pagedList, type PagedList } from "#app/db/paged-list.server.ts";
import type { Database } from "#app/db/schema.ts";
import { adminTextSearch, type ListQuery } from "#app/db/text-search.server.ts";
import type { AdminListFilters } from "./admin-list-filters.ts";

type PageRows = SelectQueryBuilder<Database, "pages", object>;

/**
 * One page of an admin list of `pages` rows (the Pages list, a collection's list), narrowed by the
 * filters every such list shares (docs/decisions/039-collections.md, "As built: admin lists"): status,
 * language, topic, and the search over title, slug and words through the admin index (migration 0028).
 * A search counts up to a cap ("1000+"), as the other searched lists do; the index serves a search with
 * few matches, and one with many reads the list in its order (db/paged-list.server.ts).
 */
export async function pagedAdminList<Row>(
  database: Kysely<Database>,
  /** The list's own rows (pages, or one collection's items), as conditions on whichever query reads them. */
  list: (rows: PageRows) => PageRows,
  filters: AdminListFilters,
  { page, pageSize, readPage }: { page: number; pageSize: number; readPage: (query: ListQuery, offset: number) => Promise<Row[]> },
): Promise<PagedList<Row>> {
  const rows = (from: PageRows) => narrow(database, list(from), filters);
  const search = adminTextSearch(database, filters.query ?? "");
  const word = (filters.query ?? "").trim().toLowerCase();
  // The words "published" and "draft" also match the rows in that state (spec section 5): an OR no index serves, so those read in order.
  const stateWord = word === "published" || word === "draft" ? sql<SqlBool>`${sql.ref("pages.is_published")} = ${word === "published"}` : undefined;
  const all = rows(database.selectFrom("pages"));
  const scan = !search ? all : all.where(stateWord ? sql<SqlBool>`(${search.scan} or ${stateWord})` : search.scan);
  // A row of the list is a page: the index is searched once, for the ids of the matches (filters applied), and the page read from them.
  const keyed = { column: "pages.id", rows: (ids: readonly string[]) => database.selectFrom("pages").where("pages.id", "in", ids) };
  const indexed = search?.indexed && !stateWord ? { query: rows(search.indexed), steer: false, keyed } : undefined;
  return pagedList({ database, scan, indexed, searching: search !== undefined, page, pageSize, readPage });
}

function narrow(database: Kysely<Database>, rows: PageRows, { status, locale, topic }: AdminListFilters): PageRows {
  let narrowed = rows;
  if (status === "published") narrowed = narrowed.where("pages.is_published", "=", true);
  if (status === "draft") narrowed = narrowed.where("pages.is_published", "=", false);
  if (status === "scheduled") narrowed = narrowed.where(({ exists, selectFrom }) => exists(selectFrom("page_schedules").select(sql<number>`1`.as("one")).whereRef("page_schedules.page_id", "=", "pages.id")));
  if (locale) narrowed = narrowed.where("pages.locale", "=", locale);
  if (topic) narrowed = narrowed.where(jsonArrayHas(database, "pages.fields", "topics", topic));
  return narrowed;
}
