import { PostgresAdapter, type Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue I: the media library. Originals and their variants live in the database as bytes, so every
 * instance sharing one PostgreSQL database serves every image and a database backup carries them
 * (docs/decisions/019-media-library.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";

  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    // The uploaded file's name, shown and searched in the library; never used as a path.
    .addColumn("name", "text", (c) => c.notNull())
    // jpeg | png | webp | avif | gif, read from the file's bytes.
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    // Of the stored original; part of every URL, so a replaced file gets new URLs.
    .addColumn("hash", "text", (c) => c.notNull())
    // The original, turned upright and without its metadata (EXIF, GPS, XMP): nothing stored can leak them.
    .addColumn("data", bytes, (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("decorative", t.boolean, (c) => c.notNull())
    .addColumn("caption", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("uploaded_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("uploaded_by_email", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_created_idx").on("media").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("media_variants")
    .addColumn("media_id", "text", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    // avif | webp | the original's format
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("data", bytes, (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    // Made once: two instances making the same variant at once both try, one insert wins.
    .addPrimaryKeyConstraint("media_variants_pk", ["media_id", "hash", "width", "format"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media_variants").execute();
  await db.schema.dropTable("media").execute();
}
