import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from "kysely";
import { db, type QueryOptions as Options } from "#app/db/client.server.ts";
import { likePattern, lowerLike } from "#app/db/like.ts";
import { pagedList } from "#app/db/paged-list.server.ts";
import type { ContactSubmission, Database } from "#app/db/schema.ts";
import { trigramPhrase, trigramSearch } from "#app/db/text-search.server.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { ExtraFields } from "#app/features/contact/form/schema.ts";
import { z } from "#app/lib/zod.ts";
import { languageLabel, languageName, type LanguageChoice } from "#app/features/languages/language-choice.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import {
  answerText,
  INBOX_PAGE_SIZE,
  STATUS_LABELS,
  statusLabel,
  type InboxFilters,
  type InboxListFilters,
  type InboxSubmission,
  type SubmissionStatus,
} from "./inbox-schema.ts";

export interface InboxPage {
  submissions: InboxSubmission[];
  total: number;
  /** A search counted up to a cap: there are more than `total` (see db/paged-list.server.ts). */
  more: boolean;
  page: number;
  pageCount: number;
}

/** One page of the inbox, newest first, narrowed by status, language and search (see `matching`). */
export async function listSubmissions({ page, ...filters }: InboxFilters, { database = db() }: Options = {}): Promise<InboxPage> {
  const phrase = trigramPhrase(filters.q);
  const languages = await listLanguages(database);
  const list = await pagedList({
    database,
    scan: matching(database.selectFrom("contact_submissions"), filters),
    indexed: phrase ? trigramSearch(database, "contact_submissions", phrase, (rows) => matching(rows, filters)) : undefined,
    searching: likePattern(filters.q) !== undefined,
    page,
    pageSize: INBOX_PAGE_SIZE,
    // The page's ids first, then their rows: skipping rows for a deep page then reads only the index.
    readPage: (query, offset) =>
      database
        .selectFrom("contact_submissions")
        .selectAll()
        .where("id", "in", newestFirst(query.select("id")).limit(INBOX_PAGE_SIZE).offset(offset))
        .$call(newestFirst)
        .execute(),
  });
  const names = await assigneeNames(list.rows, database);
  return { submissions: list.rows.map((row) => toInboxSubmission(row, languages, names)), total: list.total, more: list.more, page: list.page, pageCount: list.pageCount };
}

export async function getSubmission(id: string, { database = db() }: Options = {}): Promise<InboxSubmission | null> {
  const row = await database.selectFrom("contact_submissions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toInboxSubmission(row, await listLanguages(database), await assigneeNames([row], database)) : null;
}

/** The sidebar's count beside Contact Messages: the messages nobody who works the inbox has opened yet. */
export async function countUnreadSubmissions({ database = db() }: Options = {}): Promise<number> {
  const { total } = await database
    .selectFrom("contact_submissions")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return total;
}

/**
 * Marks a message read as of `now`, the first time it is opened; a read message keeps when it was
 * first read. True when this call marked it (it was unread and exists).
 */
export async function markSubmissionRead(id: string, { database = db(), now = new Date() }: Options = {}): Promise<boolean> {
  const result = await database
    .updateTable("contact_submissions")
    .set({ read_at: now.toISOString() })
    .where("id", "=", id)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Sets a message's status (any status to any other, spec section 4) and records who did it, in one
 * transaction. Null when the message does not exist; `changed` is false when it already had that status.
 */
export async function updateSubmissionStatus(
  id: string,
  status: SubmissionStatus,
  actor: Actor,
  { database = db(), now = new Date() }: Options = {},
): Promise<{ name: string; status: SubmissionStatus; changed: boolean } | null> {
  return database.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("contact_submissions").select(["name", "status"]).where("id", "=", id).executeTakeFirst();
    if (!current) return null;
    if (current.status === status) return { name: current.name, status, changed: false };
    await trx.updateTable("contact_submissions").set({ status }).where("id", "=", id).execute();
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "submission.status",
        targetType: "contact_submission",
        targetId: id,
        summary: `Marked the message from ${current.name} as ${STATUS_LABELS[status]} (was ${statusLabel(current.status)})`,
      },
      now,
    );
    return { name: current.name, status, changed: true };
  });
}

const EXPORT_HEADER = ["ID", "Date", "Name", "Email", "Company", "Status", "Message", "Source Page", "Language", "Other Fields", "Assigned To"] as const;

/** The export's header: the inbox's columns, then, when filtered to one form, that form's own. */
export function exportHeader({ form }: Pick<InboxListFilters, "form">): string[] {
  return [...EXPORT_HEADER, ...(form?.columns ?? []).map((column) => column.label)];
}


/** Rows read per query while exporting: enough to be quick, few enough to keep memory flat. */
const EXPORT_BATCH = 1000;

/**
 * Every message matching the filters (page ignored) as CSV cells, newest first. Reads in batches
 * with keyset pagination (created_at, id), so a large inbox is never held in memory and a message
 * arriving meanwhile neither shifts nor repeats rows.
 */
export async function* exportSubmissionRows(
  filters: InboxListFilters,
  { database = db(), batchSize = EXPORT_BATCH }: Options & { batchSize?: number } = {},
): AsyncGenerator<string[]> {
  const languages = await listLanguages(database);
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let query = matching(database.selectFrom("contact_submissions"), filters).selectAll();
    if (after) {
      const { createdAt, id } = after;
      // A row-value comparison: SQLite seeks the index with it, where the equivalent OR scans from the top.
      query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(createdAt, id)));
    }
    const rows = await newestFirst(query).limit(batchSize).execute();
    const names = await assigneeNames(rows, database);
    for (const row of rows) yield exportCells(toInboxSubmission(row, languages, names), filters.form?.columns ?? []);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** Records that someone took a copy of the messages (personal data) out of the admin area. */
export async function recordSubmissionsExport(filters: InboxListFilters, actor: Actor, { database = db(), now = new Date() }: Options = {}) {
  const narrowed = [
    filters.status ? `status ${STATUS_LABELS[filters.status]}` : null,
    filters.language ? `language ${languageLabel(filters.language, await listLanguages(database))}` : null,
    filters.form ? `form "${filters.form.name}"` : null,
    filters.assignee ? `assigned to ${filters.assignee.id === null ? "nobody" : ((await assigneeNames([{ assignee_id: filters.assignee.id }], database)).get(filters.assignee.id) ?? "a former staff member")}` : null,
    filters.q ? `search "${filters.q}"` : null,
  ].filter(Boolean);
  await recordAudit(
    database,
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "submission.export",
      targetType: "contact_submission",
      summary: narrowed.length > 0 ? `Exported the contact messages (${narrowed.join(", ")})` : "Exported all contact messages",
    },
    now,
  );
}

function exportCells(submission: InboxSubmission, columns: NonNullable<InboxListFilters["form"]>["columns"]): string[] {
  return [
    submission.id,
    submission.createdAt,
    submission.name,
    submission.email,
    submission.company ?? "",
    statusLabel(submission.status),
    submission.message,
    submission.sourcePath ?? "",
    `${submission.language.name} (${submission.language.tag})`,
    submission.extraFields.map(({ label, value }) => `${label}: ${value}`).join("; "),
    submission.assignee?.name ?? "",
    ...columns.map((column) => answerText(submission, column)),
  ];
}

/**
 * `query`'s messages with `status`, in `language` and assigned to `assignee` (all when null) whose name, e-mail, company or
 * message contains `q`, case-insensitively and with the searcher's % and _ taken literally.
 */
function matching<O>(
  query: SelectQueryBuilder<Database, "contact_submissions", O>,
  { status, language, assignee, form, q }: InboxListFilters,
): SelectQueryBuilder<Database, "contact_submissions", O> {
  if (status) query = query.where("status", "=", status);
  if (language) query = query.where("locale", "=", language);
  if (form) query = query.where("form_id", "=", form.id);
  if (assignee) query = assignee.id === null ? query.where("assignee_id", "is", null) : query.where("assignee_id", "=", assignee.id);
  const pattern = likePattern(q);
  if (pattern) query = query.where((eb) => textMatches(eb, pattern));
  return query;
}

/** The inbox's order: newest first, the id breaking ties, as contact_submissions_created_at_id_idx holds them. */
function newestFirst<O>(query: SelectQueryBuilder<Database, "contact_submissions", O>): SelectQueryBuilder<Database, "contact_submissions", O> {
  return query.orderBy("created_at", "desc").orderBy("id", "desc");
}

function textMatches(eb: ExpressionBuilder<Database, "contact_submissions">, pattern: string) {
  return eb.or(["name", "email", "company", "message"].map((column) => lowerLike(column, pattern)));
}

/** The names of the staff the rows are assigned to, by id, in one query. */
async function assigneeNames(rows: readonly Pick<ContactSubmission, "assignee_id">[], database: Kysely<Database>): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.assignee_id ? [row.assignee_id] : [])))];
  if (ids.length === 0) return new Map();
  const users = await database.selectFrom("user").select(["id", "name", "email"]).where("id", "in", ids).execute();
  return new Map(users.map((user) => [user.id, user.name || user.email]));
}

function toInboxSubmission(row: ContactSubmission, languages: readonly LanguageChoice[], assignees: ReadonlyMap<string, string>): InboxSubmission {
  // Written by the app as [{ label, value }]; anything else (a hand edit) is left out rather than shown half-read.
  const extraFields = ExtraFields.safeParse(row.extra_fields ?? []);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    language: { tag: row.locale, name: languageName(row.locale, languages) },
    read: row.read_at !== null,
    unverified: row.proof_of_work === "unverified",
    pageId: row.page_id,
    sourcePath: row.source_path,
    extraFields: extraFields.success ? extraFields.data : [],
    answers: storedAnswers(row.answers),
    assignee: row.assignee_id ? { id: row.assignee_id, name: assignees.get(row.assignee_id) ?? "A former staff member" } : null,
  };
}

/** Written by the app as { fieldId: text or list of texts }; anything else (a hand edit) reads as no answers. */
function storedAnswers(value: unknown): InboxSubmission["answers"] {
  const parsed = StoredAnswers.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

const StoredAnswers = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
