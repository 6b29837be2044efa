import { OperationNodeTransformer, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type PrimitiveValueListNode, type QueryResult, type RootOperationNode, type UnknownRow, type ValueNode } from "kysely";

const NUL = "\u0000";
const REPLACEMENT = "\uFFFD";
/**
 * Escapes PostgreSQL's JSON parser refuses: NUL, and a surrogate (U+D800 to U+DFFF), which
 * `JSON.stringify` writes as an escape only when it stands alone (a half of an emoji, say). Text
 * parameters need no such care: Node's UTF-8 encoding already turns a lone surrogate into U+FFFD.
 */
const REFUSED_JSON_ESCAPE = /\\u(?:0000|d[89a-f][0-9a-f]{2})/i;

/**
 * PostgreSQL cannot hold a NUL character in text or jsonb and answers any query that carries one
 * with an error; SQLite stores it. A NUL is never typed, but anyone can send one (an id in a URL, a
 * search, a form field, a token), and every such request was a server error on PostgreSQL only. This
 * plugin writes U+FFFD, the replacement character for an unusable code point, in its place in every
 * value a query sends, JSON text included: a lookup then finds nothing, as on SQLite, and a stored
 * value keeps a visible mark instead of failing. Inputs a person types are checked for control
 * characters by their schemas before this point; this is the floor under everything else. JSON
 * text also loses its lone surrogates, which jsonb refuses as well ("invalid input syntax for type
 * json", found by the form fuzz test on the site settings).
 */
export class PostgresNulPlugin implements KyselyPlugin {
  readonly #transformer = new NulTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

class NulTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: withoutNul(node.value) };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...super.transformPrimitiveValueList(node), values: node.values.map(withoutNul) };
  }
}

/** A query value with its NULs replaced; JSON text (how JSON columns are written) also loses its `\u0000` and lone-surrogate escapes. */
export function withoutNul(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.includes(NUL) ? value.replaceAll(NUL, REPLACEMENT) : value;
  if (!REFUSED_JSON_ESCAPE.test(text)) return text;
  try {
    return JSON.stringify(replaceInJson(JSON.parse(text)));
  } catch {
    return text; // Not JSON: a backslash, a "u" and four zeros typed as text, which PostgreSQL stores fine.
  }
}

function replaceInJson(value: unknown): unknown {
  if (typeof value === "string") return storable(value);
  if (Array.isArray(value)) return value.map(replaceInJson);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storable(key), replaceInJson(inner)]));
  }
  return value;
}

/** A JSON string as jsonb can hold it: NULs and lone surrogates become U+FFFD (`toWellFormed` does the latter). */
function storable(text: string): string {
  return text.replaceAll(NUL, REPLACEMENT).toWellFormed();
}
