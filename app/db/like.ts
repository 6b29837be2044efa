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
