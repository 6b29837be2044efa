import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Database } from "#app/db/schema.ts";
import type { MediaFormat } from "#app/lib/media-url.ts";
import { insertStaffUser, type StaffUser } from "./staff-builders.ts";
import { createTestDb, type TestDb } from "./test-db.ts";

const TABLES = ["theme_revisions", "media_variants", "media", "page_revisions", "pages", "site_settings", "audit_log", "user"] as const;

/**
 * The media library's data tests: one database for the file (the app's own, so code without a
 * database parameter uses it too), emptied before each test, with an Editor who acts. Read the
 * fields inside tests: they are set by the hooks.
 */
export function mediaTestDb(): { t: TestDb; editor: StaffUser } {
  const state = {} as { t: TestDb; editor: StaffUser };
  beforeAll(async () => {
    state.t = await createTestDb({ asAppDatabase: true });
  });
  afterAll(async () => {
    await state.t?.cleanup();
  });
  beforeEach(async () => {
    for (const table of TABLES) await state.t.db.deleteFrom(table).execute();
    state.editor = await insertStaffUser(state.t.db, { email: "ed@brandcheck.test", role: "editor" });
  });
  return state;
}

export interface PlantedMedia {
  id: string;
  hash: string;
  width: number;
  height: number;
  format: MediaFormat;
}

/**
 * An image written straight into the library's table, past every upload check: what an install
 * holds that stored it before a check existed.
 */
export async function plantMedia(database: Kysely<Database>, image: { name: string; format: MediaFormat; width: number; height: number; data: Uint8Array }): Promise<PlantedMedia> {
  const now = new Date().toISOString();
  const row = { id: randomUUID(), hash: randomBytes(8).toString("hex"), ...image, size_bytes: image.data.byteLength, alt: "", decorative: true, caption: "", created_at: now, updated_at: now };
  await database.insertInto("media").values(row).execute();
  return { id: row.id, hash: row.hash, width: row.width, height: row.height, format: row.format };
}
