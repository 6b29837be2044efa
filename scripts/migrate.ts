// `npm run db:migrate`: applies every pending migration to DATABASE_URL and seeds the site pages it lacks (the server also does this at start).
import { closeDb, db } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { ensureSitePages } from "#app/features/pages/site-pages.server.ts";

const applied = await migrateToLatest(db());
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
const seeded = await ensureSitePages();
if (seeded.length) console.log(`Seeded site pages: ${seeded.join(", ")}`);
await closeDb();
