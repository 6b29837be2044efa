import { Kysely, sql, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite } from "./sqlite-adapter.server.ts";
import { SqliteValuesPlugin } from "./sqlite-values-plugin.server.ts";

// Two real tables that have a JSON `content` and a boolean `is_published`, and a table of another name
// with columns of the same names, as a future feature might add: only the first two are converted.
interface TestDatabase {
  pages: { id: string; content: string; is_published: number };
  notes: { id: string; page_id: string; content: string; is_published: number };
}

let database: Kysely<TestDatabase>;

beforeAll(async () => {
  database = new Kysely<TestDatabase>({ dialect: new SqliteDialect({ database: openSqlite(":memory:") }), plugins: [new SqliteValuesPlugin()] });
  await sql`create table pages (id text primary key, content text not null, is_published integer not null)`.execute(database);
  await sql`create table notes (id text primary key, page_id text not null, content text not null, is_published integer not null)`.execute(database);
  await database.insertInto("pages").values({ id: "p1", content: '{"html":"<p>Hi</p>"}', is_published: 1 }).execute();
  await database.insertInto("notes").values({ id: "n1", page_id: "p1", content: '{"not":"parsed"}', is_published: 0 }).execute();
});
afterAll(() => database?.destroy());

describe("the SQLite values plugin", () => {
  it("parses a listed table's JSON column and turns its 0/1 into a boolean", async () => {
    expect(await database.selectFrom("pages").selectAll().executeTakeFirst()).toEqual({ id: "p1", content: { html: "<p>Hi</p>" }, is_published: true });
  });

  it("converts what an insert, update or delete returns", async () => {
    const updated = await database.updateTable("pages").set({ is_published: 0 }).where("id", "=", "p1").returningAll().executeTakeFirst();
    expect(updated).toEqual({ id: "p1", content: { html: "<p>Hi</p>" }, is_published: false });
    await database.updateTable("pages").set({ is_published: 1 }).where("id", "=", "p1").execute();
  });

  it("leaves the same column names of a table it does not list as SQLite returns them", async () => {
    expect(await database.selectFrom("notes").selectAll().executeTakeFirst()).toEqual({ id: "n1", page_id: "p1", content: '{"not":"parsed"}', is_published: 0 });
  });

  it("finds the table inside a subquery", async () => {
    const row = await database
      .selectFrom((eb) => eb.selectFrom("pages").select(["content", "is_published"]).as("p"))
      .selectAll()
      .executeTakeFirst();
    expect(row).toEqual({ content: { html: "<p>Hi</p>" }, is_published: true });
  });
});
