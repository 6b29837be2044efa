import { isReservedPath } from "#app/lib/reserved-paths.ts";
import { parseSitePath } from "#app/lib/site-path.ts";
import { z } from "#app/lib/zod.ts";

/** Longest path a redirect names, and longest path the 404 log keeps (longer ones are cut). */
export const MAX_REDIRECT_PATH = 500;
/** More would make the in-memory map (and every instance's copy) large; a site has hundreds at most. */
export const MAX_REDIRECTS = 5000;
/** A CSV import: at most this many bytes and rows. */
export const MAX_IMPORT_BYTES = 256 * 1024;
export const MAX_IMPORT_ROWS = 2000;
export const REDIRECT_LIST_SIZE = 50;
export const MAX_REDIRECT_QUERY_LENGTH = 200;

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = { 301: "301 Permanent", 302: "302 Temporary" };

export const OFF_SITE = "Redirects can only point to a path on this site, starting with a single / (for example /new-page).";
export const BAD_FROM = "The old path must be a path on this site, starting with a single / (for example /old-page), without ? or #.";
export const RESERVED_FROM = "The admin, the API and the site's files cannot be redirected.";
const SAME_PATH = "A redirect cannot point to its own path.";

/** "/about/" and "/about" are one path; the site root stays "/". */
export function normalizeRequestPath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** The path part of a target ("/new?x=1#y" → "/new"), as the chain and loop checks compare them. */
export function targetPathname(toPath: string): string {
  return normalizeRequestPath(parseSitePath(toPath)?.pathname ?? toPath);
}

const FromPath = z
  .string()
  .max(MAX_REDIRECT_PATH, `Paths can be at most ${MAX_REDIRECT_PATH} characters.`)
  .transform((raw, ctx) => {
    const url = parseSitePath(raw);
    if (!url || raw.includes("?") || raw.includes("#")) {
      ctx.addIssue({ code: "custom", message: BAD_FROM });
      return z.NEVER;
    }
    const path = normalizeRequestPath(url.pathname);
    // Paths the application answers (lib/reserved-paths.ts): redirecting one would lock staff out of the admin or break the site's machinery.
    if (isReservedPath(path)) {
      ctx.addIssue({ code: "custom", message: RESERVED_FROM });
      return z.NEVER;
    }
    return path;
  });

const ToPath = z
  .string()
  .max(MAX_REDIRECT_PATH, `Paths can be at most ${MAX_REDIRECT_PATH} characters.`)
  .transform((raw, ctx) => {
    const url = parseSitePath(raw);
    if (!url) {
      ctx.addIssue({ code: "custom", message: OFF_SITE });
      return z.NEVER;
    }
    return `${normalizeRequestPath(url.pathname)}${url.search}${url.hash}`;
  });

const Status = z.union([z.literal("301"), z.literal("302")], "Choose 301 (permanent) or 302 (temporary).").transform((s) => Number(s) as RedirectStatus);

export const RedirectInput = z
  .object({ fromPath: FromPath, toPath: ToPath, statusCode: Status })
  .refine((r) => r.fromPath !== targetPathname(r.toPath), { message: SAME_PATH, path: ["toPath"] });
export type RedirectInput = z.output<typeof RedirectInput>;

export type RedirectField = "fromPath" | "toPath" | "statusCode";
export type RedirectFieldErrors = Partial<Record<RedirectField, string>>;

const UNKNOWN_ACTION = "Unknown action. Please reload the page and try again.";
const MISSING_ID = "The redirect is missing. Please reload the page.";
const Id = z.string().trim().min(1, MISSING_ID).max(100, MISSING_ID);

/** The Redirects screen's changes, told apart by the form's `intent`. The import's file is read apart (redirects-csv.ts). */
export const RedirectsIntent = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("create"), fromPath: z.string(), toPath: z.string(), statusCode: z.string() }),
    z.object({ intent: z.literal("update"), id: Id, fromPath: z.string(), toPath: z.string(), statusCode: z.string() }),
    z.object({ intent: z.literal("delete"), id: Id }),
    z.object({ intent: z.literal("import") }),
    z.object({ intent: z.literal("clear-404-log") }),
  ],
  UNKNOWN_ACTION,
);
export type RedirectsIntent = z.infer<typeof RedirectsIntent>;

/** The form's check in the browser and the action's on the server: one schema. */
export function validateRedirect(draft: Record<RedirectField, string>): { ok: true; value: RedirectInput } | { ok: false; errors: RedirectFieldErrors; message: string } {
  const result = RedirectInput.safeParse(draft);
  if (result.success) return { ok: true, value: result.data };
  const errors: RedirectFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "fromPath" || field === "toPath" || field === "statusCode") && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors, message: result.error.issues[0]?.message ?? UNKNOWN_ACTION };
}

export interface RedirectRow {
  id: string;
  fromPath: string;
  toPath: string;
  statusCode: RedirectStatus;
  source: "manual" | "import" | "slug-change";
  updatedAt: string;
}

export interface NotFoundRow {
  path: string;
  hits: number;
  lastSeen: string;
  referrerHost: string | null;
  /** Where a redirect made since sends this path; null while it still answers 404. */
  redirectedTo: string | null;
}

export type RedirectsActionData =
  | { ok: true; intent: string; message: { title: string; description?: string } }
  | { ok: false; intent: string; message: { title: string; description?: string }; fieldErrors?: RedirectFieldErrors; values?: Record<RedirectField, string> };
