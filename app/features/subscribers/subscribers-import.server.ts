import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import { queueNewsletterEmail } from "#app/features/newsletter/newsletter-emails.server.ts";
import { kickJobWorker } from "#app/lib/jobs.server.ts";
import { MAX_LISTED_PROBLEMS, type ImportMode, type ImportProblem, type ImportReport } from "./import-schema.ts";
import { SUBSCRIBER_STATUS_LABELS, subscriberStatus } from "./subscriber-status.ts";
import type { ImportRow } from "./subscribers-csv-import.ts";

/** Rows per INSERT: well under either database's limit on a statement's parameters. */
const INSERT_CHUNK = 400;
/**
 * Confirmation e-mails an import lets out per minute; the rest wait their turn in the jobs table.
 * A mail server (and the receiving providers) see a steady trickle rather than a burst that looks
 * like spam, and the site's other e-mails (password resets, replies) are not held up behind them.
 */
export const IMPORT_CONFIRMATIONS_PER_MINUTE = 60;

interface ImportOptions extends QueryOptions {
  /** The site's public origin, for the confirmation e-mails' links. */
  origin: string;
  /** The uploaded file's name, for the audit entry. */
  filename: string;
  /** The Admin's statement of how the people consented (mode "confirmed"). */
  consentNote: string | null;
}

/**
 * Adds the planned rows in one transaction, with its audit entry and (mode "send-confirmation") each
 * new address's confirmation e-mail. An address already on the list, in any state, is left as it is
 * and reported: an import never brings back someone who unsubscribed. The insert skips such
 * addresses itself, so one added meanwhile by a sign-up is reported too instead of failing the import.
 */
export async function importSubscribers(
  mode: ImportMode,
  plan: { rows: ImportRow[]; repeated: ImportProblem[]; invalid: ImportProblem[]; columns: ImportReport["columns"] },
  actor: Actor,
  { origin, filename, consentNote, database = db(), now = new Date() }: ImportOptions,
): Promise<ImportReport> {
  const result = await database.transaction().execute(async (trx) => {
    const locale = await defaultLanguageTag(trx);
    const at = now.toISOString();
    const added: { id: string; email: string }[] = [];
    for (let start = 0; start < plan.rows.length; start += INSERT_CHUNK) {
      const chunk = plan.rows.slice(start, start + INSERT_CHUNK);
      const inserted = await trx
        .insertInto("subscribers")
        .values(
          chunk.map((row) => {
            const confirmed = mode === "confirmed";
            // Marked confirmed: they subscribed (and confirmed) when they consented elsewhere.
            const since = confirmed ? (row.consentedAt ?? at) : at;
            return {
              id: randomUUID(),
              email: row.email,
              first_name: row.firstName,
              last_name: row.lastName,
              subscribed_at: since,
              is_active: confirmed,
              confirmed_at: confirmed ? since : null,
              unsubscribed_at: null,
              source: "import",
              locale,
              consent_note: confirmed ? consentNote : null,
              consented_at: confirmed ? since : null,
            };
          }),
        )
        .onConflict((conflict) => conflict.column("email").doNothing())
        .returning(["id", "email"])
        .execute();
      added.push(...inserted);
    }
    if (mode === "send-confirmation") {
      for (const [index, { id }] of added.entries()) {
        const runAt = new Date(now.getTime() + Math.floor(index / IMPORT_CONFIRMATIONS_PER_MINUTE) * 60_000);
        await queueNewsletterEmail(trx, "confirm", id, origin, { runAt });
      }
    }
    const onList = await alreadyOnList(trx, plan.rows, new Set(added.map(({ email }) => email)));
    const report = buildReport(mode, added.length, [...onList, ...plan.repeated], plan.invalid, plan.columns);
    if (added.length > 0) {
      await recordAudit(
        trx,
        { actorId: actor.id, actorEmail: actor.email, action: "subscriber.import", targetType: "subscriber", summary: auditSummary(report, filename, consentNote) },
        now,
      );
    }
    return report;
  });
  if (mode === "send-confirmation" && result.imported > 0) kickJobWorker();
  return result;
}

/** The rows the insert skipped, each with the state its address is in on the list. */
async function alreadyOnList(trx: Kysely<Database>, rows: ImportRow[], added: Set<string>): Promise<ImportProblem[]> {
  const skipped = rows.filter(({ email }) => !added.has(email));
  const statuses = new Map<string, string>();
  for (let start = 0; start < skipped.length; start += INSERT_CHUNK) {
    const emails = skipped.slice(start, start + INSERT_CHUNK).map(({ email }) => email);
    const found = await trx.selectFrom("subscribers").select(["email", "is_active", "confirmed_at", "unsubscribed_at"]).where("email", "in", emails).execute();
    for (const row of found) statuses.set(row.email, SUBSCRIBER_STATUS_LABELS[subscriberStatus(row)]);
  }
  return skipped.map(({ line, email }) => ({ line, email, reason: `Already on the list (${statuses.get(email) ?? "Active"}).` }));
}

function buildReport(mode: ImportMode, imported: number, duplicates: ImportProblem[], invalid: ImportProblem[], columns: ImportReport["columns"]): ImportReport {
  const byLine = (a: ImportProblem, b: ImportProblem) => a.line - b.line;
  const sortedDuplicates = duplicates.toSorted(byLine);
  const sortedInvalid = invalid.toSorted(byLine);
  // The list is bounded for the answer's sake; invalid rows first, as they are the ones to fix.
  const listedInvalid = sortedInvalid.slice(0, MAX_LISTED_PROBLEMS);
  const listedDuplicates = sortedDuplicates.slice(0, MAX_LISTED_PROBLEMS - listedInvalid.length);
  const unlisted = sortedInvalid.length - listedInvalid.length + sortedDuplicates.length - listedDuplicates.length;
  return { mode, imported, duplicates: listedDuplicates, invalid: listedInvalid, unlisted, columns };
}

/** One line for Recent Activity, e.g. `Imported 40 subscribers from list.csv as confirmed ("Old site form"); 2 skipped`. */
function auditSummary(report: ImportReport, filename: string, consentNote: string | null): string {
  const skipped = report.duplicates.length + report.invalid.length + report.unlisted;
  const how = report.mode === "confirmed" ? `as confirmed ("${truncate(consentNote ?? "", 80)}")` : "with a confirmation e-mail each";
  const people = `${report.imported} ${report.imported === 1 ? "subscriber" : "subscribers"}`;
  return `Imported ${people} from ${truncate(filename, 80)} ${how}${skipped > 0 ? `; ${skipped} ${skipped === 1 ? "row" : "rows"} skipped` : ""}`;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
