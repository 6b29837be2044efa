import { redirect, type MiddlewareFunction } from "react-router";
import { can, isRole, type Permission } from "#app/lib/permissions.ts";
import { authFor, SESSION_ABSOLUTE_SECONDS } from "./auth.server.ts";
import type { SessionUser } from "./session-user.ts";
import { routeRefusal } from "#app/lib/route-refusal.ts";


interface ResolvedSession {
  user: SessionUser | null;
  /** Cookies better-auth set while reading the session (a moved idle expiry, a cleared stale cookie). */
  setCookies: string[];
}

// One lookup per request: the layout's and the screen's loaders both ask, and the admin middleware
// then forwards any cookie the lookup refreshed. React Router hands them all the same Request.
const resolved = new WeakMap<Request, Promise<ResolvedSession>>();

/** The signed-in staff member, or null for anonymous visitors (and banned or unverified accounts). */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  return resolveSession(request).then((session) => session.user);
}

function resolveSession(request: Request): Promise<ResolvedSession> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = lookUpSession(request);
    resolved.set(request, pending);
  }
  return pending;
}

async function lookUpSession(request: Request): Promise<ResolvedSession> {
  if (!request.headers.get("cookie")) return { user: null, setCookies: [] };
  const { headers, response } = await authFor(request).api.getSession({ headers: request.headers, returnHeaders: true });
  const setCookies = headers?.getSetCookie() ?? [];
  if (!response) return { user: null, setCookies };
  const { user, session } = response;
  // The update hook in auth.server.ts keeps sessions within this limit; this is the check that cannot be skipped.
  const absoluteEnd = new Date(session.createdAt).getTime() + SESSION_ABSOLUTE_SECONDS * 1000;
  if (user.banned || !user.emailVerified || absoluteEnd <= Date.now()) return { user: null, setCookies };
  // An account whose role the app does not know holds the least (Viewer), matching the Users screen.
  const role = isRole(user.role) ? user.role : "viewer";
  return { user: { id: user.id, email: user.email, name: user.name, role }, setCookies };
}

/**
 * The path and query the visitor asked for, as they would type it: client navigations fetch
 * `/admin/users.data?_routes=…` (or `/_.data` for the root), which must not end up in a redirect.
 */
function requestedPath(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${pathname || "/"}${search ? `?${search}` : ""}`;
}

/** The signed-in staff member; anonymous visitors are redirected to /admin/login?redirectTo=<path>. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  throw redirect(`/admin/login?${new URLSearchParams({ redirectTo: requestedPath(request) })}`);
}

const PERMISSION_PHRASES: Record<Permission, string> = {
  "admin:read": "view the admin area",
  "pages:write": "change pages",
  "pages:delete-live": "delete a live page",
  "subscribers:write": "change subscribers",
  "subscribers:export": "export subscribers",
  "subscribers:import": "import subscribers",
  "webhooks:write": "change webhooks",
  "submissions:write": "change contact submissions",
  "forms:write": "build forms",
  "submissions:notes": "read or write notes on contact submissions",
  "media:write": "change the media library",
  "pages:notes": "read or write notes on pages",
  "users:manage": "manage users",
  "settings:write": "change the site settings",
  "theme:write": "change the site's theme",
  "site:health": "see the site's health",
};

/**
 * The signed-in staff member when their role holds `permission`; anonymous visitors are redirected
 * to /admin/login, staff without the permission get HTTP 403 with `{ message }` explaining why.
 */
export async function requirePermission(request: Request, permission: Permission): Promise<SessionUser> {
  const user = await requireUser(request);
  if (can(user.role, permission)) return user;
  throw routeRefusal({ message: `You do not have permission to ${PERMISSION_PHRASES[permission]}. Ask an Admin if you need it.` }, 403);
}

/**
 * For every admin route: responses are never cached (they carry staff data, and a shared or
 * back-button cache must not show them after sign-out), and a session cookie that better-auth
 * refreshed while a loader read the session reaches the browser, so an active session stays alive.
 */
export const adminResponseMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const session = resolved.get(request);
  const setCookies = session ? (await session).setCookies : [];
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  // A fresh Response: some responses (redirects among them) come with headers that cannot be changed.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
