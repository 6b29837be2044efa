/**
 * The filters of the admin lists of pages and items (the Pages list, each collection's list), read
 * from the address (a GET form, so they work without JavaScript and a filtered list has its own URL).
 * Anything a list does not know is no filter, never an error.
 */
export const LIST_STATUSES = ["published", "draft", "scheduled"] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export const LIST_STATUS_LABELS: Record<ListStatus, string> = { published: "Published", draft: "Draft", scheduled: "Scheduled" };

/** The longest search the lists take; longer text is cut. */
export const MAX_LIST_QUERY_LENGTH = 200;

export interface AdminListFilters {
  query?: string;
  status?: ListStatus;
  /** A site language's tag: only rows in it. */
  locale?: string;
  /** A topic's translation key (a collection with topics): only items with it. */
  topic?: string;
}

/** The filters in `params`, with `locale` and `topic` kept only when they are among `known` ones. */
export function readListFilters(params: URLSearchParams, known: { locales: readonly string[]; topics?: readonly string[] }): AdminListFilters & { query: string } {
  const status = params.get("status");
  const locale = params.get("language");
  const topic = params.get("topic");
  return {
    query: (params.get("q") ?? "").slice(0, MAX_LIST_QUERY_LENGTH),
    status: (LIST_STATUSES as readonly string[]).includes(status ?? "") ? (status as ListStatus) : undefined,
    locale: locale && known.locales.includes(locale) ? locale : undefined,
    topic: topic && known.topics?.includes(topic) ? topic : undefined,
  };
}
