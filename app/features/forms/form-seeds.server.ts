import type { Kysely } from "kysely";
import { SEEDED_FORMS } from "#app/content/forms.ts";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { FormDefinition } from "./schema.ts";

const FORMS_SEED = "forms";

/**
 * The seeded forms (content/forms.ts), written once: migration 0034 marks them due, and the mark is
 * claimed in the same transaction as the inserts, so a form staff delete never comes back and two
 * instances starting at once write them once. A seed whose id is taken is left alone. Returns the ids written.
 */
export async function ensureSeededForms(database: Kysely<Database> = db(), now = new Date()): Promise<string[]> {
  if (!(await database.selectFrom("pending_seeds").select("name").where("name", "=", FORMS_SEED).executeTakeFirst())) return [];
  return changeContent(
    database,
    async (trx) => {
      const claimed = await trx.deleteFrom("pending_seeds").where("name", "=", FORMS_SEED).returning("name").executeTakeFirst();
      if (!claimed) return [];
      const written: string[] = [];
      const at = now.toISOString();
      for (const seed of SEEDED_FORMS) {
        const definition = FormDefinition.parse(seed.definition);
        const inserted = await trx
          .insertInto("forms")
          .values({ id: seed.id, name: seed.name, definition: JSON.stringify(definition), created_at: at, updated_at: at, updated_by_id: null })
          .onConflict((conflict) => conflict.column("id").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (inserted) written.push(seed.id);
      }
      return written;
    },
    (written) => written.length > 0,
  );
}
