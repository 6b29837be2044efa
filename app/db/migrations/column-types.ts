import { PostgresAdapter, type ColumnDataType, type Kysely } from "kysely";

/** The few column types that differ between the dialects, so one migration serves both. */
export function columnTypes(db: Kysely<unknown>): { timestamp: ColumnDataType; json: ColumnDataType; boolean: ColumnDataType } {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? { timestamp: "timestamptz", json: "jsonb", boolean: "boolean" }
    : { timestamp: "text", json: "text", boolean: "integer" };
}
