import { PostgresAdapter, sql, type Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import * as initial from "./migrations/0001-initial.ts";
import * as authAndAdmin from "./migrations/0002-auth-and-admin.ts";
import * as cmsPages from "./migrations/0003-cms-pages.ts";
import * as subscribersAndWebhooks from "./migrations/0004-subscribers-and-webhooks.ts";
import * as listIndexes from "./migrations/0005-list-indexes.ts";
import * as contactIdempotency from "./migrations/0006-contact-idempotency.ts";
import * as searchIndexes from "./migrations/0007-search-indexes.ts";
import * as signInHardening from "./migrations/0010-sign-in-hardening.ts";
import * as sitePages from "./migrations/0011-site-pages.ts";
import * as mediaLibrary from "./migrations/0014-media-library.ts";
import * as caseStudyAndContactSlugs from "./migrations/0015-case-study-and-contact-slugs.ts";
import * as pagePublishing from "./migrations/0016-page-publishing.ts";
import * as redirectsAndSeo from "./migrations/0017-redirects-and-seo.ts";
import * as contactReadMarker from "./migrations/0018-contact-read-marker.ts";
import * as visitCounts from "./migrations/0019-visit-counts.ts";
import * as offSiteRedirects from "./migrations/0020-off-site-redirects.ts";
import * as siteLanguages from "./migrations/0021-site-languages.ts";
import * as visitLanguages from "./migrations/0022-visit-languages.ts";
import * as pageTranslations from "./migrations/0023-page-translations.ts";
import * as messageLanguages from "./migrations/0024-message-languages.ts";
import * as collections from "./migrations/0025-collections.ts";
import * as siteSearch from "./migrations/0026-site-search.ts";
import * as caseStudyCollection from "./migrations/0027-case-study-collection.ts";
import * as adminListSearch from "./migrations/0028-admin-list-search.ts";
import * as siteSearchText from "./migrations/0029-site-search-text.ts";
import * as userTimeZone from "./migrations/0030-user-time-zone.ts";
import * as siteSearchWords from "./migrations/0031-site-search-words.ts";
import * as notFoundPerDay from "./migrations/0032-not-found-per-day.ts";
import * as subscriberConsent from "./migrations/0033-subscriber-consent.ts";
import * as forms from "./migrations/0034-forms.ts";
import * as submissionFiles from "./migrations/0035-submission-files.ts";
import * as leadWork from "./migrations/0036-lead-work.ts";
import * as proofOfWork from "./migrations/0037-proof-of-work.ts";
import * as reviewWorkflow from "./migrations/0038-review-workflow.ts";
import * as presenceNotesNotifications from "./migrations/0039-presence-notes-notifications.ts";
import * as theme from "./migrations/0040-theme.ts";

/** Migrations are listed in code (not read from disk) so they ship inside the server build. */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-auth-and-admin": authAndAdmin,
  "0003-cms-pages": cmsPages,
  "0004-subscribers-and-webhooks": subscribersAndWebhooks,
  "0005-list-indexes": listIndexes,
  "0006-contact-idempotency": contactIdempotency,
  "0007-search-indexes": searchIndexes,
  "0010-sign-in-hardening": signInHardening,
  "0011-site-pages": sitePages,
  "0014-media-library": mediaLibrary,
  "0015-case-study-and-contact-slugs": caseStudyAndContactSlugs,
  "0016-page-publishing": pagePublishing,
  "0017-redirects-and-seo": redirectsAndSeo,
  "0018-contact-read-marker": contactReadMarker,
  "0019-visit-counts": visitCounts,
  "0020-off-site-redirects": offSiteRedirects,
  "0021-site-languages": siteLanguages,
  "0022-visit-languages": visitLanguages,
  "0023-page-translations": pageTranslations,
  "0024-message-languages": messageLanguages,
  "0025-collections": collections,
  "0026-site-search": siteSearch,
  "0027-case-study-collection": caseStudyCollection,
  "0028-admin-list-search": adminListSearch,
  "0029-site-search-text": siteSearchText,
  "0030-user-time-zone": userTimeZone,
  "0031-site-search-words": siteSearchWords,
  "0032-not-found-per-day": notFoundPerDay,
  "0033-subscriber-consent": subscriberConsent,
  "0034-forms": forms,
  "0035-submission-files": submissionFiles,
  "0036-lead-work": leadWork,
  "0037-proof-of-work": proofOfWork,
  "0038-review-workflow": reviewWorkflow,
  "0039-presence-notes-notifications": presenceNotesNotifications,
  "0040-theme": theme,
};

/** Every migration this version knows, oldest first: db:restore refuses a database that has others. */
export function knownMigrationNames(): string[] {
  return Object.keys(migrations);
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Migrations work on whatever schema exists at their point in history, not on today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const schema = await currentPostgresSchema(db);
  const migrator = new Migrator({ db: seenFromSchema(db, schema), provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Applies the migrations up to and including `name`: for testing a migration on the data of its time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- same reason as above
export async function migrateUpTo(db: Kysely<any>, name: string): Promise<void> {
  const schema = await currentPostgresSchema(db);
  const migrator = new Migrator({ db: seenFromSchema(db, schema), provider, migrationTableSchema: schema });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * Kysely's Migrator looks for its bookkeeping tables in every schema of the database unless told
 * which one to use, so a database whose `public` schema is already migrated would make a migration
 * into another schema (a search_path set per app or per test run) skip creating them and then fail.
 * Naming the schema the tables are created in keeps the bookkeeping beside them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- same reason as above
async function currentPostgresSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/**
 * The database as the Migrator looks for its own tables in it: on PostgreSQL, in `schema` alone.
 * Kysely's introspector reads the catalog of every schema of the database, asking has_schema_privilege
 * of each, and a schema another user of the database drops during that read fails it ("schema t_…
 * does not exist", 3F000): a test server restarting 20 times in the crash-recovery stress test failed
 * to start so while other test files dropped their schemas. The Migrator only needs the names of the
 * tables in its schema, which pg_catalog gives without asking anything of the other schemas.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- same reason as above
function seenFromSchema(db: Kysely<any>, schema: string | undefined): Kysely<any> {
  if (!schema) return db;
  const introspection = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables: async () =>
      (
        await sql<{ name: string; schema: string; isView: boolean }>`
          select c.relname as name, n.nspname as schema, c.relkind = 'v' as "isView"
          from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'f')`.execute(db)
      ).rows.map((table) => ({ ...table, columns: [] })),
  };
  // Everything else is the database itself (its methods bound to it: Kysely keeps its state in private fields).
  return new Proxy(db, {
    get(target, property) {
      if (property === "introspection") return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The migrations recorded as applied to `db`, oldest first (on PostgreSQL, in the schema of its search path, where the Migrator keeps them). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- same reason as above
export async function appliedMigrationNames(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}
