import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { closeDb, createDb, db as appDb, type DB } from "#app/db/client.server.ts";
import { isPostgresUrl } from "#app/db/dialect.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { overrideEnvForTests } from "#app/lib/env.server.ts";

export interface TestDb {
  db: DB;
  dialect: "sqlite" | "postgres";
  /** A DATABASE_URL for this database, for opening more connections (another "worker") to it. */
  url: string;
  cleanup(): Promise<void>;
}

export interface TestDbOptions {
  /** Leave the database empty, for testing the migrations themselves. */
  migrate?: boolean;
  /**
   * Point the application's own `db()` at this database (through env()'s DATABASE_URL, as production
   * does, until cleanup) and return that very instance, for code that does not take a database parameter.
   */
  asAppDatabase?: boolean;
}

/**
 * A fresh database for one test file: a temp SQLite file, or, when DATABASE_URL names PostgreSQL,
 * a new schema in that database. Test files run in parallel, so none of them may share tables.
 */
export async function createTestDb({ migrate = true, asAppDatabase = false }: TestDbOptions = {}): Promise<TestDb> {
  const base = process.env.DATABASE_URL ?? "";
  const target = isPostgresUrl(base) ? await createPostgresSchema(base) : createSqliteFile(migrate ? await migratedSqliteTemplate() : undefined);

  let restoreEnv: (() => void) | undefined;
  let db: DB;
  if (asAppDatabase) {
    restoreEnv = overrideEnvForTests({ DATABASE_URL: target.url });
    await closeDb();
    db = appDb();
  } else {
    db = createDb(target.url);
  }

  const cleanup = async () => {
    if (restoreEnv) {
      await closeDb();
      restoreEnv();
    } else {
      await db.destroy();
    }
    await target.drop();
  };

  try {
    // A SQLite file arrives migrated, as a copy of the template.
    if (migrate && target.dialect === "postgres") await migrateToLatest(db);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { db, dialect: target.dialect, url: target.url, cleanup };
}

interface Target {
  dialect: TestDb["dialect"];
  url: string;
  drop(): Promise<void>;
}

function createSqliteFile(template?: string): Target {
  const dir = mkdtempSync(join(tmpdir(), "brandcheck-test-"));
  if (template) copyFileSync(template, join(dir, "test.db"));
  return {
    dialect: "sqlite",
    url: `file:${join(dir, "test.db")}`,
    // The directory also holds the WAL and shared-memory files.
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * One migrated SQLite file per test process, copied for each file that asks for a migrated database:
 * the migrations take about 0.6 s a file (more on a busy machine), the copy a few milliseconds. The data
 * project's files share their worker's modules (isolate: false), so its template is made once per worker.
 */
let sqliteTemplate: Promise<string> | undefined;
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), "brandcheck-template-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, "template.db");
    const db = createDb(`file:${path}`);
    try {
      await migrateToLatest(db);
      // Everything into the main file (WAL mode), which alone is copied.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    } finally {
      await db.destroy();
    }
    return path;
  })();
  return sqliteTemplate;
}

async function createPostgresSchema(baseUrl: string): Promise<Target> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  await withClient(baseUrl, (client) => client.query(`create schema ${schema}`));
  // libpq's `options` sets search_path on every connection of the pool, so the unqualified table
  // names of the app and its migrations land in this schema and nowhere else.
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    dialect: "postgres",
    url: url.toString(),
    drop: () => withClient(baseUrl, (client) => client.query(`drop schema if exists ${schema} cascade`)),
  };
}

async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
