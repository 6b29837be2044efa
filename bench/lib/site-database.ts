import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type DB } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { updatePage } from "#app/features/pages/cms/pages.server.ts";
import { createSamplePage, importSeedPages } from "#app/features/pages/pages-list/page-seeding.server.ts";
import { createTranslation } from "#app/features/pages/translating/create-translation.server.ts";
import { saveTheme } from "#app/features/theme/theme.server.ts";
import { SAMPLE_DARK_THEME } from "#app/features/theme/theme-values.ts";

/** The staff account the bench's pages are written by. */
export const BENCH_ADMIN_EMAIL = "bench-admin@brandcheck.test";

export interface SiteDatabase {
  url: string;
  /** The public path of the CMS page built from sections. */
  cmsPath: string;
  /** The same page's German translation, published (issue Q). */
  translatedCmsPath: string;
  /** Deletes the database's directory. */
  remove(): void;
}

/** The staff account that authored the bench's pages (pages reference their author). */
export async function insertBenchAdmin(database: DB): Promise<{ id: string; email: string }> {
  const now = new Date().toISOString();
  const admin = { id: randomUUID(), email: BENCH_ADMIN_EMAIL };
  await database
    .insertInto("user")
    .values({ ...admin, name: "Bench Admin", emailVerified: true, image: null, createdAt: now, updatedAt: now, role: "admin", banned: false, banReason: null, banExpires: null, twoFactorEnabled: false, lastLoginAt: now })
    .execute();
  return admin;
}

/**
 * A temporary SQLite database holding what a new site holds after its first day in the CMS: the
 * pages Import Website Pages adds (HTML) and the sample page built from sections, translated into
 * German and published the way staff do it (Translate, then save as published). `theme: "dark"`
 * saves the sample dark theme, as an Admin would on the Theme screen (decision 050).
 */
export async function createSiteDatabase({ theme = "default" }: { theme?: "default" | "dark" } = {}): Promise<SiteDatabase> {
  const dir = mkdtempSync(join(tmpdir(), "brandcheck-bench-"));
  const url = `file:${join(dir, "site.db")}`;
  const database = createDb(url);
  try {
    await migrateToLatest(database);
    const admin = await insertBenchAdmin(database);
    await importSeedPages(admin, { database });
    const sample = await createSamplePage(admin, { database });
    const german = await createTranslation(sample.id, "de", admin, { database, content: { title: "Willkommen bei BrandCheck", slug: "willkommen" } });
    const { title, slug, metaDescription, content, seo } = german;
    await updatePage(german.id, { title, slug, metaDescription, content, seo, isPublished: true }, german.version, admin, { database });
    if (theme === "dark") await saveTheme(SAMPLE_DARK_THEME, 0, admin, { database });
    return { url, cmsPath: `/${sample.slug}`, translatedCmsPath: `/de/${german.slug}`, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await database.destroy();
  }
}
