import type { Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import * as initial from "./migrations/0001-initial.ts";

/** Migrations are listed in code (not read from disk) so they ship inside the server build. */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Migrations work on whatever schema exists at their point in history, not on today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
