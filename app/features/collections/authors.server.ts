import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { AuthorProfile, Database } from "#app/db/schema.ts";
import { isUniqueViolation } from "#app/db/unique-violation.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { mediaReference, type MediaFormat } from "#app/lib/media-url.ts";
import { TaxonomyError } from "./taxonomy-error.ts";
import { PHOTO_FROM_LIBRARY, slugOr } from "./taxonomy-schema.ts";

/**
 * Authors' public profiles (docs/decisions/039-collections.md): one row per author and language,
 * grouped by `author_key`, which articles store. A staff member's key is their user id; a byline no
 * account stands behind (the sample articles' editorial team) has a key of its own. What a visitor
 * reads of an author is this row only: never the account's e-mail.
 */

export interface AuthorRow {
  id: string;
  authorKey: string;
  userId: string | null;
  locale: string;
  slug: string;
  name: string;
  role: string;
  bio: string;
  photoMediaId: string | null;
  /** The photo's library reference (a responsive picture's source), while the image is in the library. */
  photo: string | null;
  updatedAt: string;
}

function authorsWithPhotos(database: Kysely<Database>) {
  return database
    .selectFrom("author_profiles")
    .leftJoin("media", "media.id", "author_profiles.photo_media_id")
    .selectAll("author_profiles")
    .select(["media.hash", "media.width", "media.height", "media.format"]);
}

type JoinedRow = AuthorProfile & { hash: string | null; width: number | null; height: number | null; format: string | null };

function toAuthor(row: JoinedRow): AuthorRow {
  const photo =
    row.photo_media_id && row.hash && row.width && row.height && row.format
      ? mediaReference({ id: row.photo_media_id, hash: row.hash, width: row.width, height: row.height, format: row.format as MediaFormat })
      : null;
  return {
    id: row.id,
    authorKey: row.author_key,
    userId: row.user_id,
    locale: row.locale,
    slug: row.slug,
    name: row.name,
    role: row.role,
    bio: row.bio,
    photoMediaId: row.photo_media_id,
    photo,
    updatedAt: row.updated_at,
  };
}

/** Every profile in every language, by name. */
export async function listAuthorProfiles(database: Kysely<Database> = db()): Promise<AuthorRow[]> {
  return (await authorsWithPhotos(database).orderBy("author_profiles.name").orderBy("author_profiles.id").execute()).map(toAuthor);
}

/** An author's profile in a language (an article's byline), or null when they have none there. */
export async function findAuthorByKey(authorKey: string, locale: string, database: Kysely<Database> = db()): Promise<AuthorRow | null> {
  const row = await authorsWithPhotos(database).where("author_profiles.author_key", "=", authorKey).where("author_profiles.locale", "=", locale).executeTakeFirst();
  return row ? toAuthor(row) : null;
}

/** The author at a language's slug (an author page), or null. */
export async function findAuthorBySlug(locale: string, slug: string, database: Kysely<Database> = db()): Promise<AuthorRow | null> {
  const row = await authorsWithPhotos(database).where("author_profiles.locale", "=", locale).where("author_profiles.slug", "=", slug).executeTakeFirst();
  return row ? toAuthor(row) : null;
}

/** An author's profiles in every language: the author page's hreflang. */
export async function authorTranslations(authorKey: string, database: Kysely<Database> = db()): Promise<AuthorRow[]> {
  return (await authorsWithPhotos(database).where("author_profiles.author_key", "=", authorKey).execute()).map(toAuthor);
}

export interface AuthorProfileInput {
  /** "" for a new author. */
  authorKey: string;
  /** A new author's staff member, or "" for a byline without an account. */
  userId: string;
  locale: string;
  name: string;
  slug: string;
  role: string;
  bio: string;
  photoMediaId: string;
}

/**
 * Writes an author's profile in one language (a new author, a new language of one, or a change).
 * Refused: a staff member who does not exist or already has an author (409), a photo not in the
 * library, a slug another author has in the language (409), an author that no longer exists (404).
 */
export async function saveAuthorProfile(input: AuthorProfileInput, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<AuthorRow> {
  const slug = slugOr(input.slug, input.name);
  if (!slug) throw new TaxonomyError("Enter a URL slug: the name has no letters a web address can use.", 400);
  if (!(await database.selectFrom("site_languages").select("tag").where("tag", "=", input.locale).executeTakeFirst())) {
    throw new TaxonomyError("That language is not on the site. Please reload the page.", 400);
  }
  if (input.photoMediaId && !(await database.selectFrom("media").select("id").where("id", "=", input.photoMediaId).executeTakeFirst())) {
    throw new TaxonomyError(PHOTO_FROM_LIBRARY, 409);
  }
  const at = now.toISOString();
  try {
    return await changeContent(database, async (trx) => {
      let authorKey = input.authorKey;
      let userId: string | null = null;
      if (authorKey === "") {
        if (input.userId) {
          const user = await trx.selectFrom("user").select("id").where("id", "=", input.userId).executeTakeFirst();
          if (!user) throw new TaxonomyError("That staff member no longer exists. Please reload the page.", 404);
          if (await trx.selectFrom("author_profiles").select("id").where("author_key", "=", user.id).executeTakeFirst()) {
            throw new TaxonomyError("This staff member already has an author profile. Edit it instead.", 409);
          }
          userId = user.id;
        }
        authorKey = userId ?? `byline-${randomUUID()}`;
      } else {
        const group = await trx.selectFrom("author_profiles").select(["user_id"]).where("author_key", "=", authorKey).executeTakeFirst();
        if (!group) throw new TaxonomyError("This author no longer exists. It may have been deleted.", 404);
        userId = group.user_id;
      }
      const values = { name: input.name, slug, role: input.role, bio: input.bio, photo_media_id: input.photoMediaId || null, updated_at: at };
      const existing = await trx.selectFrom("author_profiles").select("id").where("author_key", "=", authorKey).where("locale", "=", input.locale).executeTakeFirst();
      const id = existing?.id ?? randomUUID();
      if (existing) await trx.updateTable("author_profiles").set(values).where("id", "=", id).execute();
      else await trx.insertInto("author_profiles").values({ id, author_key: authorKey, user_id: userId, locale: input.locale, created_at: at, ...values }).execute();
      await recordAudit(
        trx,
        { actorId: actor.id, actorEmail: actor.email, action: "author.save", targetType: "author", targetId: authorKey, summary: `${existing ? "Updated" : "Created"} the author profile "${input.name}" (${input.locale})` },
        now,
      );
      const row = await authorsWithPhotos(trx).where("author_profiles.id", "=", id).executeTakeFirstOrThrow();
      return toAuthor(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, "slug")) throw new TaxonomyError(`Another author in this language already has the URL slug "${slug}".`, 409);
    throw error;
  }
}

/** Deletes one language's profile, or (`authorKey`) the author in every language; articles that name them show no byline. */
export async function deleteAuthor(target: { id: string } | { authorKey: string }, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<void> {
  await changeContent(database, async (trx) => {
    const rows = await ("id" in target ? trx.deleteFrom("author_profiles").where("id", "=", target.id) : trx.deleteFrom("author_profiles").where("author_key", "=", target.authorKey))
      .returningAll()
      .execute();
    if (rows.length === 0) throw new TaxonomyError("This author no longer exists. It may have been deleted.", 404);
    const names = rows.map((row) => `"${row.name}" (${row.locale})`).join(", ");
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "author.delete", targetType: "author", targetId: rows[0]!.author_key, summary: `Deleted the author profile ${names}` }, now);
  });
}
