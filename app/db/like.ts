import { sql, type RawBuilder, type SqlBool } from "kysely";

/** A LIKE pattern for "contains", with the searcher's own %, _ and \ taken literally; undefined when blank. */
export function likePattern(query: string): string | undefined {
  const trimmed = query.trim().toLowerCase();
  if (!trimmed) return undefined;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * "`column` matches the lower-cased `pattern`", case-insensitively on both databases: PostgreSQL's
 * LIKE is case-sensitive and SQLite's ignores case for ASCII only, so the column is lower-cased too.
 */
export function lowerLike(column: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
}

/**
 * The search of the pages' lists (the Pages screen, a collection's list): the query in the title or
 * the slug, and the words "published" and "draft" (any case) also match the rows in that state (spec
 * section 5). Undefined for a blank query: no condition.
 */
export function pageListSearch(query: string): RawBuilder<SqlBool> | undefined {
  const pattern = likePattern(query);
  if (!pattern) return undefined;
  const word = query.trim().toLowerCase();
  // Named with their table: a list may join another table with a slug of its own (author_profiles).
  const byText = sql<SqlBool>`(${lowerLike("pages.title", pattern)} or ${lowerLike("pages.slug", pattern)})`;
  if (word !== "published" && word !== "draft") return byText;
  return sql<SqlBool>`(${byText} or ${sql.ref("pages.is_published")} = ${word === "published"})`;
}
