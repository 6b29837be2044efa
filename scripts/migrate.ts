// `npm run db:migrate`: applies every pending migration to DATABASE_URL, seeds the site pages and settings it lacks and brings the search index in step (the server also does this at start).
import { closeDb, db } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { ensureSearchIndex } from "#app/features/pages/search/page-search-index.server.ts";
import { ensureSeededCollectionLists, ensureShippedIllustrations, ensureSitePages, ensureSitePageTranslations } from "#app/features/pages/site-pages/site-pages-seed.server.ts";
import { ensureSampleInsights } from "#app/features/pages/collection-pages/sample-insights-seed.server.ts";
import { ensureSeededForms } from "#app/features/forms/form-seeds.server.ts";
import { ensureSiteSettings } from "#app/features/site-settings/site-settings.server.ts";

const applied = await migrateToLatest(db());
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
const seeded = await ensureSitePages();
if (seeded.length) console.log(`Seeded site pages: ${seeded.join(", ")}`);
const translated = await ensureSitePageTranslations();
if (translated.length) console.log(`Seeded site page translations: ${translated.join(", ")}`);
const illustrated = await ensureShippedIllustrations();
if (illustrated.length) console.log(`Gave seeded site page translations their language's illustrations: ${illustrated.join(", ")}`);
const listed = await ensureSeededCollectionLists();
if (listed.length) console.log(`Gave untouched site pages their seeded Collection Lists: ${listed.join(", ")}`);
if (await ensureSampleInsights()) console.log("Seeded the sample Insights articles.");
const forms = await ensureSeededForms();
if (forms.length) console.log(`Seeded forms: ${forms.join(", ")}`);
if (await ensureSiteSettings()) console.log("Seeded the site settings.");
const indexed = await ensureSearchIndex();
if (indexed) console.log(`Search index: ${indexed} pages brought in step.`);
await closeDb();
