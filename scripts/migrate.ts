// `npm run db:migrate`: applies every pending migration to DATABASE_URL (the server also does this at start).
import { closeDb, db } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";

const applied = await migrateToLatest(db());
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
await closeDb();
