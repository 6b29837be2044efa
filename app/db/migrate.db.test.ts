import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueJob } from "#app/lib/jobs.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { createDb } from "./client.server.ts";
import { isPostgresUrl } from "./dialect.ts";
import { migrateToLatest, migrateUpTo } from "./migrate.server.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
});
afterAll(() => t?.cleanup());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function appTables(): Promise<string[]> {
  // On PostgreSQL the introspector lists every schema in the database; only ours counts here.
  const schema =
    t.dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]?.schema
      : undefined;
  const tables = await t.db.introspection.getTables();
  return tables
    .filter((table) => schema === undefined || table.schema === schema)
    .map((table) => table.name)
    .filter((name) => !TRIGRAM_TABLE.test(name))
    .sort();
}

/** SQLite's search tables (trigrams: 0007, 0026, 0028; words: 0031) and the shadow tables FTS5 keeps for each: an index, not the app's data. */
const TRIGRAM_TABLE = /^((subscribers|contact_submissions|page_search|page_admin_search|search_terms)_trigrams|page_search_words)(_\w+)?$/;

/** What serves the searches: FTS5 tables on SQLite, pg_trgm GIN indexes on PostgreSQL. */
async function searchIndexes(): Promise<string[]> {
  if (t.dialect === "sqlite") {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%' order by name`.execute(t.db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and indexdef like '%gin_trgm_ops%' order by indexname`.execute(t.db);
  return rows.map((row) => row.name);
}

const APP_TABLES = ["account", "audit_log", "author_profiles", "contact_submissions", "editor_presence", "forms", "invitations", "jobs", "media", "media_variants", "not_found_log", "notification_email_opt_outs", "notifications", "page_preview_links", "page_admin_search", "page_notes", "page_reviews", "page_revisions", "page_schedules", "page_search", "pages", "pending_seeds", "rateLimit", "rate_limit_hits", "redirects", "review_settings", "reviewers", "search_terms", "session", "sign_in_addresses", "site_languages", "site_settings", "spent_challenges", "submission_files", "submission_notes", "subscribers", "theme_revisions", "topics", "twoFactor", "user", "verification", "visit_days", "visit_languages", "visit_page_totals", "visit_pages", "visit_source_totals", "visit_sources", "visit_total_spans", "visitor_hashes", "visitor_salts", "webhook_attempts", "webhook_configs", "webhook_deliveries"].sort();

describe("migrations", () => {
  it("create the tables on an empty database, then have nothing left to do", async () => {
    expect(await appTables()).toEqual([]);

    expect(await migrateToLatest(t.db)).toEqual(["0001-initial", "0002-auth-and-admin", "0003-cms-pages", "0004-subscribers-and-webhooks", "0005-list-indexes", "0006-contact-idempotency", "0007-search-indexes", "0010-sign-in-hardening", "0011-site-pages", "0014-media-library", "0015-case-study-and-contact-slugs", "0016-page-publishing", "0017-redirects-and-seo", "0018-contact-read-marker", "0019-visit-counts", "0020-off-site-redirects", "0021-site-languages", "0022-visit-languages", "0023-page-translations", "0024-message-languages", "0025-collections", "0026-site-search", "0027-case-study-collection", "0028-admin-list-search", "0029-site-search-text", "0030-user-time-zone", "0031-site-search-words", "0032-not-found-per-day", "0033-subscriber-consent", "0034-forms", "0035-submission-files", "0036-lead-work", "0037-proof-of-work", "0038-review-workflow", "0039-presence-notes-notifications", "0040-theme"]);
    expect(await appTables()).toEqual(APP_TABLES);
    expect(await searchIndexes()).toEqual(
      t.dialect === "sqlite"
        ? ["contact_submissions_trigrams", "page_admin_search_trigrams", "page_search_trigrams", "page_search_words", "search_terms_trigrams", "subscribers_trigrams"]
        : [
            "contact_submissions_company_trgm_idx",
            "contact_submissions_email_trgm_idx",
            "contact_submissions_message_trgm_idx",
            "contact_submissions_name_trgm_idx",
            "page_admin_search_text_trgm_idx",
            "page_search_search_text_trgm_idx",
            "search_terms_term_trgm_idx",
            "subscribers_email_trgm_idx",
            "subscribers_first_name_trgm_idx",
            "subscribers_last_name_trgm_idx",
          ],
    );

    expect(await migrateToLatest(t.db)).toEqual([]);
    expect(await appTables()).toEqual(APP_TABLES);
  });

  it.runIf(!isPostgresUrl(process.env.DATABASE_URL ?? ""))("SQLite: the word index (0031) holds the pages indexed before it existed", async () => {
    const older = await createTestDb({ migrate: false });
    try {
      await migrateUpTo(older.db, "0030-user-time-zone");
      await sql`insert into page_search (page_id, locale, config, title, body, version) values ('p1', 'de', 'german', 'Hinweis', 'Ein Rückruf der Ware.', 1)`.execute(older.db);
      await migrateToLatest(older.db);
      const { rows } = await sql<{ rowid: number }>`select rowid from page_search_words where page_search_words match '"ruckruf"*'`.execute(older.db);
      expect(rows).toHaveLength(1);
    } finally {
      await older.cleanup();
    }
  });

  // Kysely's own introspection read every schema, and one dropped meanwhile by another user of the
  // database failed it ("schema … does not exist"): the crash-recovery stress test's restarts did.
  it.runIf(isPostgresUrl(process.env.DATABASE_URL ?? ""))("find their own tables while other users of the database create and drop schemas", async () => {
    const other = createDb(process.env.DATABASE_URL!);
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const name = sql.id(`churn_${randomBytes(4).toString("hex")}`);
        await sql`create schema ${name}`.execute(other);
        await sql`create table ${name}.t (id int)`.execute(other);
        await sql`drop schema ${name} cascade`.execute(other);
      }
    })();
    try {
      for (let run = 0; run < 40; run += 1) expect(await migrateToLatest(t.db)).toEqual([]);
    } finally {
      churning = false;
      await churn;
      await other.destroy();
    }
  });
});

describe(`column values read back in the application's shapes (${process.env.DATABASE_URL?.startsWith("postgres") ? "PostgreSQL" : "SQLite"})`, () => {
  it("JSON payloads come back as the objects that were written", async () => {
    const payload = { submissionId: "abc", nested: { list: [1, "two", null, true] }, text: "Zoë 李 \"quoted\" \n line" };
    const id = await enqueueJob(t.db, "shape.probe", payload);

    const job = await t.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(job.payload).toEqual(payload);
    expect(typeof job.attempts).toBe("number");
    expect(job.attempts).toBe(0);
    expect(job.locked_until).toBeNull();
  });

  it("timestamps come back as the same ISO strings, and compare in time order", async () => {
    const earlier = "2024-01-05T15:04:05.123Z";
    const later = "2024-01-05T15:04:05.124Z";
    for (const [id, created_at] of [["a", later], ["b", earlier]] as const) {
      await t.db
        .insertInto("contact_submissions")
        .values({ id, name: "N", email: "n@example.com", company: null, message: "m", status: "new", created_at })
        .execute();
    }

    const rows = await t.db.selectFrom("contact_submissions").select(["id", "created_at"]).orderBy("created_at").execute();
    expect(rows).toEqual([
      { id: "b", created_at: earlier },
      { id: "a", created_at: later },
    ]);
    for (const row of rows) expect(row.created_at).toMatch(ISO);

    const after = await t.db.selectFrom("contact_submissions").select("id").where("created_at", ">", earlier).execute();
    expect(after).toEqual([{ id: "a" }]);
  });

  it("a column left to its default reads back as written by the migration", async () => {
    // Raw SQL, because the Database type (rightly) makes the app always set status itself.
    await sql`insert into contact_submissions (id, name, email, message, created_at)
              values ('d', 'N', 'n@example.com', 'm', ${new Date(0).toISOString()})`.execute(t.db);
    const row = await t.db.selectFrom("contact_submissions").selectAll().where("id", "=", "d").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "new", company: null, created_at: "1970-01-01T00:00:00.000Z" });
  });
});
