// Data builders for the collaboration tests (presence, notes, notifications, decision 049): an item
// written straight into the pages table, with sections whose ids notes can name.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

export async function insertItem(database: Kysely<Database>, { title = "About Us", collection = null, sectionIds = ["hero-1", "faq-1"] }: { title?: string; collection?: string | null; sectionIds?: string[] } = {}): Promise<string> {
  const id = randomUUID();
  const when = new Date("2025-01-01T00:00:00.000Z").toISOString();
  await database
    .insertInto("pages")
    .values({
      id,
      title,
      slug: `item-${id.slice(0, 8)}`,
      meta_description: null,
      content: JSON.stringify({ sections: sectionIds.map((sectionId) => ({ id: sectionId, type: "unknown-kind" })) }),
      is_published: false,
      author_id: null,
      collection,
      created_at: when,
      updated_at: when,
    })
    .execute();
  return id;
}
