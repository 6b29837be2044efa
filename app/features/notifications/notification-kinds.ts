/**
 * Every kind of notification the bell lists and e-mails, with what the Account page calls it. An
 * extensible list: a new kind (as the review workflow's three) is one entry here and a call to
 * notify() where it happens; the bell, the e-mail job and
 * the Account page's switches read this list.
 */
export const NOTIFICATION_KINDS = {
  mentioned: { label: "Mentioned in a note", description: "Someone wrote @your name in a note on a page or an article." },
  "taken-over": { label: "Editing taken over", description: "Someone took over a page or an article you had open in its editor." },
  "submission-assigned": { label: "Message assigned to you", description: "A contact message was assigned to you in the inbox." },
  "review-requested": { label: "Review requested", description: "Someone submitted a page or an article for review (Admins and the Editors allowed to review)." },
  approved: { label: "Approved", description: "A reviewer approved a page or an article you submitted for review." },
  "changes-requested": { label: "Changes requested", description: "A reviewer asked for changes to a page or an article you submitted for review." },
} as const satisfies Record<string, { label: string; description: string }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_KEYS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === "string" && Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** A notification as the bell shows it. */
interface BellNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  link: string;
  createdAt: string;
  read: boolean;
}

/** What the admin layout hands the bell: the latest notifications and how many are unread. */
export interface BellData {
  items: BellNotification[];
  unread: number;
}

export const NOTIFICATIONS_PATH = "/admin/notifications";
/** The Account page's form of e-mail switches. */
export const NOTIFICATION_EMAILS_INTENT = "notification-emails";

/** Tells the e-mail switches' answer from the other forms' on the Account page. */
export function isNotificationEmailsResult<T extends { intent: string }, R extends { intent: typeof NOTIFICATION_EMAILS_INTENT }>(result: T | R | undefined): result is R {
  return result?.intent === NOTIFICATION_EMAILS_INTENT;
}
