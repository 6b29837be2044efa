import { languageFilter, type LanguageChoice } from "#app/features/languages/language-choice.ts";
import { z } from "#app/lib/zod.ts";
import { textField } from "#app/lib/form.ts";

/** The spec's submission statuses (section 4), in the order staff work through them. */
export const SUBMISSION_STATUSES = ["new", "in-progress", "completed"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const STATUS_LABELS: Record<SubmissionStatus, string> = { new: "New", "in-progress": "In Progress", completed: "Completed" };

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return typeof value === "string" && (SUBMISSION_STATUSES as readonly string[]).includes(value);
}

/** A stored status as staff read it; anything the app does not know (an old import, a hand edit) is "Unknown". */
export function statusLabel(status: string): string {
  return isSubmissionStatus(status) ? STATUS_LABELS[status] : "Unknown";
}

/** Messages per page on the Contact Messages screen. */
export const INBOX_PAGE_SIZE = 25;
export const MAX_INBOX_QUERY_LENGTH = 200;

/**
 * What the list shows: a status (null for all), the language the messages were sent in (a site
 * language's tag, null for all), a search over name, e-mail, company and message, a page.
 */
export interface InboxFilters {
  status: SubmissionStatus | null;
  language?: string | null;
  /** Whose messages (null for everyone's): see AssigneeFilter. */
  assignee?: AssigneeFilter | null;
  /** One built form's messages (null for every form's): the list and the export then show its own columns. */
  form?: FormChoice | null;
  q: string;
  page: number;
}

/** The filters the list and its export share (the page aside). */
export type InboxListFilters = Pick<InboxFilters, "status" | "language" | "assignee" | "form" | "q">;

/**
 * A form built on the Forms screen, as the inbox filters by it: its answers' columns, labelled in the
 * site's default language, in the form's order. Read by the forms feature and handed in by the route.
 */
export interface FormChoice {
  id: string;
  name: string;
  columns: ReadonlyArray<FormColumn>;
}

/** One of a form's columns; a choice field's stored option values are shown by their labels. */
export interface FormColumn {
  id: string;
  label: string;
  options?: Readonly<Record<string, string>>;
}

/** The assignee filter's values beside a staff member's id: the viewer's own messages, and nobody's. */
export const ASSIGNED_TO_ME = "me";
export const UNASSIGNED = "none";

/**
 * The assignee filter as the URL says it (`param`: "me", "none" or a staff member's id) and as the
 * query reads it (`id`: that staff member's id, the viewer's for "me", null for unassigned messages).
 */
interface AssigneeFilter {
  param: string;
  id: string | null;
}

/** Who may be chosen in the assignee filter and who is looking (for "Assigned to me"). */
export interface AssigneeChoices {
  staffIds: readonly string[];
  viewerId: string;
}

/** A forged or stale assignee (someone who left, a made-up id) reads as "everyone's", like an unknown status. */
function parseAssigneeFilter(value: string | null, { staffIds, viewerId }: AssigneeChoices): AssigneeFilter | null {
  if (value === ASSIGNED_TO_ME) return { param: value, id: viewerId };
  if (value === UNASSIGNED) return { param: value, id: null };
  return value !== null && staffIds.includes(value) ? { param: value, id: value } : null;
}

/**
 * The filters from the screen's (or the export's) query string, a language among the site's
 * `languages`. A filter is a link anyone may edit, so an unknown status, language or page reads as
 * "all" and "the first", never as an error.
 */
export function parseInboxFilters(params: URLSearchParams, languages: readonly LanguageChoice[], assignees?: AssigneeChoices, forms: readonly FormChoice[] = []): InboxFilters {
  const status = params.get("status");
  const form = params.get("form");
  const page = Math.trunc(Number(params.get("page") ?? "1"));
  return {
    status: isSubmissionStatus(status) ? status : null,
    language: languageFilter(params.get("language"), languages),
    assignee: assignees ? parseAssigneeFilter(params.get("assignee"), assignees) : null,
    form: forms.find((choice) => choice.id === form) ?? null,
    q: (params.get("q") ?? "").trim().slice(0, MAX_INBOX_QUERY_LENGTH),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The query string for the filters and search (the export form's fields), "" when none is set. */
export function inboxQuery({ status, language, assignee, form, q }: InboxListFilters): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (language) params.set("language", language);
  if (assignee) params.set("assignee", assignee.param);
  if (form) params.set("form", form.id);
  if (q) params.set("q", q);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A built form's answer to one field as a cell of the list or the export: a list (checkboxes, files) joined as the notification shows it. */
export function answerText(submission: Pick<InboxSubmission, "answers">, { id, options }: FormColumn): string {
  const answer = Object.hasOwn(submission.answers, id) ? submission.answers[id] : undefined;
  const shown = (value: string) => (options && Object.hasOwn(options, value) ? options[value]! : value);
  return answer === undefined ? "" : typeof answer === "string" ? shown(answer) : answer.map(shown).join(", ");
}

/** The query parameter naming the message open in the detail view (a link, so it works without JavaScript). */
export const VIEW_PARAM = "view";

/** The list's own query (filters and page), without the open message. */
export function listSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(VIEW_PARAM);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The current list with message `id` open. */
export function viewSearch(search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set(VIEW_PARAM, id);
  return `?${params}`;
}

export const UNKNOWN_STATUS = "Please choose a status: New, In Progress or Completed.";
export const SUBMISSION_GONE = "This message no longer exists. Please reload the page.";

/** The status change, as the row's and the dialog's dropdowns post it. */
export const UpdateStatusInput = z.object({
  id: z.string().trim().min(1, SUBMISSION_GONE).max(200, SUBMISSION_GONE),
  status: z.enum(SUBMISSION_STATUSES, UNKNOWN_STATUS),
});
export type UpdateStatusInput = z.infer<typeof UpdateStatusInput>;

export function parseUpdateStatusForm(form: FormData): { ok: true; value: UpdateStatusInput } | { ok: false; message: string } {
  const result = UpdateStatusInput.safeParse({ id: textField(form, "id"), status: textField(form, "status") });
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message ?? UNKNOWN_STATUS };
}

/** The spec's toasts (section 8) for a status change. */
export const INBOX_MESSAGES = {
  updated: (name: string, status: SubmissionStatus) => ({ title: "Status updated", description: `The message from ${name} is now ${STATUS_LABELS[status]}.` }),
  updateFailed: (reason = "There was an error updating the status.") => ({ title: "Update failed", description: reason }),
} as const;

export interface InboxActionData {
  ok: boolean;
  message: { title: string; description?: string };
}

/** One message as the screen shows it, in the table and in the detail dialog. */
export interface InboxSubmission {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  /** As stored: one of SUBMISSION_STATUSES, or anything else (shown as "Unknown"). */
  status: string;
  createdAt: string;
  /** The language of the page it was sent from: its tag and the name staff read ("Deutsch"). */
  language: { tag: string; name: string };
  /** Whether someone who works the inbox has opened it (apart from its status). */
  read: boolean;
  /** Its form asked for the proof-of-work challenge and it came without a valid, unspent solution (decision 046). */
  unverified: boolean;
  /** Set for messages sent from a CMS page's contact section (null once that page is deleted). */
  pageId: string | null;
  /** That page's path when the message was sent. */
  sourcePath: string | null;
  /** The section's answers beyond name, e-mail and message, in the form's order. */
  extraFields: { label: string; value: string }[];
  /** A built form's answers by field id (a checkbox group's, or a file field's file names, as a list); {} for other messages. */
  answers: Readonly<Record<string, string | readonly string[]>>;
  /** The staff member working it (decision 047): null while nobody is, or once they left. */
  assignee: { id: string; name: string } | null;
}
