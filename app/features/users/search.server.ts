import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { lowerLike } from "#app/db/like.ts";

/** "E-mail or role contains the pattern" (a pattern from likePattern in db/like.ts), case-insensitively. */
export function emailOrRoleMatches<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, pattern: string): Expression<SqlBool> {
  return eb.or([lowerLike("email", pattern), lowerLike("role", pattern)]);
}
