// Direct access to the browser tests' pages table, for set-up the screens under test do not offer
// (an empty table, many pages at once, a draft without going through the editor) and for clean-up.
import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { createDb } from "#app/db/client.server.ts";
import { ensureSearchIndex } from "#app/features/pages/search/page-search-index.server.ts";
import { ensureSitePages, ensureSitePageTranslations } from "#app/features/pages/site-pages/site-pages-seed.server.ts";
import { E2E_SERVER } from "./e2e-server.ts";

const E2E_DB_PATH = E2E_SERVER.databasePath;

/** Runs `work` on the browser tests' database with foreign keys on, waiting for the server's locks. */
export function withDatabase<T>(work: (database: DatabaseSync) => T): T {
  const database = new DatabaseSync(E2E_DB_PATH);
  try {
    database.exec("PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON");
    return work(database);
  } finally {
    database.close();
  }
}

/**
 * Deletes every CMS page (their revisions go with them), so a test can start from the empty list.
 * That includes the website's own pages: the site routes show their seeded content meanwhile, and
 * restoreSitePages() puts them back.
 */
export function clearPages(): void {
  withDatabase((database) => database.exec("DELETE FROM pages"));
}

/** Deletes the pages staff made, keeping the website's own pages (a row with a system_key). */
export function clearStaffPages(): void {
  withDatabase((database) => database.exec("DELETE FROM pages WHERE system_key IS NULL"));
}

/** A site page's stored row, as the browser tests compare it before and after a refused change. */
export function sitePageRow(key: string): { id: string; version: number; title: string; slug: string; metaDescription: string; content: string } {
  return withDatabase((database) => {
    const row = database.prepare("SELECT id, version, title, slug, meta_description, content FROM pages WHERE system_key = ?").get(key);
    if (!row) throw new Error(`The site page "${key}" is not in the e2e database.`);
    return {
      id: String(row.id),
      version: Number(row.version),
      title: String(row.title),
      slug: String(row.slug),
      metaDescription: String(row.meta_description ?? ""),
      content: String(row.content),
    };
  });
}

/** Seeds the website's own pages again, and their translations, as the server does at start, for the files that follow. */
export async function restoreSitePages(): Promise<void> {
  const database = createDb(`file:${E2E_DB_PATH}`);
  try {
    await ensureSitePages(database);
    await ensureSitePageTranslations(database);
  } finally {
    await database.destroy();
  }
}

/**
 * Adds pages with these slugs and titles, published or not, each changed a second after the previous
 * one; then brings the search indexes in step, as the server does at start for rows written outside it.
 */
export async function insertPages(pages: ReadonlyArray<{ slug: string; title: string; published?: boolean }>): Promise<void> {
  const start = Date.now() - pages.length * 1000;
  withDatabase((database) => {
    const insert = database.prepare(
      "INSERT INTO pages (id, title, slug, meta_description, content, is_published, author_id, created_at, updated_at, version) VALUES (?, ?, ?, '', ?, ?, NULL, ?, ?, 1)",
    );
    pages.forEach((page, index) => {
      const when = new Date(start + index * 1000).toISOString();
      insert.run(randomUUID(), page.title, page.slug, JSON.stringify({ html: `<p>${page.title}</p>` }), page.published ? 1 : 0, when, when);
    });
  });
  await reindexPages();
}

/** Brings the search indexes (the site's and the admin lists') in step with pages a test wrote in SQL, as the server does at start. */
export async function reindexPages(): Promise<void> {
  const database = createDb(`file:${E2E_DB_PATH}`);
  try {
    await ensureSearchIndex(database);
  } finally {
    await database.destroy();
  }
}

export function deletePagesWithSlugPrefix(prefix: string): void {
  withDatabase((database) => database.prepare("DELETE FROM pages WHERE substr(slug, 1, ?) = ?").run(prefix.length, prefix));
}
