import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Kysely's SQLite dialect expects the better-sqlite3 interface; node:sqlite is built into Node 24,
 * so this thin adapter maps one onto the other and converts the values node:sqlite refuses
 * (booleans, Dates) into what SQLite stores.
 */
export function openSqlite(path: string): SqliteDatabase {
  const database = new DatabaseSync(path);
  // WAL lets readers run beside the writer; synchronous=FULL makes every commit durable on power loss.
  database.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
  );
  return {
    close: () => database.close(),
    prepare: (sql) => adaptStatement(database.prepare(sql)),
  };
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  const values = (parameters: ReadonlyArray<unknown>) => toSqlite(parameters, statement.sourceSQL);
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...values(parameters)),
    run: (parameters) => statement.run(...values(parameters)),
    iterate: (parameters) => statement.iterate(...values(parameters)),
  };
}

/**
 * Only values SQLite stores go through: node:sqlite reads a plain object in first position as named
 * parameters and binds every later value one slot early, and it turns other objects into text that
 * means nothing. Such a value is a bug upstream (an unchecked request body), refused with an error
 * that names its column, never bound.
 */
function toSqlite(parameters: ReadonlyArray<unknown>, sql: string): SQLInputValue[] {
  return parameters.map((value, index) => {
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    if (value === undefined || value === null) return null;
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || value instanceof Uint8Array) return value;
    const kind = Array.isArray(value) ? "list" : typeof value;
    throw new TypeError(`A ${kind} cannot be stored in SQLite: parameter ${index + 1} (${parameterColumn(sql, index)}) of: ${sql}`);
  });
}

/** The column a "?" placeholder is bound to, read from the statement's text, as far as it says. */
function parameterColumn(sql: string, index: number): string {
  const placeholders = placeholderOffsets(sql);
  const at = placeholders[index];
  if (at === undefined) return "unknown column";
  const insert = /^\s*insert\s+into\s+\S+\s*\(([^)]*)\)\s*values\s*\(/i.exec(sql);
  if (insert && at >= insert[0].length) {
    const columns = insert[1]!.split(",").map((column) => column.trim());
    const ordinal = placeholders.filter((offset) => offset >= insert[0].length && offset < at).length;
    return columns[ordinal % columns.length] ?? "unknown column";
  }
  const named = /("[^"]+")\s*(?:=|<>|!=|<=|>=|<|>|\bin\s*\(|\blike\b)[^"]*$/i.exec(sql.slice(0, at));
  return named?.[1] ?? "unknown column";
}

/** Where each "?" stands, outside quoted strings and identifiers. */
function placeholderOffsets(sql: string): number[] {
  const offsets: number[] = [];
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i += 1) {
    const char = sql[i]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === "?") offsets.push(i);
  }
  return offsets;
}
