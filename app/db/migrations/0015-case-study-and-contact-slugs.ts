import type { Kysely } from "kysely";
import { moveAsideClashingPages } from "./move-aside-pages.ts";

/**
 * This release seeds the case-study site pages and the contact page (docs/decisions/018-site-pages.md),
 * whose slugs staff could still use after 0011 moved pages aside once (the site pages did not hold
 * them yet). A CMS page now on one of them moves aside to `<slug>-imported` as 0011's did, so the
 * seeding at start finds the slug free.
 */
const NEWLY_SEEDED_SLUGS = ["case-studies", "case-study-1", "case-study-2", "case-study-3", "contact"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await moveAsideClashingPages(db, NEWLY_SEEDED_SLUGS);
}

// Nothing to undo: the moved pages keep their new slugs (moving them back would clash with the site pages).
export async function down(): Promise<void> {}
