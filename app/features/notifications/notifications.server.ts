import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db, type QueryOptions as Options } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { enqueueJob } from "#app/lib/jobs.server.ts";
import { isNotificationKind, NOTIFICATION_KIND_KEYS, type BellData, type NotificationKind } from "./notification-kinds.ts";

/** Queued with each notification whose person wants its e-mail: sends it (notification-email.server.ts). */
export const NOTIFICATION_EMAIL_JOB = "notification.email";

/** How many notifications the bell lists: the latest, read or not. */
const BELL_SIZE = 20;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An admin path, never an address off the site. */
  link: string;
}

/**
 * Records a notification inside the caller's transaction, and, unless its person turned this kind's
 * e-mail off, the job that e-mails it (`email` names a kind's own e-mail job; the generic one
 * otherwise). The caller kicks the job worker after commit.
 */
export async function notify(trx: Kysely<Database>, notification: NewNotification, now = new Date(), email?: { type: string; payload: unknown }): Promise<void> {
  const id = randomUUID();
  await trx.insertInto("notifications").values({ id, user_id: notification.userId, kind: notification.kind, title: notification.title, body: notification.body, link: notification.link, created_at: now.toISOString(), read_at: null }).execute();
  const optedOut = await trx.selectFrom("notification_email_opt_outs").select("kind").where("user_id", "=", notification.userId).where("kind", "=", notification.kind).executeTakeFirst();
  if (optedOut) return;
  await enqueueJob(trx, email?.type ?? NOTIFICATION_EMAIL_JOB, email?.payload ?? { notificationId: id });
}

/** The bell of person `userId`: their latest notifications and the count of unread ones. */
export async function bellOf(userId: string, { database = db() }: Options = {}): Promise<BellData> {
  const [rows, unread] = await Promise.all([
    database.selectFrom("notifications").select(["id", "kind", "title", "link", "created_at", "read_at"]).where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").limit(BELL_SIZE).execute(),
    database.selectFrom("notifications").select((eb) => eb.fn.countAll<number | string>().as("n")).where("user_id", "=", userId).where("read_at", "is", null).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.filter((row) => isNotificationKind(row.kind)).map((row) => ({ id: row.id, kind: row.kind as NotificationKind, title: row.title, link: row.link, createdAt: row.created_at, read: row.read_at !== null })),
    unread: Number(unread.n),
  };
}

/** Marks one of person `userId`'s notifications read; another person's id changes nothing. True when it was theirs. */
export async function markNotificationRead(userId: string, id: string, { database = db(), now = new Date() }: Options = {}): Promise<boolean> {
  const mine = await database.selectFrom("notifications").select("id").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!mine) return false;
  await database.updateTable("notifications").set({ read_at: now.toISOString() }).where("id", "=", id).where("user_id", "=", userId).where("read_at", "is", null).execute();
  return true;
}

export async function markAllNotificationsRead(userId: string, { database = db(), now = new Date() }: Options = {}): Promise<void> {
  await database.updateTable("notifications").set({ read_at: now.toISOString() }).where("user_id", "=", userId).where("read_at", "is", null).execute();
}

/** The kinds person `userId` is e-mailed about (every kind, less those turned off). */
export async function emailedKinds(userId: string, { database = db() }: Options = {}): Promise<NotificationKind[]> {
  const off = new Set((await database.selectFrom("notification_email_opt_outs").select("kind").where("user_id", "=", userId).execute()).map((row) => row.kind));
  return NOTIFICATION_KIND_KEYS.filter((kind) => !off.has(kind));
}

/** Sets which kinds person `userId` is e-mailed about: every other kind is turned off. */
export async function saveEmailedKinds(userId: string, wanted: readonly NotificationKind[], { database = db() }: Options = {}): Promise<void> {
  const off = NOTIFICATION_KIND_KEYS.filter((kind) => !wanted.includes(kind));
  await database.transaction().execute(async (trx) => {
    await trx.deleteFrom("notification_email_opt_outs").where("user_id", "=", userId).execute();
    if (off.length > 0) await trx.insertInto("notification_email_opt_outs").values(off.map((kind) => ({ user_id: userId, kind }))).execute();
  });
}
