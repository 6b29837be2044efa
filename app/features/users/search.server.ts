import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";

/** A LIKE pattern for "contains", with the searcher's own %, _ and \ taken literally; undefined when blank. */
export function likePattern(query: string): string | undefined {
  const trimmed = query.trim().toLowerCase();
  if (!trimmed) return undefined;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * "E-mail or role contains the pattern", case-insensitively on both databases (PostgreSQL's LIKE
 * is case-sensitive, SQLite's is not for ASCII only, so both sides are lower-cased).
 */
export function emailOrRoleMatches<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  pattern: string,
): Expression<SqlBool> {
  const like = (column: string) => sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
  return eb.or([like("email"), like("role")]);
}
