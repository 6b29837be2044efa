import { Kysely, PostgresDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "./schema.ts";
import { PostgresNulPlugin, withoutNul } from "./postgres-nul-plugin.server.ts";

// Compiling needs no connection: the pool is never asked for one.
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }), plugins: [new PostgresNulPlugin()] });

describe("PostgresNulPlugin", () => {
  it("replaces NUL with U+FFFD in every parameter: comparisons, lists, inserts, raw SQL", () => {
    expect(db.selectFrom("pages").selectAll().where("id", "=", "a\u0000b").compile().parameters).toEqual(["a\uFFFDb"]);
    expect(db.selectFrom("pages").selectAll().where("id", "in", ["\u0000", "ok"]).compile().parameters).toEqual(["\uFFFD", "ok"]);
    expect(db.insertInto("audit_log").values({ id: "1", actor_id: null, actor_email: null, action: "x", target_type: null, target_id: null, summary: "\u0000", created_at: "t" }).compile().parameters).toContain("\uFFFD");
    expect(sql`select ${"\u0000"}`.compile(db).parameters).toEqual(["\uFFFD"]);
  });

  it("replaces the \\u0000 escapes of JSON text, keys included, and leaves other text alone", () => {
    expect(withoutNul(JSON.stringify({ html: "<p>\u0000</p>", ["k\u0000"]: ["\u0000"] }))).toBe(JSON.stringify({ html: "<p>\uFFFD</p>", ["k\uFFFD"]: ["\uFFFD"] }));
    expect(withoutNul("a literal \\u0000 in prose")).toBe("a literal \\u0000 in prose");
    expect(withoutNul("a literal \\ud800 in prose")).toBe("a literal \\ud800 in prose");
    expect(withoutNul(42)).toBe(42);
    expect(withoutNul(null)).toBe(null);
  });

  it("replaces lone surrogates in JSON text (jsonb refuses their escapes) and keeps paired ones", () => {
    const stored = withoutNul(JSON.stringify({ days: "Mon\ud800day", ["\udc00"]: ["ok 😀", "\ud83d"] }));
    expect(stored).toBe(JSON.stringify({ days: "Mon\uFFFDday", ["\uFFFD"]: ["ok 😀", "\uFFFD"] }));
    expect(stored).not.toMatch(/\\u(?:0000|d[89a-f])/i);
  });
});
