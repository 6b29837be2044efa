import { sql } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";

export type StatKey = "totalPages" | "publishedPages" | "teamUsers" | "subscribers";

/** One stat card: its figure and a note on how it changed, both computed from the data. */
export interface DashboardStat {
  key: StatKey;
  label: string;
  value: number;
  note: string;
}

export interface ActivityItem {
  id: string;
  who: string;
  summary: string;
  action: string;
  createdAt: string;
}

const one = sql.lit(1);
const zero = sql.lit(0);

/** The first instant of the current calendar month (UTC), where "this month" starts. */
export function startOfMonth(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/**
 * The four stat cards. Each figure is one query that counts in the database, with its change note
 * counted in the same query, so the dashboard costs four small queries whatever the table sizes.
 */
export async function loadDashboardStats({ database = db(), now = new Date() }: QueryOptions = {}): Promise<DashboardStat[]> {
  const monthStart = startOfMonth(now);
  const nowIso = now.toISOString();

  const [pages, published, team, subscribers] = await Promise.all([
    database
      .selectFrom("pages")
      // A page and its translations are one page here; the Website Pages list shows each language's status.
      .where("locale", "=", (eb) => eb.selectFrom("site_languages").select("tag").where("is_default", "=", true))
      // Pages only: collection items (docs/decisions/039-collections.md) are not pages.
      .where("collection", "is", null)
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.coalesce(eb.fn.sum<number>(eb.case().when("created_at", ">=", monthStart).then(one).else(zero).end()), zero).as("added"),
      ])
      .executeTakeFirstOrThrow(),
    database
      .selectFrom("pages")
      .where("locale", "=", (eb) => eb.selectFrom("site_languages").select("tag").where("is_default", "=", true))
      .where("collection", "is", null)
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>(eb.case().when("is_published", "=", true).then(one).else(zero).end()), zero).as("published"),
        eb.fn.coalesce(eb.fn.sum<number>(eb.case().when("is_published", "=", false).then(one).else(zero).end()), zero).as("drafts"),
      ])
      .executeTakeFirstOrThrow(),
    database
      .selectNoFrom((eb) => [
        eb.selectFrom("user").select(eb.fn.countAll<number>().as("n")).as("total"),
        eb.selectFrom("user").select(eb.fn.countAll<number>().as("n")).where("createdAt", ">=", monthStart).as("added"),
        eb
          .selectFrom("invitations")
          .select(eb.fn.countAll<number>().as("n"))
          .where("accepted_at", "is", null)
          .where("revoked_at", "is", null)
          .where("expires_at", ">", nowIso)
          .as("pending"),
      ])
      .executeTakeFirstOrThrow(),
    database
      .selectFrom("subscribers")
      .where("is_active", "=", true)
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.coalesce(eb.fn.sum<number>(eb.case().when("subscribed_at", ">=", monthStart).then(one).else(zero).end()), zero).as("added"),
      ])
      .executeTakeFirstOrThrow(),
  ]);

  const pending = Number(team.pending ?? 0);
  return [
    { key: "totalPages", label: "Total Pages", value: Number(pages.total), note: monthNote(Number(pages.added)) },
    { key: "publishedPages", label: "Published Pages", value: Number(published.published), note: draftsNote(Number(published.drafts)) },
    {
      key: "teamUsers",
      label: "Admin Users",
      value: Number(team.total ?? 0),
      note: pending > 0 ? plural(pending, "pending invitation") : monthNote(Number(team.added ?? 0)),
    },
    { key: "subscribers", label: "Subscribers", value: Number(subscribers.total), note: monthNote(Number(subscribers.added)) },
  ];
}

/** The latest audit entries, for Recent Activity. */
/**
 * What an invitation entry says to someone who may not manage users: that it happened, not to whom.
 * Pending invitees' addresses and roles stay with the Admins (issue G, item 1).
 */
const INVITATION_SUMMARY_WITHOUT_ADDRESS: Partial<Record<string, string>> = {
  "user.invite": "Sent an invitation",
  "user.invite_revoke": "Revoked an invitation",
};

export async function loadRecentActivity(
  limit = 8,
  { database = db(), showInvitees = true }: QueryOptions & { showInvitees?: boolean } = {},
): Promise<ActivityItem[]> {
  const entries = await listRecentAudit(limit, database);
  return entries.map((entry) => ({
    id: entry.id,
    who: entry.actor_email ?? "System",
    summary: (showInvitees ? undefined : INVITATION_SUMMARY_WITHOUT_ADDRESS[entry.action]) ?? entry.summary,
    action: entry.action,
    createdAt: entry.created_at,
  }));
}

function monthNote(added: number): string {
  return added > 0 ? `+${added} this month` : "No change this month";
}

function draftsNote(drafts: number): string {
  return drafts > 0 ? plural(drafts, "draft") : "No drafts";
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
