import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { SQLITE_CONVERTED_COLUMNS } from "./schema.ts";

type Conversion = "boolean" | "json";
const CONVERSIONS: Readonly<Record<string, Readonly<Record<string, Conversion>>>> = SQLITE_CONVERTED_COLUMNS;

/**
 * PostgreSQL returns booleans and parsed jsonb; SQLite returns 0/1 and text. This plugin makes
 * SQLite rows look like PostgreSQL's so that no query code has to care which database it runs on.
 * A result row does not say which table a value came from, so the plugin notes the tables each
 * query names and converts only the columns SQLITE_CONVERTED_COLUMNS lists for those tables.
 */
export class SqliteValuesPlugin implements KyselyPlugin {
  readonly #conversions = new WeakMap<QueryId, Map<string, Conversion>>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const columns = new Map<string, Conversion>();
    for (const table of tablesIn(args.node)) {
      for (const [column, conversion] of Object.entries(CONVERSIONS[table] ?? {})) columns.set(column, conversion);
    }
    if (columns.size > 0) this.#conversions.set(args.queryId, columns);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const columns = this.#conversions.get(args.queryId);
    if (!columns) return args.result;
    return { ...args.result, rows: args.result.rows.map((row) => convertRow(row, columns)) };
  }
}

/** Every table a query names, in its FROM, joins, subqueries and INSERT/UPDATE/DELETE targets. */
function tablesIn(root: OperationNode): Set<string> {
  const tables = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== "object" || value === null || !("kind" in value)) return;
    const node = value as OperationNode & Record<string, unknown>;
    // Values are data, never a table (and may be large: a media upload's bytes).
    if (node.kind === "ValueNode" || node.kind === "PrimitiveValueListNode") return;
    if (node.kind === "TableNode") {
      tables.add((node as unknown as { table: { identifier: { name: string } } }).table.identifier.name);
      return;
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(root);
  return tables;
}

function convertRow(row: UnknownRow, columns: ReadonlyMap<string, Conversion>): UnknownRow {
  const out: UnknownRow = { ...row };
  for (const [key, value] of Object.entries(row)) {
    const conversion = columns.get(key);
    if (conversion === "boolean" && typeof value === "number") out[key] = value !== 0;
    else if (conversion === "json" && typeof value === "string") out[key] = JSON.parse(value);
  }
  return out;
}
