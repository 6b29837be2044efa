import type { Kysely } from "kysely";
import { parseSitePath } from "#app/lib/site-path.ts";

/**
 * Issue O, item 1: until then a redirect's target was checked as typed, and "/.//evil.example"
 * was stored as the parser resolved it, "//evil.example", which browsers follow to another site.
 * Such rows are deleted: none could have been meant (the screen refused "//host" typed directly),
 * and the redirect map refuses to serve them anyway (features/redirects/redirect-map.server.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const redirects = db as unknown as Kysely<{ redirects: { id: string; from_path: string; to_path: string } }>;
  const rows = await redirects.selectFrom("redirects").select(["id", "from_path", "to_path"]).execute();
  const offSite = rows.filter((row) => !parseSitePath(row.from_path) || !parseSitePath(row.to_path)).map((row) => row.id);
  for (let i = 0; i < offSite.length; i += 500) {
    await redirects.deleteFrom("redirects").where("id", "in", offSite.slice(i, i + 500)).execute();
  }
}

export async function down(): Promise<void> {
  // The deleted rows pointed off the site; they are not put back.
}
