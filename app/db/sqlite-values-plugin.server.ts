import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { BOOLEAN_COLUMNS, JSON_COLUMNS } from "./schema.ts";

/**
 * PostgreSQL returns booleans and parsed jsonb; SQLite returns 0/1 and text. This plugin makes
 * SQLite rows look like PostgreSQL's so that no query code has to care which database it runs on.
 */
export class SqliteValuesPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return { ...args.result, rows: args.result.rows.map(normaliseRow) };
  }
}

function normaliseRow(row: UnknownRow): UnknownRow {
  const out: UnknownRow = { ...row };
  for (const [key, value] of Object.entries(row)) {
    if (BOOLEAN_COLUMNS.has(key) && typeof value === "number") out[key] = value !== 0;
    else if (JSON_COLUMNS.has(key) && typeof value === "string") out[key] = JSON.parse(value);
  }
  return out;
}
