import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Database } from "./schema.ts";

export interface DatabaseInfo {
  kind: "sqlite" | "postgres";
  /** The engine's version: SQLite's library, or the PostgreSQL server's. */
  version: string;
  /** Bytes the database takes: the SQLite file's pages, or the whole PostgreSQL database. */
  sizeBytes: number;
}

/** What the Site Health screen says about the database, asked of the engine itself (both dialects' differences stay here). */
export async function databaseInfo(database: Kysely<Database>): Promise<DatabaseInfo> {
  if (database.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ version: string; size: number }>`
      select current_setting('server_version') as version, pg_database_size(current_database()) as size`.execute(database);
    // "17.2 (Debian 17.2-1.pgdg120+1)": the number is what matters.
    return { kind: "postgres", version: rows[0]!.version.split(" ")[0]!, sizeBytes: Number(rows[0]!.size) };
  }
  const { rows } = await sql<{ version: string; size: number }>`
    select sqlite_version() as version, page_count * page_size as size from pragma_page_count(), pragma_page_size()`.execute(database);
  return { kind: "sqlite", version: rows[0]!.version, sizeBytes: Number(rows[0]!.size) };
}
