import { db } from "#app/db/client.server.ts";
import type { DB } from "#app/db/client.server.ts";
import { databaseInfo } from "#app/db/database-info.server.ts";
import { isPostgresUrl, sqlitePath } from "#app/db/dialect.ts";
import { appliedMigrationNames, knownMigrationNames } from "#app/db/migrate.server.ts";
import { env } from "#app/lib/env.server.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import type { HealthCheck } from "./health-check.ts";
import { shownPath } from "./shown-path.server.ts";

const TITLE = "Database";

/** The database's kind, where it is, its size, and whether its migrations are the ones this version of the site expects. */
export async function databaseCheck(database: DB = db()): Promise<HealthCheck> {
  const { DATABASE_URL } = env();
  const [info, applied] = await Promise.all([databaseInfo(database), appliedMigrationNames(database)]);
  const known = knownMigrationNames();
  const pending = known.filter((name) => !applied.includes(name));
  const unknown = applied.filter((name) => !known.includes(name));
  const details = [
    info.kind === "postgres" ? `PostgreSQL ${info.version}, ${postgresLocation(DATABASE_URL)}.` : `SQLite ${info.version}, ${sqliteLocation(DATABASE_URL)}.`,
    `Size: ${formatFileSize(info.sizeBytes)}.`,
    `Migrations: ${applied.length - unknown.length} of ${known.length} applied${applied.length > 0 ? ` (the latest: ${applied.at(-1)})` : ""}.`,
  ];

  if (unknown.length > 0) {
    return {
      id: "database",
      title: TITLE,
      status: "problem",
      details: [...details, `The database was changed by a newer version of the site: ${unknown.join(", ")} ${unknown.length === 1 ? "is" : "are"} unknown to this one.`],
      todo: "Run the newer version of the site again, or restore a backup made with this version.",
    };
  }
  if (pending.length > 0) {
    return {
      id: "database",
      title: TITLE,
      status: "problem",
      details: [...details, `Not applied yet: ${pending.join(", ")}.`],
      todo: "Run npm run db:migrate on the server (the server also applies migrations when it starts), then reload this screen.",
    };
  }
  if (info.kind === "sqlite" && sqlitePath(DATABASE_URL) === ":memory:") {
    return {
      id: "database",
      title: TITLE,
      status: "problem",
      details: [...details, "The database lives in the server's memory: everything in it is lost when the server stops."],
      todo: "Set DATABASE_URL to a file (for example file:./data/app.db) or a PostgreSQL database, then restart the server.",
    };
  }
  return { id: "database", title: TITLE, status: "ok", details };
}

/** "in data/app.db" (relative to where the server runs), or "in memory". */
function sqliteLocation(databaseUrl: string): string {
  const path = sqlitePath(databaseUrl);
  if (path === ":memory:") return "in memory";
  return `in ${shownPath(path)}`;
}

/** "database brandcheck on db:5432": never the user's password (nor the rest of the URL's options). */
function postgresLocation(databaseUrl: string): string {
  if (!isPostgresUrl(databaseUrl) || !URL.canParse(databaseUrl)) return "database";
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ""));
  return `database ${name || "(the user's default)"} on ${url.host || "the local socket"}`;
}
