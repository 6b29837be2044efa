import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import { likePattern, lowerLike } from "#app/db/like.ts";
import { pagedList } from "#app/db/paged-list.server.ts";
import type { Database, RedirectTable } from "#app/db/schema.ts";
import { recordAudit, type AuditAction } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { sitePageByPath } from "#app/features/pages/site-pages/site-pages.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { COLLECTIONS } from "#app/features/collections/collections.ts";
import { isReservedPath } from "#app/lib/reserved-paths.ts";
import { MAX_REDIRECTS, REDIRECT_LIST_SIZE, targetPathname, type RedirectInput, type RedirectRow, type RedirectStatus } from "./schema.ts";

/** A refusal staff can act on, with the HTTP status the action answers. */
export class RedirectError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.name = "RedirectError";
    this.status = status;
  }
}

const REDIRECT_GONE = "This redirect no longer exists. It may have been deleted.";

export function loopMessage(fromPath: string, toPath: string): string {
  return `This redirect would make a loop: ${toPath} already leads back to ${fromPath}.`;
}

type Source = RedirectTable["source"];

function toRow(row: Pick<RedirectTable, "id" | "from_path" | "to_path" | "status_code" | "source" | "updated_at">): RedirectRow {
  return { id: row.id, fromPath: row.from_path, toPath: row.to_path, statusCode: row.status_code as RedirectStatus, source: row.source, updatedAt: row.updated_at };
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** One page of the Redirects list, by old path; the search matches either path. */
export async function listRedirects({ query = "", page = 1 }: { query?: string; page?: number } = {}, database: Kysely<Database> = db()) {
  const pattern = likePattern(query);
  const all = database.selectFrom("redirects");
  const matching = pattern ? all.where((eb) => eb.or([lowerLike("from_path", pattern), lowerLike("to_path", pattern)])) : all;
  const list = await pagedList({
    database,
    scan: matching,
    searching: false,
    page,
    pageSize: REDIRECT_LIST_SIZE,
    readPage: (rows, offset) =>
      rows
        .select(["id", "from_path", "to_path", "status_code", "source", "updated_at"])
        .orderBy("from_path")
        .limit(REDIRECT_LIST_SIZE)
        .offset(offset)
        .execute(),
  });
  return { redirects: list.rows.map(toRow), total: list.total, page: list.page, pageCount: list.pageCount };
}

export async function getRedirect(id: string, database: Kysely<Database> = db()): Promise<RedirectRow | null> {
  const row = await database.selectFrom("redirects").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Every redirect, by old path, for the CSV export and the in-memory map (bounded by MAX_REDIRECTS). */
export async function allRedirects(database: Kysely<Database> = db()): Promise<RedirectRow[]> {
  const rows = await database.selectFrom("redirects").selectAll().orderBy("from_path").limit(MAX_REDIRECTS).execute();
  return rows.map(toRow);
}

// ---------------------------------------------------------------------------------------------
// Changes: through changeContent, so every instance's redirect map and HTML cache forget what they hold.
// ---------------------------------------------------------------------------------------------

/** A new redirect from the Redirects screen. Refused when one from that path exists (edit it instead). */
export async function createRedirect(input: RedirectInput, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<RedirectRow> {
  return changeContent(database, async (trx) => {
    const existing = await trx.selectFrom("redirects").select("id").where("from_path", "=", input.fromPath).executeTakeFirst();
    if (existing) throw new RedirectError(`A redirect from ${input.fromPath} already exists. Edit it instead.`, 409);
    const row = await putRedirect(trx, { ...input, source: "manual" }, now);
    await audit(trx, actor, "redirect.create", row.id, `Added redirect ${row.fromPath} → ${row.toPath} (${row.statusCode})`, now);
    return row;
  });
}

export async function updateRedirect(id: string, input: RedirectInput, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<RedirectRow> {
  return changeContent(database, async (trx) => {
    const before = await trx.deleteFrom("redirects").where("id", "=", id).returning(["from_path", "source"]).executeTakeFirst();
    if (!before) throw new RedirectError(REDIRECT_GONE, 404);
    const clash = await trx.selectFrom("redirects").select("id").where("from_path", "=", input.fromPath).executeTakeFirst();
    if (clash) throw new RedirectError(`A redirect from ${input.fromPath} already exists. Edit that one instead.`, 409);
    const row = await putRedirect(trx, { ...input, source: before.source === "slug-change" ? "slug-change" : "manual" }, now, id);
    await audit(trx, actor, "redirect.update", row.id, `Changed redirect ${row.fromPath} → ${row.toPath} (${row.statusCode})`, now);
    return row;
  });
}

export async function deleteRedirect(id: string, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<RedirectRow> {
  return changeContent(database, async (trx) => {
    const row = await trx.deleteFrom("redirects").where("id", "=", id).returningAll().executeTakeFirst();
    if (!row) throw new RedirectError(REDIRECT_GONE, 404);
    await audit(trx, actor, "redirect.delete", row.id, `Deleted redirect ${row.from_path} → ${row.to_path}`, now);
    return toRow(row);
  });
}

/**
 * A CSV import: each row is added, or replaces the redirect from its path; redirects the file does
 * not name stay (a merge, not a replacement). All or nothing: one refused row changes nothing.
 */
export async function importRedirects(
  rows: ReadonlyArray<RedirectInput & { line: number }>,
  actor: Actor,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<{ added: number; updated: number }> {
  return changeContent(database, async (trx) => {
    let added = 0;
    let updated = 0;
    for (const row of rows) {
      const existed = await trx.deleteFrom("redirects").where("from_path", "=", row.fromPath).returning("id").executeTakeFirst();
      try {
        await putRedirect(trx, { ...row, source: "import" }, now, existed?.id);
      } catch (error) {
        if (error instanceof RedirectError) throw new RedirectError(`Line ${row.line}: ${error.message}`, error.status);
        throw error;
      }
      if (existed) updated += 1;
      else added += 1;
    }
    await audit(trx, actor, "redirect.import", null, `Imported redirects: ${added} added, ${updated} updated`, now);
    return { added, updated };
  });
}

/**
 * Called inside a page save's transaction, after the write. A published page answers at `newSlug` (under
 * its language's `prefix`, "" for the default language), so a
 * redirect from there would hide it: removed. When the page was public at `oldSlug` and stays public
 * at a new one, the old path gets a 301 to the new one, and redirects that led to the old path lead to the new one (no chains).
 */
export async function redirectsForPageSave(
  trx: Kysely<Database>,
  { prefix = "", oldSlug, newSlug, wasPublished, isPublished }: { prefix?: string; oldSlug: string | null; newSlug: string; wasPublished: boolean; isPublished: boolean },
  now: Date,
): Promise<void> {
  if (!isPublished) return;
  // A translation's addresses carry its language's prefix ("/de/neu"), and so do the redirects between them.
  const to = `${prefix}/${newSlug}`;
  await trx.deleteFrom("redirects").where("from_path", "=", to).execute();
  const from = `${prefix}/${oldSlug}`;
  // A page shadowed by a site page was never seen at its old path; and the cap is not worth failing a save for.
  if (!oldSlug || oldSlug === newSlug || !wasPublished || (!prefix && sitePageByPath(from)) || isReservedPath(from)) return;
  if ((await redirectCount(trx)) >= MAX_REDIRECTS) return;
  await trx.deleteFrom("redirects").where("from_path", "=", from).execute();
  await putRedirect(trx, { fromPath: from, toPath: to, statusCode: 301, source: "slug-change" }, now);
}

/**
 * Called inside a change of the default language, after the switch: every page that moved answers at
 * its new path, so redirects from there go; each old path no other page took over gets a 301 to the
 * new one (redirects that led to the old path follow, no chains).
 */
export async function redirectsForMovedAddresses(trx: Kysely<Database>, moves: ReadonlyArray<{ from: string; to: string; takenOver: boolean }>, now: Date): Promise<void> {
  for (const move of moves) await trx.deleteFrom("redirects").where("from_path", "=", move.to).execute();
  for (const move of moves.filter((candidate) => !candidate.takenOver)) {
    // A page answered there until now, so a redirect from the path was never followed.
    await trx.deleteFrom("redirects").where("from_path", "=", move.from).execute();
    await putRedirect(trx, { fromPath: move.from, toPath: move.to, statusCode: 301, source: "slug-change" }, now);
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/**
 * Writes one redirect (none may exist from its path) and keeps every chain one hop long: a target
 * that itself redirects is replaced by that redirect's target, and redirects that led to this
 * redirect's old path now lead straight to its target. A target that leads back is a loop: refused.
 */
async function putRedirect(trx: Kysely<Database>, input: RedirectInput & { source: Source }, now: Date, id: string = randomUUID()): Promise<RedirectRow> {
  await ensurePathFree(trx, input.fromPath);
  let toPath = input.toPath;
  const onward = await trx.selectFrom("redirects").select("to_path").where("from_path", "=", targetPathname(toPath)).executeTakeFirst();
  if (onward) toPath = onward.to_path;
  if (targetPathname(toPath) === input.fromPath) throw new RedirectError(loopMessage(input.fromPath, input.toPath), 409);
  if ((await redirectCount(trx)) >= MAX_REDIRECTS) throw new RedirectError(`There can be at most ${MAX_REDIRECTS} redirects. Delete some you no longer need first.`, 409);

  const at = now.toISOString();
  const row = await trx
    .insertInto("redirects")
    .values({ id, from_path: input.fromPath, to_path: toPath, status_code: input.statusCode, source: input.source, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  // Redirects whose target's path is this redirect's old path ("/a", "/a?x", "/a#y") now go straight on.
  await trx
    .updateTable("redirects")
    .set({ to_path: toPath, updated_at: at })
    .where("from_path", "!=", input.fromPath)
    .where((eb) =>
      eb.or([
        eb("to_path", "=", input.fromPath),
        eb(sql`substr(to_path, 1, ${input.fromPath.length + 1})`, "=", `${input.fromPath}?`),
        eb(sql`substr(to_path, 1, ${input.fromPath.length + 1})`, "=", `${input.fromPath}#`),
      ]),
    )
    .execute();
  return toRow(row);
}

/** A path a page answers cannot be redirected: the redirect would hide the page. */
async function ensurePathFree(trx: Kysely<Database>, fromPath: string): Promise<void> {
  if (sitePageByPath(fromPath)) throw new RedirectError(`${fromPath} is a page of the website, so it cannot be redirected.`, 409);
  // Pages at /{slug} are the default language's (the others live under their language's prefix), and
  // so are the collection items at /{base}/{slug} (docs/decisions/039-collections.md).
  const [, first = "", second, ...rest] = fromPath.split("/");
  const collection = second !== undefined && rest.length === 0 ? Object.values(COLLECTIONS).find((candidate) => candidate.base === first) : undefined;
  const page = await trx
    .selectFrom("pages")
    .select("id")
    .where("slug", "=", collection ? second! : fromPath.slice(1))
    .where("locale", "=", await defaultLanguageTag(trx))
    .where("is_published", "=", true)
    .where("system_key", "is", null)
    .where((eb) => (collection ? eb("collection", "=", collection.key) : eb("collection", "is", null)))
    .executeTakeFirst();
  if (page) throw new RedirectError(`A published page answers ${fromPath}. Unpublish it or change its URL slug before redirecting its path.`, 409);
}

async function redirectCount(trx: Kysely<Database>): Promise<number> {
  const { count } = await trx.selectFrom("redirects").select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  return Number(count);
}

function audit(trx: Kysely<Database>, actor: Actor, action: AuditAction, targetId: string | null, summary: string, now: Date) {
  return recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action, targetType: "redirect", targetId, summary }, now);
}
