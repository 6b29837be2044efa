import { sql, type Kysely } from "kysely";

/**
 * SQLite: an FTS5 index over `columns` of `table` (external content: the index holds no copy of the
 * text; the table's integer `id` is its rowid), kept in step by triggers, the recipe of the FTS5
 * documentation: the index learns a row's old values when it is deleted or changed.
 */
export async function createExternalContentIndex(db: Kysely<unknown>, index: string, table: string, columns: readonly string[], tokenize: string): Promise<void> {
  const search = sql.table(index);
  const base = sql.table(table);
  const names = sql.join(columns.map((column) => sql.ref(column)));
  const values = (row: "new" | "old") => sql.join(columns.map((column) => sql.ref(`${row}.${column}`)));
  await sql`create virtual table ${search} using fts5(${names}, content=${sql.lit(table)}, content_rowid='id', tokenize=${sql.lit(tokenize)})`.execute(db);
  await sql`create trigger ${sql.ref(`${index}_insert`)} after insert on ${base} begin
    insert into ${search}(rowid, ${names}) values (new.id, ${values("new")});
  end`.execute(db);
  await sql`create trigger ${sql.ref(`${index}_delete`)} after delete on ${base} begin
    insert into ${search}(${search}, rowid, ${names}) values ('delete', old.id, ${values("old")});
  end`.execute(db);
  await sql`create trigger ${sql.ref(`${index}_update`)} after update of ${names} on ${base} begin
    insert into ${search}(${search}, rowid, ${names}) values ('delete', old.id, ${values("old")});
    insert into ${search}(rowid, ${names}) values (new.id, ${values("new")});
  end`.execute(db);
}

/** Drops an index createExternalContentIndex made, with its triggers. */
export async function dropExternalContentIndex(db: Kysely<unknown>, index: string): Promise<void> {
  for (const event of ["insert", "delete", "update"]) await sql`drop trigger if exists ${sql.ref(`${index}_${event}`)}`.execute(db);
  await sql`drop table if exists ${sql.table(index)}`.execute(db);
}
