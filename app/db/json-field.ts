import { sql, type RawBuilder, type SqlBool } from "kysely";
import { supportsRowLocks } from "./row-locks.ts";

/**
 * Reading one member of a JSON column in SQL, on either database (docs/conventions.md, "Both
 * databases, one query code": the dialect differences stay here). SQLite keeps JSON as text and
 * reads it with json_extract and json_each; PostgreSQL keeps jsonb and reads it with ->> and ?.
 * `column` and `member` are the application's own names, never a visitor's words.
 */
type Executor = { getExecutor(): { adapter: unknown } };

const MEMBER = /^[A-Za-z][A-Za-z0-9_]*$/;

function checked(member: string): string {
  if (!MEMBER.test(member)) throw new Error(`Not a JSON member name: ${member}`);
  return member;
}

/**
 * A text member as SQL text (null when absent). Written exactly as migration 0025's listing index
 * writes it, so that a query ordered by it can use the index.
 */
export function jsonText(database: Executor, column: string, member: string): RawBuilder<string | null> {
  const name = checked(member);
  return supportsRowLocks(database) ? sql<string | null>`(${sql.ref(column)} ->> ${sql.lit(name)})` : sql<string | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${name}`)})`;
}

/** A true/false member: true only when it is JSON `true`. */
export function jsonFlag(database: Executor, column: string, member: string): RawBuilder<SqlBool> {
  const name = checked(member);
  return supportsRowLocks(database)
    ? sql<SqlBool>`coalesce((${sql.ref(column)} -> ${sql.lit(name)}) = 'true'::jsonb, false)`
    : sql<SqlBool>`coalesce(json_extract(${sql.ref(column)}, ${sql.lit(`$.${name}`)}) = 1 and json_type(${sql.ref(column)}, ${sql.lit(`$.${name}`)}) = 'true', 0)`;
}

/** The member is an array of strings that holds `value`. */
export function jsonArrayHas(database: Executor, column: string, member: string, value: string): RawBuilder<SqlBool> {
  const name = checked(member);
  return supportsRowLocks(database)
    ? sql<SqlBool>`coalesce((${sql.ref(column)} -> ${sql.lit(name)}) ? ${value}, false)`
    : sql<SqlBool>`exists (select 1 from json_each(${sql.ref(column)}, ${sql.lit(`$.${name}`)}) where json_each.value = ${value} and json_each.type = 'text')`;
}
